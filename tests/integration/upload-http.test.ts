/**
 * POST /api/upload: a file as the raw request body (what lets the browser show progress),
 * checked like upload.image for who may send it, typed by its bytes, images and (in the media
 * gallery) videos; nothing is stored when it is refused.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { MAX_IMAGE_BYTES } from '~/schemas/upload';
import { storedTypeOfFileName } from '~/server/storage/image-type';

import type { TestUser } from '../helpers/factories';
import { useContentCast } from '../helpers/roles';
import { useUploadServer, type UploadRequest } from '../helpers/upload-server';

const uploadDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  return mkdtempSync(`${tmpdir()}/teamfolio-upload-http-`);
});

const cast = useContentCast();
const { database } = cast;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of an MP4 (an ftyp box), which is what file-type reads. */
const MP4 = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypmp42\x00\x00\x00\x00mp42isom', 'latin1'),
  Buffer.alloc(256),
]);
const TEXT = Buffer.from('just some text, not an image or a video');

const upload = useUploadServer(database, uploadDir);

afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

function send(
  user: TestUser | null,
  body: Buffer,
  { teamId = cast.team.id, ...request }: Partial<UploadRequest> = {},
) {
  return upload(user, body, { teamId, ...request });
}

async function filesIn(folder: string): Promise<string[]> {
  return readdir(path.join(uploadDir, folder)).catch(() => []);
}

describe('POST /api/upload', () => {
  it('stores an image from its bytes and answers its URL and kind', async () => {
    const { status, body } = await send(cast.users.admin, PNG, { fileName: 'photo.jpg' });

    expect(status).toBe(200);
    expect(body).toEqual({
      url: expect.stringMatching(/^\/api\/uploads\/media\/[0-9a-f]{16}-\d{13}\.png$/),
      kind: 'image',
    });
    const name = body.url!.split('/').at(-1)!;
    // Stored as decoded and encoded again: still the same one-pixel PNG.
    const stored = await sharp(await readFile(path.join(uploadDir, 'media', name))).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('stores a video in the media gallery, to be served as video/mp4', async () => {
    const { status, body } = await send(cast.users.owner, MP4, { fileName: 'demo.mov' });

    expect(status).toBe(200);
    expect(body.kind).toBe('video');
    expect(body.url).toMatch(/\.mp4$/);
    expect(storedTypeOfFileName(body.url!)?.mime).toBe('video/mp4');
  });

  it('refuses a video anywhere but the media gallery, and stores nothing', async () => {
    const { status, body } = await send(cast.users.admin, MP4, {
      purpose: 'blog',
      fileName: 'demo.mp4',
    });

    expect(status).toBe(400);
    expect(body.message).toBe(
      '"demo.mp4" is not a supported image. Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded.',
    );
    expect(await filesIn('blog')).toEqual([]);
  });

  it('refuses a file that is neither, whatever its name, and stores nothing', async () => {
    const before = await filesIn('media');
    const { status, body } = await send(cast.users.admin, TEXT, { fileName: 'clip.mp4' });

    expect(status).toBe(400);
    expect(body.message).toBe(
      '"clip.mp4" is not a supported file. Only JPEG, PNG, WebP, GIF and AVIF images and MP4 and WebM videos can be uploaded.',
    );
    expect(await filesIn('media')).toEqual(before);
  });

  it('refuses an image over 5 MB with 413, and stores nothing', async () => {
    const before = await filesIn('projects');
    const large = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1 - PNG.length)]);
    const { status, body } = await send(cast.users.admin, large, { purpose: 'projects' });

    expect(status).toBe(413);
    expect(body.message).toBe('Images must be at most 5 MB.');
    expect(await filesIn('projects')).toEqual(before);
  });

  it('refuses a PNG over 5 MB in the media gallery too (videos may be larger)', async () => {
    const large = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1 - PNG.length)]);
    const { status, body } = await send(cast.users.admin, large);

    expect(status).toBe(400);
    expect(body.message).toBe('Images must be at most 5 MB.');
  });

  it.each([
    ['a visitor', (): TestUser | null => null, 401],
    ['an outsider', (): TestUser | null => cast.users.outsider, 403],
    ['a member', (): TestUser | null => cast.users.member, 403],
    ['another team’s admin', (): TestUser | null => cast.users.otherAdmin, 403],
  ] as const)('refuses %s (%i) and stores nothing', async (_label, user, expected) => {
    const before = await filesIn('media');
    const { status } = await send(user(), PNG);

    expect(status).toBe(expected);
    expect(await filesIn('media')).toEqual(before);
  });

  it('answers 400 for a bad target and 405 for another method', async () => {
    expect((await send(cast.users.admin, PNG, { teamId: 'nope' })).status).toBe(400);
    expect((await send(cast.users.admin, PNG, { purpose: 'avatars' })).status).toBe(400);
    expect((await send(cast.users.admin, PNG, { method: 'PUT' })).status).toBe(405);
  });
});
