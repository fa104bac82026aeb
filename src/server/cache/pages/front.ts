import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

import { LRUCache } from 'lru-cache';

import { FILL_HEADER, KEEP_HEADER, keptAnswerServed, type KeepScope } from './keep';
import { keepPage, keptPage, pageEpoch, type KeptPage } from './store';
import { isNotModified } from '../../http/conditional-get';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Next's answer for an ISR page it holds; STALE is being rebuilt, so not worth keeping. */
const KEPT_ISR_STATES = new Set(['HIT', 'MISS', 'REVALIDATED']);
/** Cookies that make Next render a page afresh (preview and draft mode). */
const BYPASS_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
/** Headers of one response, not of the answer kept. */
const RESPONSE_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'x-nextjs-cache',
  KEEP_HEADER,
]);
const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|xml)\b)/;
/** Answers asked for once since they were last kept (a crawler reads most pages only once). */
const MAX_ASKED_ONCE = 10_000;

/** Where an answer is kept: by path alone, or by path and query string. */
const keyOf = (scope: KeepScope, path: string, url: string) =>
  scope === 'path' ? `path:${path}` : `url:${url}`;

/** What a finished response may be kept as, or null: a 200 for everyone, from Next's word. */
function keepScope(
  status: number,
  header: (name: string) => unknown,
  setsCookie: boolean,
): KeepScope | null {
  if (status !== 200 || setsCookie) return null;
  const offered = header(KEEP_HEADER);
  if (offered === 'path' || offered === 'url') return offered;
  return KEPT_ISR_STATES.has(String(header('x-nextjs-cache'))) ? 'path' : null;
}

/** The request's path and URL when a kept answer may serve it, else null. */
function servable(req: IncomingMessage): { path: string; url: string } | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const { headers } = req;
  if (headers[FILL_HEADER] || headers['x-prerender-revalidate']) return null;
  if (BYPASS_COOKIE.test(headers.cookie ?? '')) return null;
  const url = req.url ?? '';
  const path = url.split('?', 1)[0]!;
  if (!path.startsWith('/') || path.startsWith('/_next/')) return null;
  return { path, url };
}

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== 'gzip') return false;
    const quality = params.find((param) => param.startsWith('q='));
    return !quality || Number(quality.slice(2)) > 0;
  });
}

function sendKept(req: IncomingMessage, res: ServerResponse, kept: KeptPage) {
  const { etag, 'last-modified': lastModified } = kept.headers;
  if (
    typeof etag === 'string' &&
    isNotModified(req.headers, { etag, lastModified: new Date(String(lastModified)) })
  ) {
    res.writeHead(304, kept.headers);
    res.end();
    return;
  }
  const gzip = kept.gzipped !== null && acceptsGzip(req.headers['accept-encoding']);
  const body = gzip ? kept.gzipped! : kept.body;
  res.writeHead(200, {
    ...kept.headers,
    ...(kept.gzipped ? { vary: 'Accept-Encoding' } : {}),
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    'content-length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Puts the page cache in front of Next's request handler. A kept answer is sent from memory; any
 * other request goes to Next. When Next answers for the second time with an answer that may be
 * kept (an ISR page, or a route's offer through `keepForEveryone`), the server fetches it from
 * itself once more, uncompressed and past this cache, and keeps that copy: an answer asked for
 * only once (a crawler's visit, a page seen right after each edit) is not worth that fetch.
 */
export function withPageCache(handle: RequestHandler, origin: string): RequestHandler {
  const filling = new Map<string, Promise<void>>();
  const askedOnce = new LRUCache<string, true>({ max: MAX_ASKED_ONCE });

  async function fill(key: string, url: string) {
    const since = pageEpoch();
    const response = await fetch(`${origin}${url}`, {
      headers: { [FILL_HEADER]: '1', 'accept-encoding': 'identity' },
      redirect: 'manual',
    });
    const body = Buffer.from(await response.arrayBuffer());
    const scope = keepScope(
      response.status,
      (name) => response.headers.get(name),
      response.headers.has('set-cookie'),
    );
    if (!scope) return;
    const headers: OutgoingHttpHeaders = {};
    response.headers.forEach((value, name) => {
      if (!RESPONSE_HEADERS.has(name)) headers[name] = value;
    });
    const gzipped = COMPRESSIBLE.test(String(headers['content-type'])) ? gzipSync(body) : null;
    keepPage(key, { headers, body, gzipped }, since);
  }

  function fillOnce(key: string, url: string) {
    if (filling.has(key) || keptPage(key)) return;
    const pending = fill(key, url)
      .catch((error: unknown) => console.warn(`Could not keep ${url}:`, error))
      .finally(() => filling.delete(key));
    filling.set(key, pending);
  }

  return (req, res) => {
    const request = servable(req);
    if (!request) return handle(req, res);
    const { path, url } = request;
    const kept = keptPage(keyOf('path', path, url)) ?? keptPage(keyOf('url', path, url));
    if (kept) {
      keptAnswerServed(req, path);
      return sendKept(req, res, kept);
    }
    res.once('finish', () => {
      const scope = keepScope(
        res.statusCode,
        (name) => res.getHeader(name),
        res.hasHeader('set-cookie'),
      );
      if (!scope) return;
      const key = keyOf(scope, path, url);
      if (askedOnce.delete(key)) fillOnce(key, scope === 'path' ? path : url);
      else askedOnce.set(key, true);
    });
    return handle(req, res);
  };
}
