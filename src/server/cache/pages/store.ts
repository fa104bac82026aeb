import type { OutgoingHttpHeaders } from 'node:http';

import { epochCache } from '../../process-state';

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
 * rebuilt the pages it changed (src/server/cache/page-rebuilds.ts): writes are rare next to reads, and
 * one path can name a page in several spellings. The time limit bounds how
 * long a page Next refreshed on its own timer (a change no write announced) can lag behind it.
 */
const PAGE_TTL_MS = 60_000;
const MAX_BYTES = 16 * 1024 * 1024;

const pages = epochCache<KeptPage>('teamfolioPages', {
  maxSize: MAX_BYTES,
  ttl: PAGE_TTL_MS,
  sizeCalculation: (page) => page.body.length + (page.gzipped?.length ?? 0),
});

export function keptPage(path: string): KeptPage | undefined {
  return pages.get(path);
}

/** The moment to pass to `keepPage` for a page fetched from now on. */
export function pageEpoch(): number {
  return pages.epoch();
}

/** Keeps the page unless a drop came after `fetchedSince` (then it may be the older page). */
export function keepPage(path: string, page: KeptPage, fetchedSince: number): void {
  pages.keep(path, page, fetchedSince);
}

/** Drops every kept page: Next holds a newer version of some of them. */
export function dropKeptPages(): void {
  pages.drop();
}
