/**
 * A file this site stored in UploadThing is deleted there (UTApi.deleteFiles), and the team's
 * quota gets its room back, once no record refers to it; a link to a file the site did not store
 * is never touched. UploadThing's servers are unreachable here: a stand-in for its API, on a
 * loopback port, answers the SDK's real HTTP requests.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useContentCast } from '../helpers/roles';

// Before src/env.ts is imported: the site stores its uploads in UploadThing.
vi.hoisted(() => {
  const token = { apiKey: 'sk_test_standin', appId: 'teamfolio', regions: ['sea1'] };
  process.env.UPLOADTHING_TOKEN = Buffer.from(JSON.stringify(token)).toString('base64');
});

const cast = useContentCast();
const { database, adminApi } = cast;

/** What the stand-in was asked to delete, and how it answers. */
const standIn = { deleted: [] as string[][], apiKeys: [] as unknown[], refuse: false };
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v6/deleteFiles') {
        res.writeHead(404).end();
        return;
      }
      const { fileKeys } = JSON.parse(Buffer.concat(chunks).toString()) as { fileKeys: string[] };
      standIn.apiKeys.push(req.headers['x-uploadthing-api-key']);
      if (standIn.refuse) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'Storage is down' }));
        return;
      }
      standIn.deleted.push(fileKeys);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, deletedCount: fileKeys.length }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The SDK reads its API's address from the environment at each call.
  process.env.UPLOADTHING_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  standIn.deleted = [];
  standIn.apiKeys = [];
  standIn.refuse = false;
});

/** A file the site stored in UploadThing for the cast's team, as its file router records it. */
async function storedInUploadThing(bytes = 4096) {
  const key = `${randomUUID()}-photo.png`;
  const url = `https://teamfolio.ufs.sh/f/${key}`;
  await database().db.storedFile.create({ data: { teamId: cast.team.id, bytes, url } });
  return { key, url };
}

const storedRows = (url: string) => database().db.storedFile.count({ where: { url } });

function createMedia(mediaUrl: string) {
  return adminApi().media.create({
    teamId: cast.team.id,
    title: 'Photo',
    mediaType: 'image',
    mediaUrl,
  });
}

describe('removing files stored in UploadThing', () => {
  it('deletes a media item’s file there when the item is deleted, and gives the room back', async () => {
    const { key, url } = await storedInUploadThing();
    const media = await createMedia(url);
    const used = await adminApi().upload.storageUse({ teamId: cast.team.id });

    await adminApi().media.delete({ teamId: cast.team.id, id: media.id });

    expect(standIn.deleted).toEqual([[key]]);
    expect(standIn.apiKeys).toEqual(['sk_test_standin']);
    expect(await storedRows(url)).toBe(0);
    const after = await adminApi().upload.storageUse({ teamId: cast.team.id });
    expect(used.usedBytes - after.usedBytes).toBe(4096);
  });

  it('deletes the old file when an item’s file is replaced', async () => {
    const [old, next] = [await storedInUploadThing(), await storedInUploadThing()];
    const media = await createMedia(old.url);

    await adminApi().media.update({
      teamId: cast.team.id,
      id: media.id,
      title: 'Photo',
      mediaType: 'image',
      mediaUrl: next.url,
    });

    expect(standIn.deleted).toEqual([[old.key]]);
    expect(await storedRows(old.url)).toBe(0);
    expect(await storedRows(next.url)).toBe(1);
  });

  it('keeps a file another record still names', async () => {
    const { url } = await storedInUploadThing();
    const media = await createMedia(url);
    await createMedia(url);

    await adminApi().media.delete({ teamId: cast.team.id, id: media.id });

    expect(standIn.deleted).toEqual([]);
    expect(await storedRows(url)).toBe(1);
  });

  it('never deletes a file the site did not store, whatever its link', async () => {
    const media = await createMedia(`https://someone-else.ufs.sh/f/${randomUUID()}-theirs.png`);

    await adminApi().media.delete({ teamId: cast.team.id, id: media.id });

    expect(standIn.deleted).toEqual([]);
  });

  it('keeps the row (and the room) when UploadThing refuses, and the delete still succeeds', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    standIn.refuse = true;
    const { url } = await storedInUploadThing();
    const media = await createMedia(url);

    await adminApi().media.delete({ teamId: cast.team.id, id: media.id });

    expect(await database().db.mediaItem.count({ where: { id: media.id } })).toBe(0);
    expect(await storedRows(url)).toBe(1);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
