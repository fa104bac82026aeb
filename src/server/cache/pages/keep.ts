import type { IncomingMessage, ServerResponse } from 'node:http';

import { processState } from '../../process-state';

/** The response header by which a route offers its answer to the page cache (never sent). */
export const KEEP_HEADER = 'x-teamfolio-keep';

/**
 * What an offered answer depends on: `path`, the path alone (a feed, the sitemap, a share image);
 * `url`, the path and the query string (a search). ISR pages need no offer: Next's cache header
 * marks them, and they never depend on the query string.
 */
export type KeepScope = 'path' | 'url';

/**
 * Offers this response to the page cache in front of Next: it is the same for every visitor,
 * until the next write to public content. Only a 200 without cookies is kept.
 */
export function keepForEveryone(res: ServerResponse, scope: KeepScope): void {
  res.setHeader(KEEP_HEADER, scope);
}

/** Marks the page cache's own request for an answer to keep: it must reach Next. */
export const FILL_HEADER = 'x-teamfolio-page-fill';

/** Whether `req` is the page cache fetching an answer to keep, not a visitor's request. */
export function isPageFill(req: Pick<IncomingMessage, 'headers'>): boolean {
  return req.headers[FILL_HEADER] !== undefined;
}

type KeptAnswerListener = (req: IncomingMessage, path: string) => void;

// One list for the process: listeners register from Next's bundles, the page cache calls them.
const keptAnswerListeners = processState(
  'teamfolioKeptAnswerListeners',
  () => new Set<KeptAnswerListener>(),
);

/**
 * Hears of every request the page cache answers from memory (200 or 304), with the request's
 * path: for counting what is served without reaching Next (a feed's fetches).
 */
export function onKeptAnswerServed(listener: KeptAnswerListener): void {
  keptAnswerListeners.add(listener);
}

/** Called by the page cache for each request it answers from memory. */
export function keptAnswerServed(req: IncomingMessage, path: string): void {
  for (const listener of keptAnswerListeners) listener(req, path);
}
