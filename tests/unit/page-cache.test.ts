import {
  createServer,
  get,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { withPageCache, type RequestHandler } from '~/server/cache/pages/front';
import { KEEP_HEADER } from '~/server/cache/pages/keep';
import { dropKeptPages, keepPage, keptPage, pageEpoch } from '~/server/cache/pages/store';

/**
 * The page cache in front of a stand-in for Next: each path answers as one kind of Next route
 * does (an ISR page, a STALE one, a route that offers its answer, a page that sets a cookie…),
 * and every request that reaches it is counted.
 */
const reached: string[] = [];
/** The server's own fetches of answers to keep. */
const fills: string[] = [];
let version = 1;
let fillDelayMs = 0;

const PAGE = '<!DOCTYPE html><html><body>Insights &amp; Updates — a page…</body></html>';

async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  reached.push(`${req.method} ${req.url}`);
  const path = (req.url ?? '').split('?')[0]!;
  if (req.headers['x-teamfolio-page-fill']) {
    fills.push(req.url!);
    await new Promise((resolve) => setTimeout(resolve, fillDelayMs));
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate');
  const send = (status: number, body: string) => {
    res.statusCode = status;
    res.end(body);
  };
  if (path.startsWith('/blog/')) {
    res.setHeader('x-nextjs-cache', 'HIT');
    return send(200, `${PAGE} ${path}`);
  }
  switch (path) {
    case '/blog':
      res.setHeader('x-nextjs-cache', 'HIT');
      return send(200, `${PAGE} v${version}`);
    case '/stale':
      res.setHeader('x-nextjs-cache', 'STALE');
      return send(200, PAGE);
    case '/missing':
      res.setHeader('x-nextjs-cache', 'HIT');
      return send(404, 'Not found');
    case '/cookie':
      res.setHeader('x-nextjs-cache', 'HIT');
      res.setHeader('Set-Cookie', 'session=abc');
      return send(200, PAGE);
    case '/search':
      res.setHeader(KEEP_HEADER, 'url');
      return send(200, `results for ${new URL(req.url!, 'http://x').searchParams.get('q')}`);
    case '/feed.xml':
      res.setHeader(KEEP_HEADER, 'path');
      res.setHeader('Content-Type', 'application/rss+xml');
      res.setHeader('ETag', '"feed-1"');
      res.setHeader('Last-Modified', new Date(0).toUTCString());
      return send(200, '<rss>…</rss>');
    case '/picture.png':
      res.setHeader(KEEP_HEADER, 'path');
      res.setHeader('Content-Type', 'image/png');
      return send(200, 'PNG');
    default:
      return send(200, 'rendered for this request');
  }
}

let server: Server;
let origin: string;

beforeAll(async () => {
  // The handler needs the server's own address, known once it listens.
  let handler: RequestHandler = fakeNext;
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handler = withPageCache(fakeNext, origin);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  dropKeptPages();
  reached.length = 0;
  fills.length = 0;
  version = 1;
  fillDelayMs = 0;
});

/** A request as a visitor sends it (no compression unless asked). */
function visit(path: string, init: RequestInit = {}) {
  return fetch(`${origin}${path}`, {
    ...init,
    headers: { 'accept-encoding': 'identity', ...(init.headers as Record<string, string>) },
  });
}

/** A GET whose body is read as it came (fetch would unzip it). */
function getRaw(path: string, headers: Record<string, string>) {
  return new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
    get(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

/**
 * Visits until the server has kept the answer: Next answers the first two visits, and after the
 * second the server fetches its copy.
 */
async function visitUntilKept(path: string) {
  await visit(path);
  await visit(path);
  await expect.poll(() => fills).toContain(path);
  await expect.poll(() => keptPage(`path:${path}`) ?? keptPage(`url:${path}`)).toBeDefined();
  reached.length = 0;
}

describe('the page cache in front of Next', () => {
  it('keeps an ISR page Next served twice, and sends it without asking Next again', async () => {
    const first = await visit('/blog');
    expect(await first.text()).toBe(`${PAGE} v1`);
    expect(fills).toEqual([]);
    await visit('/blog');
    await expect.poll(() => keptPage('path:/blog')).toBeDefined();
    expect(reached).toEqual(['GET /blog', 'GET /blog', 'GET /blog']);
    expect(fills).toEqual(['/blog']);
    reached.length = 0;

    const kept = await visit('/blog');
    expect(kept.status).toBe(200);
    expect(await kept.text()).toBe(`${PAGE} v1`);
    expect(kept.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(kept.headers.get('cache-control')).toBe('s-maxage=300, stale-while-revalidate');
    expect(kept.headers.get('x-nextjs-cache')).toBeNull();
    expect(Number(kept.headers.get('content-length'))).toBe(Buffer.byteLength(`${PAGE} v1`));
    // An ISR page is the same whatever the query string (links shared with tracking tags).
    expect(await (await visit('/blog?utm_source=chat')).text()).toBe(`${PAGE} v1`);
    expect(reached).toEqual([]);
  });

  it('sends the kept page gzipped to a client that accepts it, and no body to HEAD', async () => {
    await visitUntilKept('/blog');
    const zipped = await getRaw('/blog', { 'accept-encoding': 'br, gzip;q=0.8' });
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.vary).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.body).toString()).toBe(`${PAGE} v1`);
    const refused = await visit('/blog', { headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();

    const head = await visit('/blog', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(reached).toEqual([]);
  });

  it('asks Next again after a drop, and does not keep a copy fetched across the drop', async () => {
    await visitUntilKept('/blog');
    version = 2;
    dropKeptPages();
    expect(await (await visit('/blog')).text()).toBe(`${PAGE} v2`);

    // A copy fetched while a write lands may be the page before it: it is not kept.
    fillDelayMs = 100;
    fills.length = 0;
    await visit('/blog');
    await expect.poll(() => fills).toEqual(['/blog']);
    dropKeptPages();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(keptPage('path:/blog')).toBeUndefined();
  });

  it('keeps nothing Next answered for one visitor, or that is not final', async () => {
    for (const path of ['/stale', '/missing', '/cookie', '/rendered']) {
      for (let visitCount = 0; visitCount < 3; visitCount += 1) await visit(path);
      expect(reached.filter((line) => line === `GET ${path}`)).toHaveLength(3);
    }
    // A visitor sending the server's own fill header reaches Next, and nothing is kept for it.
    reached.length = 0;
    for (let visitCount = 0; visitCount < 3; visitCount += 1) {
      await visit('/blog', { headers: { 'x-teamfolio-page-fill': '1' } });
    }
    expect(reached).toEqual(['GET /blog', 'GET /blog', 'GET /blog']);
    expect(keptPage('path:/blog')).toBeUndefined();

    // Writes and Next's own rebuild requests always reach Next.
    reached.length = 0;
    await visitUntilKept('/blog');
    await visit('/blog', { method: 'POST', body: 'x' });
    await visit('/blog', { headers: { 'x-prerender-revalidate': 'preview-id' } });
    await visit('/blog', { headers: { cookie: 'theme=dark; __prerender_bypass=1' } });
    expect(reached).toEqual(['POST /blog', 'GET /blog', 'GET /blog']);
  });

  it("keeps a route's offered answer by path or, for a search, by query", async () => {
    await visitUntilKept('/search?q=robots');
    expect(await (await visit('/search?q=robots')).text()).toBe('results for robots');
    expect(await (await visit('/search?q=drones')).text()).toBe('results for drones');
    expect(reached).toEqual(['GET /search?q=drones']);

    await visitUntilKept('/picture.png');
    const picture = await visit('/picture.png', { headers: { 'accept-encoding': 'gzip' } });
    expect(picture.headers.get('content-encoding')).toBeNull();
    expect(picture.headers.get(KEEP_HEADER)).toBeNull();
    expect(await picture.text()).toBe('PNG');
  });

  it('answers a feed reader holding the current copy with 304', async () => {
    await visitUntilKept('/feed.xml');
    const current = await visit('/feed.xml', { headers: { 'if-none-match': '"feed-1"' } });
    expect(current.status).toBe(304);
    expect(current.headers.get('etag')).toBe('"feed-1"');
    const older = await visit('/feed.xml', { headers: { 'if-none-match': '"feed-0"' } });
    expect(older.status).toBe(200);
    expect(await older.text()).toBe('<rss>…</rss>');
    expect(reached).toEqual([]);
  });

  it('fetches no copy of a page asked for once, one for many visitors at once, and holds a bounded amount', async () => {
    await visit('/blog/a-post-read-once');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fills).toEqual([]);

    await Promise.all(Array.from({ length: 30 }, () => visit('/blog')));
    await expect.poll(() => keptPage('path:/blog')).toBeDefined();
    expect(fills).toEqual(['/blog']);

    // 40 answers of 1 MB: the earliest give way; the store stays within its 16 MB.
    const megabyte = Buffer.alloc(1024 * 1024, 'a');
    for (let index = 0; index < 40; index += 1) {
      keepPage(`path:/big/${index}`, { headers: {}, body: megabyte, gzipped: null }, pageEpoch());
    }
    const kept = Array.from({ length: 40 }, (_, index) => keptPage(`path:/big/${index}`));
    expect(kept[0]).toBeUndefined();
    expect(kept.at(-1)).toBeDefined();
    expect(kept.filter(Boolean).length).toBeLessThanOrEqual(16);
  });
});
