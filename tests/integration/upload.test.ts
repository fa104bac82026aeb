import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { NextApiRequest, NextApiResponse } from 'next';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';

import serveUploads from '~/pages/api/uploads/[...path]';
import { MAX_IMAGE_BYTES } from '~/schemas/upload';
import {
  checkDeclaredFiles,
  createImageFileRouter,
  imageUploadInput,
} from '~/server/modules/upload/upload.file-router';
import { createInnerContext } from '~/server/trpc/context';

import { callerFor } from '../helpers/caller';
import { sessionFor, type TestUser } from '../helpers/factories';
import { useContentCast } from '../helpers/roles';

// Before src/env.ts is imported: this file's uploads go to a fresh temporary folder.
const uploadDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(`${tmpdir()}/teamfolio-uploads-`);
  process.env.UPLOAD_DIR = dir;
  delete process.env.UPLOADTHING_TOKEN;
  return dir;
});

const cast = useContentCast();
const { database } = cast;

afterAll(() => rm(uploadDir, { recursive: true, force: true }));

const as = (user: TestUser | null) => callerFor(database().db, user && sessionFor(user));

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A small real picture of `width` × `height` pixels. */
const picture = (width = 2, height = 2) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } });
const SAMPLES = {
  jpg: await picture().jpeg().toBuffer(),
  gif: await picture().gif().toBuffer(),
  webp: await picture().webp().toBuffer(),
  avif: await picture().avif().toBuffer(),
};
const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

/** A PNG (by its header) of exactly `size` bytes. */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

function uploadInput(bytes: Buffer, fileName: string, purpose = 'series') {
  return {
    teamId: cast.team.id,
    purpose: purpose as 'series',
    fileName,
    dataBase64: bytes.toString('base64'),
  };
}

async function filesIn(folder: string): Promise<string[]> {
  return readdir(path.join(uploadDir, folder)).catch(() => []);
}

/** Calls the /api/uploads route handler with a minimal request and a recording response. */
async function serve(segments: string[], method = 'GET') {
  const headers: Record<string, string | number> = {};
  const sent = { status: 200, body: undefined as Buffer | undefined, ended: false };
  const res = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      sent.status = code;
      return res;
    },
    end(body?: Buffer) {
      sent.body = body;
      sent.ended = true;
      return res;
    },
  };
  const req = { method, query: { path: segments } };
  await serveUploads(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  expect(sent.ended).toBe(true);
  return { ...sent, headers };
}

const segmentsOf = (url: string) => url.replace(/^\/api\/uploads\//, '').split('/');

describe('upload.image', () => {
  it('stores a PNG named .jpg as a PNG and serves it back as image/png', async () => {
    const { url } = await as(cast.users.admin).upload.image(uploadInput(PNG, 'holiday.jpg'));

    expect(url).toMatch(/^\/api\/uploads\/series\/[0-9a-f]{16}-\d{13}\.png$/);
    const [folder, name] = segmentsOf(url) as [string, string];
    const stored = await readFile(path.join(uploadDir, folder, name));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    const served = await serve([folder, name]);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-length']).toBe(stored.length);
    expect(served.body).toEqual(stored);
  });

  it.each(Object.entries(SAMPLES))(
    'accepts %s detected from the bytes, whatever the name says',
    async (ext, bytes) => {
      const { url } = await as(cast.users.owner).upload.image(
        uploadInput(bytes, 'upload.bin', 'media'),
      );
      expect(url).toMatch(new RegExp(`^/api/uploads/media/[0-9a-f]{16}-\\d{13}\\.${ext}$`));
      const served = await serve(segmentsOf(url));
      expect(served.headers['content-type']).toBe(
        { jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif' }[ext],
      );
    },
  );

  it.each([
    ['an HTML file named .png', HTML, 'avatar.png'],
    ['an SVG image (it can carry scripts)', SVG, 'logo.svg'],
    ['plain text', Buffer.from('just some text, not an image'), 'notes.gif'],
  ])('refuses %s and stores nothing', async (_label, bytes, fileName) => {
    const before = await filesIn('blog');
    await expect(
      as(cast.users.admin).upload.image(uploadInput(bytes, fileName, 'blog')),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: `"${fileName}" is not a supported image. Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded.`,
    });
    expect(await filesIn('blog')).toEqual(before);
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte with a clear message', async () => {
    const { url } = await as(cast.users.admin).upload.image(
      uploadInput(pngOfSize(MAX_IMAGE_BYTES), 'big.png', 'projects'),
    );
    expect(url).toMatch(/\.png$/);

    const before = await filesIn('projects');
    await expect(
      as(cast.users.admin).upload.image(
        uploadInput(pngOfSize(MAX_IMAGE_BYTES + 1), 'huge.png', 'projects'),
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Images must be at most 5 MB.' });
    expect(await filesIn('projects')).toEqual(before);
  });

  it('refuses far larger data before decoding it', async () => {
    await expect(
      as(cast.users.admin).upload.image({
        ...uploadInput(PNG, 'huge.png'),
        dataBase64: 'A'.repeat(8 * 1024 * 1024),
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Images must be at most 5 MB.'),
    });
  });

  it('takes a data: URL as well as bare base64', async () => {
    const { url } = await as(cast.users.admin).upload.image({
      ...uploadInput(PNG, 'pasted.png'),
      dataBase64: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    expect(url).toMatch(/\.png$/);
  });

  it.each([
    ['an unknown purpose', { purpose: 'avatars' }, 'Purpose must be one of'],
    ['data that is not base64', { dataBase64: '<html>' }, 'not valid base64'],
    ['no data', { dataBase64: '' }, 'Choose an image to upload.'],
  ])('refuses %s', async (_label, change, message) => {
    await expect(
      as(cast.users.admin).upload.image({ ...uploadInput(PNG, 'x.png'), ...change } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining(message) });
  });

  it.each([
    ['anonymous', () => null, 'UNAUTHORIZED'],
    ['a member', () => cast.users.member, 'FORBIDDEN'],
    ['a user outside the team', () => cast.users.outsider, 'FORBIDDEN'],
    ['an admin of another team', () => cast.users.otherAdmin, 'FORBIDDEN'],
  ])('refuses %s', async (_label, who, code) => {
    const before = await filesIn('series');
    await expect(as(who()).upload.image(uploadInput(PNG, 'x.png'))).rejects.toMatchObject({
      code,
    });
    expect(await filesIn('series')).toEqual(before);
  });

  it.each([
    ['the team admin', () => cast.users.admin],
    ['the owner', () => cast.users.owner],
    ['a system admin outside the team', () => cast.users.systemAdmin],
  ])('lets %s upload', async (_label, who) => {
    await expect(as(who()).upload.image(uploadInput(PNG, 'x.png'))).resolves.toMatchObject({
      url: expect.stringMatching(/^\/api\/uploads\/series\//),
    });
  });
});

describe('what an uploaded image keeps', () => {
  const storedOf = (url: string) => {
    const [folder, name] = segmentsOf(url) as [string, string];
    return readFile(path.join(uploadDir, folder, name));
  };

  it('no EXIF: a photo loses its GPS position and camera details', async () => {
    const photo = await picture(40, 30)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const { url } = await as(cast.users.admin).upload.image(uploadInput(photo, 'holiday.jpg'));

    const stored = await storedOf(url);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('at most 4096 pixels on its longest side', async () => {
    const wide = await picture(5000, 20).png().toBuffer();
    const { url } = await as(cast.users.admin).upload.image(uploadInput(wide, 'banner.png'));
    expect(await sharp(await storedOf(url)).metadata()).toMatchObject({ width: 4096, height: 16 });
  });

  it('a file cut short does not decode: refused with a clear message, nothing stored', async () => {
    const whole = await picture(64, 64).jpeg().toBuffer();
    const before = await filesIn('series');
    await expect(
      as(cast.users.admin).upload.image(uploadInput(whole.subarray(0, 200), 'broken.jpg')),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The image could not be read: the file may be damaged or cut short.',
    });
    expect(await filesIn('series')).toEqual(before);
  });
});

describe('/api/uploads route', () => {
  it.each([
    ['a parent-folder escape', ['..', 'package.json']],
    ['an escape inside the name', ['series', '../../package.json']],
    ['an encoded escape', ['series', '..%2F..%2Fpackage.json']],
    ['an unknown folder', ['private', 'secret.png']],
    ['a nested path', ['series', 'a', 'b.png']],
    ['a missing file', ['series', 'deadbeef-1700000000000.png']],
    ['a folder alone', ['series']],
  ])('answers 404 for %s', async (_label, segments) => {
    const served = await serve(segments);
    expect(served.status).toBe(404);
    expect(served.body).toBeUndefined();
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never serves a stored file that is not an image type', async () => {
    await mkdir(path.join(uploadDir, 'media'), { recursive: true });
    await writeFile(path.join(uploadDir, 'media', 'planted.html'), HTML);
    expect((await serve(['media', 'planted.html'])).status).toBe(404);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const { url } = await as(cast.users.admin).upload.image(uploadInput(PNG, 'x.png'));
    const head = await serve(segmentsOf(url), 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.body).toBeUndefined();

    const post = await serve(segmentsOf(url), 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

describe('UploadThing file router', () => {
  const png = { name: 'photo.png', size: 1024, type: 'image/png', lastModified: 0 };

  function fileRouterFor(user: TestUser | null) {
    return createImageFileRouter({
      createContext: async () =>
        createInnerContext({ db: database().db, session: user && sessionFor(user) }),
    });
  }

  function runMiddleware(
    user: TestUser | null,
    files: (typeof png)[] = [png],
    input: { teamId: string; purpose: 'series' } = { teamId: cast.team.id, purpose: 'series' },
  ) {
    return fileRouterFor(user).image.middleware({
      req: {} as NextApiRequest,
      res: {} as NextApiResponse,
      files,
      input,
    });
  }

  it('accepts only the five image types, one file at a time', () => {
    const config = fileRouterFor(null).image.routerConfig;
    expect(Object.keys(config).sort()).toEqual([
      'image/avif',
      'image/gif',
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    for (const limits of Object.values(config)) {
      expect(limits).toMatchObject({ maxFileCount: 1 });
    }
  });

  it('checks the declared files: type, count and the exact 5 MB limit', () => {
    expect(() => checkDeclaredFiles([{ ...png, size: MAX_IMAGE_BYTES }])).not.toThrow();
    expect(() => checkDeclaredFiles([{ ...png, size: MAX_IMAGE_BYTES + 1 }])).toThrow(
      'Images must be at most 5 MB.',
    );
    expect(() => checkDeclaredFiles([{ ...png, type: 'image/svg+xml' }])).toThrow(
      'Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded.',
    );
    expect(() => checkDeclaredFiles([{ ...png, type: 'text/html' }])).toThrow();
    expect(() => checkDeclaredFiles([png, png])).toThrow('Upload one image at a time.');
    expect(() => checkDeclaredFiles([])).toThrow('Upload one image at a time.');
  });

  it('validates its input like upload.image', () => {
    expect(imageUploadInput.safeParse({ teamId: cast.team.id, purpose: 'series' }).success).toBe(
      true,
    );
    expect(imageUploadInput.safeParse({ teamId: cast.team.id, purpose: 'avatars' }).success).toBe(
      false,
    );
    expect(imageUploadInput.safeParse({ teamId: 'nope', purpose: 'series' }).success).toBe(false);
  });

  it('lets a team admin, owner or system admin through with the upload metadata', async () => {
    for (const user of [cast.users.admin, cast.users.owner, cast.users.systemAdmin]) {
      await expect(runMiddleware(user)).resolves.toEqual({
        teamId: cast.team.id,
        userId: user.id,
        purpose: 'series',
        storedFileId: expect.any(String),
      });
    }
  });

  it.each([
    ['anonymous', () => null, 'Please sign in to continue.'],
    ['a member', () => cast.users.member, 'Only team admins and owners can do this.'],
    [
      'an admin of another team',
      () => cast.users.otherAdmin,
      'Only team admins and owners can do this.',
    ],
  ])('refuses %s as FORBIDDEN', async (_label, who, message) => {
    await expect(runMiddleware(who())).rejects.toMatchObject({ code: 'FORBIDDEN', message });
  });

  it('refuses an oversized or non-image declaration before checking who asks', async () => {
    await expect(
      runMiddleware(cast.users.admin, [{ ...png, size: MAX_IMAGE_BYTES + 1 }]),
    ).rejects.toMatchObject({ code: 'TOO_LARGE' });
    await expect(
      runMiddleware(cast.users.admin, [{ ...png, type: 'text/html' }]),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
