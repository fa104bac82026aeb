import type { ServerResponse } from 'node:http';

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
