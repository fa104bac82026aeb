import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import AsciiPageCache from '~/server/page-cache/ascii-page-cache.mjs';

const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text);

const HTML = `<html><head><title>It’s live – week 1</title></head><body>${'<p>Plain text.</p>'.repeat(40)}<script id="__NEXT_DATA__" type="application/json">{"title":"It’s live"}</script></body></html>`;
const PAGE = {
  kind: 'PAGES',
  html: HTML,
  pageData: { pageProps: { title: 'It’s live' } },
  headers: undefined,
  status: 200,
} as const;
const CONTEXT = { kind: 'PAGES', isFallback: false, cacheControl: { revalidate: 300 } } as const;

let serverDistDir: string;
beforeEach(async () => {
  serverDistDir = await mkdtemp(path.join(tmpdir(), 'ascii-page-cache-'));
});
afterEach(() => rm(serverDistDir, { recursive: true, force: true }));

/** A handler as Next makes one per request; no memory store, so every read goes to disk. */
function handler(Handler: typeof FileSystemCache) {
  return new Handler({
    fs: nodeFs,
    flushToDisk: true,
    serverDistDir,
    maxMemoryCacheSize: 0,
    revalidatedTags: [],
    _requestHeaders: {},
  });
}

async function readPage(key: string) {
  const entry = await handler(AsciiPageCache).get(key, CONTEXT as never);
  return entry?.value as typeof PAGE | undefined;
}

describe('AsciiPageCache (next.config cacheHandler)', () => {
  it('stores a page it is given (a revalidation) as ASCII, with the same data', async () => {
    await handler(AsciiPageCache).set('/blog', PAGE as never, CONTEXT as never);

    const onDisk = await readFile(path.join(serverDistDir, 'pages', 'blog.html'), 'utf8');
    expect(isAscii(onDisk)).toBe(true);
    expect(onDisk).toContain('<title>It&#8217;s live &#8211; week 1</title>');
    const page = await readPage('/blog');
    expect(page?.html).toBe(onDisk);
    expect(page?.pageData).toEqual(PAGE.pageData);
  });

  it('serves a page written by Next itself (the build) as ASCII', async () => {
    await handler(FileSystemCache).set('/about', PAGE as never, CONTEXT as never);
    const onDisk = await readFile(path.join(serverDistDir, 'pages', 'about.html'), 'utf8');
    expect(isAscii(onDisk)).toBe(false);

    const page = await readPage('/about');
    expect(isAscii(page!.html)).toBe(true);
    expect(page!.html).toContain('{"title":"It\\u2019s live"}');
  });

  it('answers a page it does not have with nothing', async () => {
    expect(await readPage('/missing')).toBeUndefined();
  });
});
