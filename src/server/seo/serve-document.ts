import type { IncomingMessage } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';

import type { GetServerSideProps } from 'next';

import { cachedDocument } from '~/server/cache/document-cache';
import { isPageFill, keepForEveryone } from '~/server/cache/pages/keep';
import { isNotModified } from '~/server/http/conditional-get';

/**
 * Shared caches (a CDN, a caching proxy) keep a document 5 minutes, then refresh it in the
 * background; browsers and feed readers revalidate after a minute, cheaply, with the ETag.
 */
export const FEED_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

export interface DocumentRoute<Params> {
  contentType: string;
  /** The path the document is kept under: the one writes name when they change it. */
  path: (params: Params) => string;
  /** The document's text; null when the path names nothing (then 404). */
  generate: (params: Params) => Promise<string | null>;
  /**
   * Called for each visitor's fetch that Next answers with the document (200 or 304), once it
   * is answered; not for the page cache's own fetches. Fetches the page cache in front of Next
   * answers from memory are heard through onKeptAnswerServed (src/server/cache/pages/keep.ts).
   */
  onServed?: (req: IncomingMessage, params: Params) => void;
}

/**
 * getServerSideProps for a route that answers with a generated document (a feed, the sitemap,
 * robots.txt) instead of a page: served from this instance's document cache, with validators so
 * that a polling reader gets a 304; it writes the response itself, so Next renders nothing.
 */
export function serveDocument<Params extends ParsedUrlQuery = ParsedUrlQuery>(
  route: DocumentRoute<Params>,
) {
  const getServerSideProps: GetServerSideProps<Record<string, never>, Params> = async ({
    req,
    res,
    params,
  }) => {
    const routeParams = (params ?? {}) as Params;
    const document = await cachedDocument(route.path(routeParams), () =>
      route.generate(routeParams),
    );
    if (!document) return { notFound: true };
    res.setHeader('Cache-Control', FEED_CACHE_CONTROL);
    res.setHeader('ETag', document.etag);
    res.setHeader('Last-Modified', document.lastModified.toUTCString());
    if (isNotModified(req.headers, document)) {
      res.statusCode = 304;
      res.end();
    } else {
      res.statusCode = 200;
      res.setHeader('Content-Type', route.contentType);
      keepForEveryone(res, 'path');
      res.end(document.body);
    }
    if (!isPageFill(req)) route.onServed?.(req, routeParams);
    return { props: {} };
  };
  return getServerSideProps;
}
