import { env } from '~/env';
import { dropAllDocuments } from '~/server/cache/document-cache';
import { processState } from '~/server/process-state';
import { loadPublicPages } from '~/server/public-pages';
import { serverCaller } from '~/server/trpc/server-caller';

import { listenForInvalidations, type InvalidationListener } from './listener';
import { revalidateOnThisInstance } from './local-revalidation';

// The listener runs in the bundle src/instrumentation.ts starts; the health route reads its state.
const channel = processState('teamfolioInvalidation', () => ({
  listener: null as InvalidationListener | null,
  refreshing: false,
}));

let rebuilds: Promise<void> = Promise.resolve();

/**
 * Rebuilds run one after another, in the order they were announced: two at once could finish
 * out of order, and a page rendered before the later write would then replace the newer one.
 */
function inTurn(rebuild: () => Promise<void>): Promise<void> {
  const turn = rebuilds.then(rebuild);
  rebuilds = turn.catch(() => {});
  return turn;
}

/** After a lost channel: every public page, since any of them may have changed meanwhile. */
async function refreshEverything() {
  channel.refreshing = true;
  try {
    dropAllDocuments();
    const pages = await loadPublicPages(serverCaller());
    await revalidateOnThisInstance(pages.map((page) => page.path));
  } finally {
    channel.refreshing = false;
  }
}

/** How long a starting server waits for the channel before it serves without it. */
const START_WAIT_MS = 10_000;

/**
 * Keeps this server's pages and cached answers in step with writes made on other instances
 * (started once per process by src/instrumentation.ts, which waits for it). A page rendered
 * before the channel listens would miss the announcement of a write made meanwhile and stay
 * stale, so the server starts serving once the channel listens; when the database is not there
 * yet, it serves after START_WAIT_MS and refreshes every page once the channel listens.
 */
export async function startInvalidationListener(): Promise<void> {
  if (channel.listener || !env.DATABASE_URL) return;
  const listener = listenForInvalidations(env.DATABASE_URL, {
    onPaths: (paths) => inTurn(() => revalidateOnThisInstance(paths)),
    onReconnected: () => inTurn(refreshEverything),
  });
  channel.listener = listener;
  let giveUp: NodeJS.Timeout | undefined;
  const listening = await Promise.race([
    listener.ready.then(() => true),
    new Promise<false>((resolve) => {
      giveUp = setTimeout(() => resolve(false), START_WAIT_MS).unref();
    }),
  ]);
  clearTimeout(giveUp);
  if (listening) return;
  console.warn('Invalidation channel: not listening yet; serving, and refreshing once it listens.');
  void listener.ready
    .then(() => inTurn(refreshEverything))
    .catch((error: unknown) => console.error('Invalidation channel: full refresh failed:', error));
}

/**
 * The channel's state for the health endpoint: `refreshing` while the pages are rebuilt after a
 * reconnection, `off` where no listener runs (scripts, tests).
 */
export function invalidationState(): 'listening' | 'reconnecting' | 'refreshing' | 'off' {
  const { listener } = channel;
  if (!listener) return 'off';
  if (!listener.listening) return 'reconnecting';
  return channel.refreshing ? 'refreshing' : 'listening';
}
