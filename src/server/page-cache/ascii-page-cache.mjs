// @ts-check
/**
 * Next's own file-system ISR cache (next.config `cacheHandler`), storing each page's HTML as
 * ASCII (ascii-html.mjs).
 *
 * Why: Next answers a cached page with the HTML as a JavaScript string, measured with
 * `Buffer.byteLength` and written with `res.end`, so it is encoded to UTF-8 twice per request.
 * V8 stores a string holding any character beyond Latin-1 (’ – … in everyday text) as UTF-16,
 * and encoding that is slow: about 0.1 ms per 64 kB, each time, on the one thread that serves
 * every request. An ASCII string is copied as it is (README, "Performance").
 *
 * Pages are rewritten once: when Next stores a page (build, revalidation) and when it reads
 * one back from the dist folder into memory.
 */
import { createRequire } from 'node:module';

import { toAsciiHtml } from './ascii-html.mjs';

// A CommonJS module with an ES default export: required, it reads the same everywhere.
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/file-system-cache.js',
).default;

/** Pages already rewritten: the memory cache hands back the same objects. */
const asciiPages = new WeakSet();

/**
 * @param {unknown} value a cache entry's value
 * @returns {value is { kind: 'PAGES', html: string }}
 */
function isPage(value) {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    value.kind === 'PAGES' &&
    'html' in value &&
    typeof value.html === 'string'
  );
}

export default class AsciiPageCache extends FileSystemCache {
  /** @type {FileSystemCache['get']} */
  async get(...args) {
    const entry = await super.get(...args);
    const page = entry?.value;
    if (isPage(page) && !asciiPages.has(page)) {
      page.html = toAsciiHtml(page.html);
      asciiPages.add(page);
    }
    return entry;
  }

  /** @type {FileSystemCache['set']} */
  async set(key, data, ctx) {
    if (isPage(data)) {
      const page = { ...data, html: toAsciiHtml(data.html) };
      asciiPages.add(page);
      return super.set(key, page, ctx);
    }
    return super.set(key, data, ctx);
  }
}
