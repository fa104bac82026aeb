import type { OutgoingHttpHeaders } from 'node:http';

import { LRUCache } from 'lru-cache';

/** A public answer (a page, a feed, a picture) as Next gave it, kept to be sent again as it is. */
export interface KeptPage {
  /** Next's headers, less those that belong to one response (date, length, encoding). */
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The same body gzipped once, for every client that accepts it; null for a picture. */
  gzipped: Buffer | null;
}

/**
 * Next answers even a prerendered page through its router and render pipeline, about as costly
 * per request as rendering a small page, and encodes the page's text to bytes on every request.
 * Each instance therefore keeps the bytes of the public pages (and feeds, pictures, searches) it
 * served, in front of Next, and drops them all at every write to public content, once Next has
 * rebuilt the pages it changed (src/server/page-rebuilds.ts): writes are rare next to reads, and
 * one path can name a page in several spellings. The time limit bounds how
 * long a page Next refreshed on its own timer (a change no write announced) can lag behind it.
 */
const PAGE_TTL_MS = 60_000;
const MAX_BYTES = 16 * 1024 * 1024;

// One store per process, on globalThis: the server in front of Next and Next's bundled routes
// (which drop pages) each load their own copy of this module.
const globalForPages = globalThis as unknown as {
  teamfolioPages?: {
    cache: LRUCache<string, KeptPage>;
    /** Bumped by every drop: a page fetched across a drop may predate the write. */
    epoch: number;
  };
};
const state = (globalForPages.teamfolioPages ??= {
  cache: new LRUCache<string, KeptPage>({
    maxSize: MAX_BYTES,
    ttl: PAGE_TTL_MS,
    sizeCalculation: (page) => page.body.length + (page.gzipped?.length ?? 0),
  }),
  epoch: 0,
});

export function keptPage(path: string): KeptPage | undefined {
  return state.cache.get(path);
}

/** The moment to pass to `keepPage` for a page fetched from now on. */
export function pageEpoch(): number {
  return state.epoch;
}

/** Keeps the page unless a drop came after `fetchedSince` (then it may be the older page). */
export function keepPage(path: string, page: KeptPage, fetchedSince: number): void {
  if (state.epoch === fetchedSince) state.cache.set(path, page);
}

/** Drops every kept page: Next holds a newer version of some of them. */
export function dropKeptPages(): void {
  state.epoch += 1;
  state.cache.clear();
}
