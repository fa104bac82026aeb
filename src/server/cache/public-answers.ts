import { LRUCache } from 'lru-cache';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';

import { hasSessionCookie } from '~/server/auth/session';
import { processState } from '~/server/process-state';

import type { Context } from '../trpc/context';

/**
 * Shared caches (a CDN, a caching proxy) may keep a public query's answer for a minute and
 * serve it a while longer as they refresh it.
 */
const PUBLIC_QUERY_CACHE = 'public, s-maxage=60, stale-while-revalidate=300';

/**
 * The tRPC handler's `responseMeta`. Only successful queries of a visitor without a session are
 * cacheable: every other procedure answers a visitor UNAUTHORIZED, so these are the public
 * reads, which answer everyone the same. Errors, mutations and anything a session saw are never
 * cached.
 */
export function publicQueryCacheHeaders({
  ctx,
  type,
  errors,
  eagerGeneration,
}: {
  ctx?: Context;
  type: string;
  errors: readonly unknown[];
  eagerGeneration: boolean;
}) {
  const cacheable =
    type === 'query' &&
    errors.length === 0 &&
    !eagerGeneration &&
    ctx !== undefined &&
    !ctx.session;
  return cacheable ? { headers: { 'cache-control': PUBLIC_QUERY_CACHE } } : {};
}

interface CachedAnswer {
  contentType: string;
  vary: string | undefined;
  body: Buffer;
}

/**
 * The app keeps those cacheable answers itself for a few seconds, by URL, so a burst of
 * 'Load more' requests costs one database query and one serialisation, not one per visitor.
 * A write through this instance clears it, and so does the announcement of a write on another
 * instance (src/server/cache/invalidation).
 */
const PUBLIC_QUERY_TTL_MS = 10_000;
const publicAnswers = processState(
  'teamfolioPublicAnswers',
  () =>
    new LRUCache<string, CachedAnswer>({
      ttl: PUBLIC_QUERY_TTL_MS,
      maxSize: 16 * 1024 * 1024,
      // lru-cache refuses a size of 0: an empty body still takes an entry.
      sizeCalculation: (answer) => Math.max(answer.body.length, 1),
    }),
);

/**
 * Results a page computes per request (the search page's ranked query) are kept the same way,
 * by key, and forgotten with the answers above.
 */
const publicResults = processState(
  'teamfolioPublicResults',
  () => new LRUCache<string, { value: unknown }>({ ttl: PUBLIC_QUERY_TTL_MS, max: 500 }),
);

/** The kept result for `key`, else what `compute` gives (kept for the next caller). */
export async function rememberPublicResult<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const kept = publicResults.get(key);
  if (kept) return kept.value as T;
  const value = await compute();
  publicResults.set(key, { value });
  return value;
}

/** Forgets every kept answer: public content has changed. */
export function clearPublicAnswers(): void {
  publicAnswers.clear();
  publicResults.clear();
}

/**
 * Answers a cache may share: a signed-in caller (NextAuth's session cookie, possibly chunked)
 * and streaming clients (trpc-accept) always reach tRPC.
 */
function mayShareAnswer(req: NextApiRequest): boolean {
  return req.method === 'GET' && req.headers['trpc-accept'] === undefined && !hasSessionCookie(req);
}

function isCacheable(res: NextApiResponse): boolean {
  return res.statusCode === 200 && res.getHeader('cache-control') === PUBLIC_QUERY_CACHE;
}

/**
 * Records what the handler writes to `res`. A shareable answer never goes out with a cookie,
 * whatever sets one: a shared cache must not hand one visitor's cookies to the next.
 */
function recordAnswer(res: NextApiResponse): () => Buffer {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown) => {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => NextApiResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => NextApiResponse;
  res.writeHead = (...args: unknown[]) => {
    if (isCacheable(res)) res.removeHeader('set-cookie');
    return writeHead(...args);
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk);
    return write(chunk, ...rest);
  }) as NextApiResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'function') keep(chunk);
    return end(chunk, ...rest);
  }) as NextApiResponse['end'];
  return () => Buffer.concat(chunks);
}

function sendAnswer(res: NextApiResponse, answer: CachedAnswer) {
  res.setHeader('content-type', answer.contentType);
  res.setHeader('cache-control', PUBLIC_QUERY_CACHE);
  if (answer.vary) res.setHeader('vary', answer.vary);
  res.end(answer.body);
}

/** Serves shareable public answers from the cache, keeping what `handler` answers fresh. */
export function withPublicAnswerCache(handler: NextApiHandler): NextApiHandler {
  return async (req, res) => {
    if (!mayShareAnswer(req)) {
      await handler(req, res);
      // A mutation may have changed what the public queries answer.
      if (req.method !== 'GET') clearPublicAnswers();
      return;
    }
    const key = req.url ?? '';
    const cached = publicAnswers.get(key);
    if (cached) return sendAnswer(res, cached);
    const recorded = recordAnswer(res);
    await handler(req, res);
    if (isCacheable(res)) {
      const header = (name: string) => {
        const value = res.getHeader(name);
        return value === undefined ? undefined : String(value);
      };
      publicAnswers.set(key, {
        contentType: header('content-type') ?? 'application/json',
        vary: header('vary'),
        body: recorded(),
      });
    }
  };
}
