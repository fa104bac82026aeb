/**
 * On-demand rebuilds of an ISR page that always read the latest write.
 *
 * Next shares one render among every on-demand revalidation of a path that overlaps it, so a
 * rebuild asked for while another is running gets that one's page, rendered from the database as
 * it was before this write: the page would stay stale until its timer. Here a rebuild asked for
 * while one runs waits for it and starts afresh; every request made meanwhile shares that single
 * follow-up, which has not yet read anything when they join it.
 */
import { dropKeptPages } from '~/server/cache/pages/store';
import { processState } from '~/server/process-state';

export type Rebuild = (path: string) => Promise<void>;

interface PathRebuilds {
  running: Promise<void>;
  /** The follow-up, not started yet. */
  queued?: Promise<void>;
}

// The tRPC route and the internal revalidation route both rebuild pages in this process.
const rebuilds = processState('teamfolioPageRebuilds', () => new Map<string, PathRebuilds>());

function start(path: string, rebuild: Rebuild): Promise<void> {
  const entry: PathRebuilds = { running: Promise.resolve() };
  entry.running = rebuild(path).finally(() => {
    // The copy kept in front of Next is the page before this rebuild.
    dropKeptPages();
    if (!entry.queued) rebuilds.delete(path);
  });
  rebuilds.set(path, entry);
  return entry.running;
}

/** Rebuilds the page at `path` from data read after this call. */
export function rebuildPage(path: string, rebuild: Rebuild): Promise<void> {
  const entry = rebuilds.get(path);
  if (!entry) return start(path, rebuild);
  entry.queued ??= entry.running
    .catch(() => {})
    .then(() => {
      rebuilds.delete(path);
      return start(path, rebuild);
    });
  return entry.queued;
}
