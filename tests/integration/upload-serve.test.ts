/**
 * GET/HEAD /api/uploads/<folder>/<name>: files of the local driver, streamed from the disk with
 * their length, type and caching headers; nothing outside the upload folders, nothing that is
 * not an image or a video, and never as a page.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import serveUploads from '~/pages/api/uploads/[...path]';
import type { UploadFolder } from '~/schemas/upload';
import type { StoredType } from '~/server/storage/image-type';
import { createLocalStorage } from '~/server/storage/local';

import {
  startApiRouteServer,
  streamRequest,
  type ApiRouteServer,
} from '../helpers/api-route-server';

// Before src/env.ts is imported: the route serves this file's own upload folder.
const uploadDir = await vi.hoisted(async () =>
  (await import('../helpers/own-upload-dir')).ownUploadDir('upload-serve'),
);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
const VIDEO_SIZE = 50 * 1024 * 1024;

let server: ApiRouteServer;
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'teamfolio-upload-serve-work-'));
  await mkdir(path.join(uploadDir, 'media', 'folder-1700000000000.png'), { recursive: true });
  // Next hands the route its path segments decoded, as the raw request path has them.
  server = await startApiRouteServer(serveUploads, (url) => ({
    path: url.split('?')[0]!.split('/').slice(3).map(decodeURIComponent),
  }));
});

afterAll(async () => {
  await server.close();
  await rm(workDir, { recursive: true, force: true });
});

/** Stores `bytes` through the local driver, as an upload would; returns its path segments. */
async function store(folder: UploadFolder, bytes: Buffer, type: StoredType) {
  const file = path.join(workDir, `file-${Date.now()}`);
  await writeFile(file, bytes);
  const { url } = await createLocalStorage(uploadDir).save({
    folder,
    file: { path: file, size: bytes.length },
    type,
  });
  return url.replace(/^\/api\/uploads\//, '').split('/');
}

/** Requests the route with the segments as they are, "..", slashes and all. */
function serve(segments: string[], method = 'GET') {
  const raw = segments.map(encodeURIComponent).join('/');
  return streamRequest(`${server.origin}/api/uploads/${raw}`, { method });
}

/** The files this process holds open under the upload folder. */
async function openUploads(): Promise<string[]> {
  const targets = await Promise.all(
    (await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')),
  );
  return targets.filter((target) => target.startsWith(uploadDir));
}

describe('the local driver', () => {
  it('moves a temporary file into place, or copies it from another file system', async () => {
    // /dev/shm is a memory file system: a rename from it to the upload folder fails (EXDEV).
    const elsewhere = await mkdtemp('/dev/shm/teamfolio-upload-serve-');
    try {
      expect((await stat(elsewhere)).dev).not.toBe((await stat(uploadDir)).dev);
      const file = path.join(elsewhere, 'body');
      await writeFile(file, PNG);

      const { url } = await createLocalStorage(uploadDir).save({
        folder: 'profiles',
        file: { path: file, size: PNG.length },
        type: { ext: 'png', mime: 'image/png' },
      });

      const stored = path.join(uploadDir, ...url.replace(/^\/api\/uploads\//, '').split('/'));
      expect(await readFile(stored)).toEqual(PNG);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('/api/uploads route', () => {
  it('serves a stored image with its type, length and caching headers, never as a page', async () => {
    const served = await serve(await store('series', PNG, { ext: 'png', mime: 'image/png' }));

    expect(served.status).toBe(200);
    expect(served.body).toEqual(PNG);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });

  it('streams a 50 MB video whole, with its length, and closes the file', async () => {
    const video = Buffer.alloc(VIDEO_SIZE, 7);
    const segments = await store('media', video, { ext: 'mp4', mime: 'video/mp4' });

    const served = await serve(segments);

    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['content-length']).toBe(String(VIDEO_SIZE));
    const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(digest(served.body)).toBe(digest(video));
    await expect.poll(openUploads).toEqual([]);
  });

  it('closes the file when a visitor leaves mid-download, and goes on serving', async () => {
    const errorLog = vi.spyOn(console, 'error');
    const segments = await store('media', Buffer.alloc(VIDEO_SIZE, 1), {
      ext: 'webm',
      mime: 'video/webm',
    });
    await new Promise<void>((resolve, reject) => {
      const request = get(`${server.origin}/api/uploads/${segments.join('/')}`, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });

    await expect.poll(openUploads).toEqual([]);
    expect((await serve(segments, 'HEAD')).status).toBe(200);
    // Leaving is no fault of the server's.
    expect(errorLog).not.toHaveBeenCalled();
    errorLog.mockRestore();
  });

  it.each([
    ['a parent-folder escape', ['..', 'package.json']],
    ['an escape inside the name', ['series', '../../package.json']],
    ['an encoded escape', ['series', '..%2F..%2Fpackage.json']],
    ['an unknown folder', ['private', 'secret.png']],
    ['a nested path', ['series', 'a', 'b.png']],
    ['a missing file', ['series', 'deadbeef-1700000000000.png']],
    ['a folder named like a file', ['media', 'folder-1700000000000.png']],
    ['a folder alone', ['series']],
  ])('answers 404 for %s', async (_label, segments) => {
    const served = await serve(segments);
    expect(served.status).toBe(404);
    expect(served.body).toHaveLength(0);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never serves a stored file that is not an image or video type', async () => {
    await mkdir(path.join(uploadDir, 'media'), { recursive: true });
    await writeFile(path.join(uploadDir, 'media', 'planted.html'), HTML);
    expect((await serve(['media', 'planted.html'])).status).toBe(404);
  });

  it('answers HEAD with the headers and no body, and refuses other methods', async () => {
    const segments = await store('blog', PNG, { ext: 'png', mime: 'image/png' });
    const head = await serve(segments, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers['content-length']).toBe(String(PNG.length));
    expect(head.body).toHaveLength(0);
    await expect.poll(openUploads).toEqual([]);

    const post = await serve(segments, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});
