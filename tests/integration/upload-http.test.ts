/**
 * POST /api/upload, the one way a file reaches the server: who may send it, the body streamed
 * to a temporary file and cut off at its limit, the type read from the bytes, images decoded
 * and encoded again; nothing is stored when it is refused, and no temporary file outlives the
 * request, whether it was stored, refused or abandoned by its client.
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '~/schemas/upload';
import { FILE_NAME_HEADER } from '~/server/modules/upload/upload.http';
import { storedTypeOfFileName } from '~/server/storage/image-type';

import {
  streamRequest,
  type ApiRouteServer,
  type StreamedAnswer,
} from '../helpers/api-route-server';
import type { TestUser } from '../helpers/factories';
import { useContentCast } from '../helpers/roles';
import { startUploadServer } from '../helpers/upload-server';

const cast = useContentCast();
const { database } = cast;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of an MP4 (an ftyp box), which is what file-type reads. */
const MP4_HEAD = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypmp42\x00\x00\x00\x00mp42isom', 'latin1'),
]);
const MP4 = Buffer.concat([MP4_HEAD, Buffer.alloc(256)]);
const TEXT = Buffer.from('just some text, not an image or a video');
const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
/** A small real picture of `width` × `height` pixels. */
const picture = (width = 2, height = 2) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } });
const SAMPLES = {
  jpg: await picture().jpeg().toBuffer(),
  gif: await picture().gif().toBuffer(),
  webp: await picture().webp().toBuffer(),
  avif: await picture().avif().toBuffer(),
};
/** A PNG (by its header) of exactly `size` bytes. */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

const CHUNK = Buffer.alloc(64 * 1024);
/** `head`, then zeros in one reused chunk up to `size` bytes: a large body at no memory cost. */
function* bodyOf(head: Buffer, size: number): Generator<Buffer> {
  yield head;
  for (let sent = head.length; sent < size; sent += CHUNK.length) {
    yield CHUNK.subarray(0, Math.min(CHUNK.length, size - sent));
  }
}
/** A body that never ends. */
function* endless(head: Buffer): Generator<Buffer> {
  yield head;
  for (;;) yield CHUNK;
}

/** The user whose session the next request carries (the test server's sign-in). */
let signedIn: TestUser | null = null;
let uploadDir: string;
let tempDir: string;
let server: ApiRouteServer;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'teamfolio-upload-http-'));
  tempDir = await mkdtemp(path.join(tmpdir(), 'teamfolio-upload-temp-'));
  server = await startUploadServer({
    db: () => database().db,
    uploadDir,
    tempDir,
    userOf: () => signedIn,
  });
});

afterAll(async () => {
  await server.close();
  await rm(uploadDir, { recursive: true, force: true });
  await rm(tempDir, { recursive: true, force: true });
});

interface Target {
  purpose?: string;
  teamId?: string;
}

const uploadUrl = ({ purpose = 'media', teamId = cast.team.id }: Target = {}) =>
  `${server.origin}/api/upload?teamId=${teamId}&purpose=${purpose}`;

async function send(
  user: TestUser | null,
  body: Buffer,
  {
    fileName = 'file.bin',
    method = 'POST',
    ...target
  }: Target & { fileName?: string; method?: string } = {},
) {
  signedIn = user;
  const response = await fetch(uploadUrl(target), {
    method,
    body: method === 'POST' ? new Uint8Array(body) : undefined,
    headers: { [FILE_NAME_HEADER]: fileName },
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

const named = (fileName: string) => ({ fileName: encodeURIComponent(fileName) });

/** A body streamed chunk by chunk as `user`, without Content-Length unless `length` is given. */
function stream(
  user: TestUser | null,
  chunks: Iterable<Buffer>,
  { length, ...target }: Target & { length?: number } = {},
): Promise<StreamedAnswer> {
  signedIn = user;
  const headers: Record<string, string> =
    length === undefined ? {} : { 'content-length': String(length) };
  return streamRequest(uploadUrl(target), { headers, chunks });
}

/**
 * An endless chunked body from `user`, sent on after the answer over a bare socket, as a client
 * that ignores the answer would: the answer's status, and how much was sent before the server
 * closed the connection.
 */
function sendUntilClosed(user: TestUser | null, target: Target = {}) {
  signedIn = user;
  const { port, pathname, search } = new URL(uploadUrl(target));
  return new Promise<{ status: number; bytesSent: number }>((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    let bytesSent = 0;
    socket.setEncoding('latin1');
    socket.on('data', (part: string) => (answer += part));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ status: Number(answer.split(' ')[1]), bytesSent }));
    socket.write(
      `POST ${pathname}${search} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const pump = () => {
      for (const chunk of endless(PNG)) {
        if (socket.destroyed) return;
        bytesSent += chunk.length;
        const framed = [`${chunk.length.toString(16)}\r\n`, chunk, '\r\n'];
        if (!socket.write(Buffer.concat(framed.map((part) => Buffer.from(part))))) {
          return void socket.once('drain', pump);
        }
      }
    };
    pump();
  });
}

const messageOf = (answer: StreamedAnswer) =>
  (JSON.parse(answer.body.toString()) as { message: string }).message;

async function filesIn(folder: string): Promise<string[]> {
  return readdir(path.join(uploadDir, folder)).catch(() => []);
}

const storedFile = (url: string) =>
  readFile(path.join(uploadDir, ...url.replace(/^\/api\/uploads\//, '').split('/')));

/** Waits (2 s at most) until no upload has a temporary folder left. */
async function expectNoTemporaryFiles() {
  const deadline = Date.now() + 2_000;
  while ((await readdir(tempDir)).length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(await readdir(tempDir)).toEqual([]);
}

describe('POST /api/upload: what is stored', () => {
  it('stores a PNG named .jpg as a PNG, from its bytes, and answers its URL and kind', async () => {
    const { status, body } = await send(cast.users.admin, PNG, {
      purpose: 'series',
      ...named('holiday.jpg'),
    });

    expect(status).toBe(200);
    expect(body).toEqual({
      url: expect.stringMatching(/^\/api\/uploads\/series\/[0-9a-f]{16}-\d{13}\.png$/),
      kind: 'image',
    });
    // Stored as decoded and encoded again: still the same one-pixel PNG.
    const stored = await sharp(await storedFile(body.url!)).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 1, height: 1 });
    await expectNoTemporaryFiles();
  });

  it.each(Object.entries(SAMPLES))(
    'accepts %s detected from the bytes, whatever the name says',
    async (ext, bytes) => {
      const { status, body } = await send(cast.users.owner, bytes, named('upload.bin'));
      expect(status).toBe(200);
      expect(body.url).toMatch(new RegExp(`^/api/uploads/media/[0-9a-f]{16}-\\d{13}\\.${ext}$`));
      expect(storedTypeOfFileName(body.url!)?.mime).toBe(
        { jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif' }[ext],
      );
    },
  );

  it('stores a video in the media gallery, to be served as video/mp4', async () => {
    const { status, body } = await send(cast.users.owner, MP4, named('demo.mov'));

    expect(status).toBe(200);
    expect(body.kind).toBe('video');
    expect(body.url).toMatch(/\.mp4$/);
    expect(storedTypeOfFileName(body.url!)?.mime).toBe('video/mp4');
    expect(await storedFile(body.url!)).toEqual(MP4);
  });

  it('refuses a video anywhere but the media gallery, and stores nothing', async () => {
    const { status, body } = await send(cast.users.admin, MP4, {
      purpose: 'blog',
      ...named('demo.mp4'),
    });

    expect(status).toBe(400);
    expect(body.message).toBe(
      '"demo.mp4" is not a supported image. Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded.',
    );
    expect(await filesIn('blog')).toEqual([]);
  });

  it.each([
    ['an HTML file named .png', HTML, 'avatar.png'],
    ['an SVG image (it can carry scripts)', SVG, 'logo.svg'],
    ['plain text', TEXT, 'notes.gif'],
  ])('refuses %s as an image and stores nothing', async (_label, bytes, fileName) => {
    const before = await filesIn('blog');
    const { status, body } = await send(cast.users.admin, bytes, {
      purpose: 'blog',
      ...named(fileName),
    });

    expect(status).toBe(400);
    expect(body.message).toBe(
      `"${fileName}" is not a supported image. Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded.`,
    );
    expect(await filesIn('blog')).toEqual(before);
    await expectNoTemporaryFiles();
  });

  it('refuses a file that is neither, whatever its name, and stores nothing', async () => {
    const before = await filesIn('media');
    const { status, body } = await send(cast.users.admin, TEXT, named('clip.mp4'));

    expect(status).toBe(400);
    expect(body.message).toBe(
      '"clip.mp4" is not a supported file. Only JPEG, PNG, WebP, GIF and AVIF images and MP4 and WebM videos can be uploaded.',
    );
    expect(await filesIn('media')).toEqual(before);
  });

  it('names the file only when its name header can be read, and at most 255 characters of it', async () => {
    const badEncoding = await send(cast.users.admin, TEXT, { fileName: '%E0%A4%A' });
    expect(badEncoding.body.message).toBe(
      'Only JPEG, PNG, WebP, GIF and AVIF images and MP4 and WebM videos can be uploaded.',
    );
    const long = await send(cast.users.admin, TEXT, named(`${'a'.repeat(300)}.mp4`));
    expect(long.body.message).toMatch(/^"a{255}" is not a supported file\./);
  });

  it('refuses an empty body with a clear message', async () => {
    const image = await send(cast.users.admin, Buffer.alloc(0), { purpose: 'series' });
    expect(image).toEqual({ status: 400, body: { message: 'Choose an image to upload.' } });
    const file = await send(cast.users.admin, Buffer.alloc(0));
    expect(file).toEqual({ status: 400, body: { message: 'Choose a file to upload.' } });
  });
});

describe('POST /api/upload: what an uploaded image keeps', () => {
  it('no EXIF: a photo loses its GPS position and camera details', async () => {
    const photo = await picture(40, 30)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const { body } = await send(cast.users.admin, photo, { purpose: 'series' });

    const stored = await storedFile(body.url!);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('at most 4096 pixels on its longest side', async () => {
    const wide = await picture(5000, 20).png().toBuffer();
    const { body } = await send(cast.users.admin, wide, { purpose: 'series' });
    expect(await sharp(await storedFile(body.url!)).metadata()).toMatchObject({
      width: 4096,
      height: 16,
    });
  });

  it('a file cut short does not decode: refused with a clear message, nothing stored', async () => {
    const whole = await picture(64, 64).jpeg().toBuffer();
    const before = await filesIn('series');
    const { status, body } = await send(cast.users.admin, whole.subarray(0, 200), {
      purpose: 'series',
    });

    expect(status).toBe(400);
    expect(body.message).toBe('The image could not be read: the file may be damaged or cut short.');
    expect(await filesIn('series')).toEqual(before);
    await expectNoTemporaryFiles();
  });
});

describe('POST /api/upload: sizes', () => {
  it('accepts an image of exactly 5 MB and refuses 5 MB + 1 byte with 413', async () => {
    const exact = await send(cast.users.admin, pngOfSize(MAX_IMAGE_BYTES), {
      purpose: 'projects',
    });
    expect(exact.status).toBe(200);

    const before = await filesIn('projects');
    const over = await send(cast.users.admin, pngOfSize(MAX_IMAGE_BYTES + 1), {
      purpose: 'projects',
    });
    expect(over).toEqual({ status: 413, body: { message: 'Images must be at most 5 MB.' } });
    expect(await filesIn('projects')).toEqual(before);
    await expectNoTemporaryFiles();
  });

  it('refuses a PNG over 5 MB in the media gallery too (videos may be larger)', async () => {
    const { status, body } = await send(cast.users.admin, pngOfSize(MAX_IMAGE_BYTES + 1));

    expect(status).toBe(400);
    expect(body.message).toBe('Images must be at most 5 MB.');
  });

  it('refuses a Content-Length over the limit at once, before a byte of the body', async () => {
    const answer = await stream(cast.users.admin, [], {
      purpose: 'media',
      length: MAX_VIDEO_BYTES + 1,
    });

    expect(answer.status).toBe(413);
    expect(messageOf(answer)).toBe('Files must be at most 50 MB.');
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('cuts a chunked body off at the limit with 413, and keeps none of it', async () => {
    const before = await filesIn('series');
    // Twice the limit, all of it sent: an endless body is the next test's. (The server closing
    // on an endless body can reset the connection before this client has read the answer.)
    const answer = await stream(cast.users.admin, bodyOf(PNG, 2 * MAX_IMAGE_BYTES), {
      purpose: 'series',
    });

    expect(answer.status).toBe(413);
    expect(messageOf(answer)).toBe('Images must be at most 5 MB.');
    expect(await filesIn('series')).toEqual(before);
    await expectNoTemporaryFiles();
  });

  it('reads on past the answer to an endless body only up to the largest upload, then closes', async () => {
    const { status, bytesSent } = await sendUntilClosed(cast.users.admin, { purpose: 'series' });

    expect(status).toBe(413);
    // The 5 MB limit, then at most 50 MB dropped, plus what the sockets hold.
    expect(bytesSent).toBeLessThan(MAX_IMAGE_BYTES + MAX_VIDEO_BYTES + 16 * 1024 * 1024);
    await expectNoTemporaryFiles();
  });

  it('accepts a chunked body up to the limit', async () => {
    const answer = await stream(cast.users.admin, bodyOf(MP4_HEAD, MAX_VIDEO_BYTES));

    expect(answer.status).toBe(200);
    const { url } = JSON.parse(answer.body.toString()) as { url: string };
    expect((await stat(path.join(uploadDir, 'media', path.basename(url)))).size).toBe(
      MAX_VIDEO_BYTES,
    );
    await expectNoTemporaryFiles();
  });
});

describe('POST /api/upload: clients that go away, and many at once', () => {
  it('removes the temporary file of a client that leaves mid-body, and goes on serving', async () => {
    signedIn = cast.users.admin;
    const client = request(uploadUrl(), {
      method: 'POST',
      headers: { 'content-length': String(MAX_VIDEO_BYTES) },
    });
    client.on('error', () => {});
    client.write(MP4_HEAD);
    client.write(Buffer.alloc(1024 * 1024));
    // Mid-body: the server has written part of it to a temporary file.
    await expect
      .poll(async () => {
        const [folder] = await readdir(tempDir);
        if (!folder) return 0;
        return (await stat(path.join(tempDir, folder, 'body')).catch(() => ({ size: 0 }))).size;
      })
      .toBeGreaterThan(0);
    client.destroy();

    await expectNoTemporaryFiles();
    expect((await send(cast.users.admin, PNG)).status).toBe(200);
  });

  it('holds a chunk of each body in memory, not the body: 8 videos of 50 MB at once', async () => {
    const uploads = 8;
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    try {
      const answers = await Promise.all(
        Array.from({ length: uploads }, () =>
          stream(cast.users.admin, bodyOf(MP4_HEAD, MAX_VIDEO_BYTES), {
            length: MAX_VIDEO_BYTES,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(uploads).fill(200));
    } finally {
      clearInterval(sampler);
    }
    // 400 MB were sent; buffered whole, they would all have been in memory at once.
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
    await expectNoTemporaryFiles();
  });
});

describe('POST /api/upload: who may send', () => {
  it.each([
    ['a visitor', 401, (): TestUser | null => null],
    ['an outsider', 403, (): TestUser | null => cast.users.outsider],
    ['a member', 403, (): TestUser | null => cast.users.member],
    ['another team’s admin', 403, (): TestUser | null => cast.users.otherAdmin],
  ] as const)('refuses %s (%i) and stores nothing', async (_label, expected, user) => {
    const before = await filesIn('media');
    const { status } = await send(user(), PNG);

    expect(status).toBe(expected);
    expect(await filesIn('media')).toEqual(before);
  });

  it('refuses a visitor before reading the body, and closes the connection on an endless one', async () => {
    const answer = await stream(null, endless(PNG));
    expect(answer.status).toBe(401);
    expect(await readdir(tempDir)).toEqual([]);

    const { status, bytesSent } = await sendUntilClosed(null);
    expect(status).toBe(401);
    expect(bytesSent).toBeLessThan(MAX_VIDEO_BYTES + 16 * 1024 * 1024);
  });

  it.each([
    ['the team admin', () => cast.users.admin],
    ['the owner', () => cast.users.owner],
    ['a system admin outside the team', () => cast.users.systemAdmin],
  ])('lets %s upload', async (_label, who) => {
    const { status, body } = await send(who(), PNG, { purpose: 'series' });
    expect(status).toBe(200);
    expect(body.url).toMatch(/^\/api\/uploads\/series\//);
  });

  it('answers 400 for a bad target and 405 for another method', async () => {
    expect((await send(cast.users.admin, PNG, { teamId: 'nope' })).status).toBe(400);
    const unknown = await send(cast.users.admin, PNG, { purpose: 'avatars' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Purpose must be one of');
    expect((await send(cast.users.admin, PNG, { method: 'PUT' })).status).toBe(405);
  });
});
