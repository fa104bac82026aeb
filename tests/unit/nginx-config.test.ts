import { readFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { IMPORT_TOO_LARGE_MESSAGE, MAX_IMPORT_FILE_BYTES } from '~/schemas/import';
import { MAX_VIDEO_BYTES } from '~/schemas/upload';
import { MAX_BODY_BYTES, TOO_LARGE } from '~/server/http/request-guards';

import { EXAMPLE_CONFIG, renderSiteConfig } from '../../scripts/cluster/nginx';

const example = await readFile(EXAMPLE_CONFIG, 'utf8');

/** A block's closing brace, alone on its line (a JSON answer inside holds braces too). */
const BLOCK_END = /^ {4}\}$/m;

/** The directives of one `location` block. */
function locationBlock(match: string): string {
  const start = example.indexOf(`location ${match} {`);
  expect(start, `location ${match}`).toBeGreaterThan(-1);
  const rest = example.slice(start);
  return rest.slice(0, BLOCK_END.exec(rest)?.index);
}

/** The server block's own directives: the example without its upstream and location blocks. */
const serverLevel = example
  .replace(/^upstream [^{]*\{[^}]*\}/m, '')
  .replace(/^ +location [^{]*\{[\s\S]*?^ {4}\}$/gm, '');

/** `client_max_body_size` in bytes (nginx's k and m suffixes). */
function bodyLimit(directives: string): number {
  const [, size, unit] = /client_max_body_size (\d+)([km]?);/.exec(directives) ?? [];
  expect(size, 'client_max_body_size').toBeDefined();
  return Number(size) * ({ k: 1024, m: 1024 * 1024 }[unit as 'k' | 'm'] ?? 1);
}

/** The JSON nginx answers with in a named location (`return 413 '…'`). */
function refusalBody(name: string): unknown {
  const [, body] = /return 413 '([^']*)';/.exec(locationBlock(name)) ?? [];
  return JSON.parse(body ?? '');
}

describe('renderSiteConfig (npm run cluster)', () => {
  it('puts this run’s instances and port into the repository’s example', () => {
    const rendered = renderSiteConfig(example, {
      listenPort: 9000,
      instancePorts: [4001, 4002, 4003],
    });
    expect(rendered.match(/^ +server 127\.0\.0\.1:\d+ .*;$/gm)).toEqual([
      '    server 127.0.0.1:4001 max_fails=2 fail_timeout=10s;',
      '    server 127.0.0.1:4002 max_fails=2 fail_timeout=10s;',
      '    server 127.0.0.1:4003 max_fails=2 fail_timeout=10s;',
    ]);
    expect(rendered).toContain('    listen 127.0.0.1:9000;');
    expect(rendered).not.toMatch(/listen 8080/);
    // The rest of the example is kept as it is.
    expect(rendered).toContain('proxy_next_upstream error timeout http_502 http_504;');
  });

  it('refuses an example that lost its upstream servers', () => {
    expect(() =>
      renderSiteConfig('server { listen 80; }', { listenPort: 1, instancePorts: [2] }),
    ).toThrow(/upstream servers/);
  });
});

describe('request bodies in the nginx example', () => {
  it('holds every route to the API’s 1 MB but the upload and import routes', () => {
    expect(bodyLimit(serverLevel)).toBe(MAX_BODY_BYTES);
    for (const location of ['/', '/_next/static/']) {
      expect(locationBlock(location)).not.toMatch(/client_max_body_size/);
    }
  });

  it('lets the upload route take the largest upload, passed on as it arrives', () => {
    const upload = locationBlock('= /api/upload');
    expect(bodyLimit(upload)).toBe(MAX_VIDEO_BYTES);
    expect(upload).toContain('proxy_request_buffering off;');
  });

  it('lets the import route take the largest file an import reads, passed on as it arrives', () => {
    const importRoute = locationBlock('= /api/import');
    expect(bodyLimit(importRoute)).toBe(MAX_IMPORT_FILE_BYTES);
    expect(importRoute).toContain('proxy_request_buffering off;');
    expect(importRoute).toContain('error_page 413 @import_too_large;');
    expect(refusalBody('@import_too_large')).toEqual({ message: IMPORT_TOO_LARGE_MESSAGE });
  });

  it('refuses a larger body in the shape each route’s clients read', () => {
    expect(serverLevel).toContain('error_page 413 @too_large;');
    expect(refusalBody('@too_large')).toEqual({
      error: {
        json: { message: TOO_LARGE.message, data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 } },
      },
    });
    expect(locationBlock('= /api/upload')).toContain('error_page 413 @file_too_large;');
    expect(refusalBody('@file_too_large')).toEqual({
      message: `Files must be at most ${MAX_VIDEO_BYTES / (1024 * 1024)} MB.`,
    });
  });
});
