/**
 * Each team keeps at most TEAM_STORAGE_QUOTA_MB of uploaded files (1 MB in this file): an upload
 * to POST /api/upload that would pass it is refused with 413 and what to do, nothing is stored,
 * and uploads sent at the same moment are counted one after the other.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

import type { NextApiRequest, NextApiResponse } from 'next';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { createImageFileRouter } from '~/server/modules/upload/upload.file-router';
import { storeWithinQuota } from '~/server/storage/quota';
import { createInnerContext } from '~/server/trpc/context';

import { callerAs } from '../helpers/caller';
import { createTeam, createUser, sessionFor, type TestUser } from '../helpers/factories';
import { useContentCast } from '../helpers/roles';
import { useUploadServer } from '../helpers/upload-server';

// Before src/env.ts is imported.
const uploadDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  process.env.TEAM_STORAGE_QUOTA_MB = '1';
  return mkdtempSync(`${tmpdir()}/teamfolio-quota-`);
});

const cast = useContentCast();
const { database } = cast;
const send = useUploadServer(database, uploadDir);

afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

const KB = 1024;

/** An MP4 (its ftyp box, which is what file-type reads) of exactly `bytes` bytes. */
function mp4(bytes: number): Uint8Array {
  const head = Buffer.concat([
    Buffer.from([0x00, 0x00, 0x00, 0x18]),
    Buffer.from('ftypmp42\x00\x00\x00\x00mp42isom', 'latin1'),
  ]);
  return Buffer.concat([head, Buffer.alloc(bytes - head.length)]);
}

/** A team of its own with one admin, so each test starts from an empty quota. */
async function freshTeam(): Promise<{ teamId: string; admin: TestUser }> {
  const { db } = database();
  const admin = await createUser(db);
  const team = await createTeam(db, { members: [{ user: admin, role: 'admin' }] });
  return { teamId: team.id, admin };
}

async function filesIn(folder: string): Promise<string[]> {
  return readdir(path.join(uploadDir, folder)).catch(() => []);
}

const FULL_ADVICE = "Delete media you no longer need, or ask the site's administrator for more.";

describe('the team storage quota', () => {
  it('accepts uploads up to the quota and refuses the next with 413, storing nothing', async () => {
    const { teamId, admin } = await freshTeam();

    const first = await send(admin, mp4(600 * KB), { teamId });
    expect(first.status).toBe(200);

    const before = await filesIn('media');
    const second = await send(admin, mp4(600 * KB), { teamId });
    expect(second).toEqual({
      status: 413,
      body: {
        message: `This file (600 KB) does not fit: this team has used 600 KB of its 1 MB of storage. ${FULL_ADVICE}`,
      },
    });
    expect(await filesIn('media')).toEqual(before);

    // What still fits is still taken: exactly up to the quota.
    expect((await send(admin, mp4(424 * KB), { teamId })).status).toBe(200);
    const full = await send(admin, mp4(1 * KB), { teamId });
    expect(full).toEqual({
      status: 413,
      body: { message: `This team has used its 1 MB of storage. ${FULL_ADVICE}` },
    });
  });

  it('counts each team on its own', async () => {
    const crowded = await freshTeam();
    const other = await freshTeam();
    expect((await send(crowded.admin, mp4(1024 * KB), crowded)).status).toBe(200);

    expect((await send(other.admin, mp4(600 * KB), other)).status).toBe(200);
  });

  it('lets only as many of several uploads sent at once through as fit', async () => {
    const { teamId, admin } = await freshTeam();
    const before = (await filesIn('media')).length;

    // Five 300 KB files at the same moment: three fit in 1 MB, a fourth would not.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(admin, mp4(300 * KB), { teamId })),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 413, 413]);
    expect((await filesIn('media')).length - before).toBe(3);
    const use = await callerAs(database().db, admin).upload.storageUse({ teamId });
    expect(use).toEqual({ usedBytes: 900 * KB, quotaBytes: 1024 * KB });
  });

  it('counts uploads stored at the same moment one after the other, across connections', async () => {
    const { teamId } = await freshTeam();
    const { db } = database();

    // Twenty 100 KB files at once, each holding its room while "stored": ten fit in 1 MB.
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) =>
        storeWithinQuota(db, { teamId, bytes: 100 * KB }, async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return { url: `/api/uploads/media/concurrent-${n}.mp4` };
        }),
      ),
    );

    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(10);
    const rows = await db.storedFile.aggregate({ where: { teamId }, _sum: { bytes: true } });
    expect(rows._sum.bytes).toBe(1000 * KB);
  });

  it('gives the room back when a file is refused for what it is', async () => {
    const { teamId, admin } = await freshTeam();

    const refused = await send(admin, Buffer.from('not an image or a video'), { teamId });

    expect(refused.status).toBe(400);
    const use = await callerAs(database().db, admin).upload.storageUse({ teamId });
    expect(use.usedBytes).toBe(0);
  });

  it('shows a team member the use against the quota, and no one outside the team', async () => {
    const { teamId, admin } = await freshTeam();
    await send(admin, mp4(100 * KB), { teamId });
    const { db } = database();

    await expect(callerAs(db, admin).upload.storageUse({ teamId })).resolves.toEqual({
      usedBytes: 100 * KB,
      quotaBytes: 1024 * KB,
    });
    await expect(
      callerAs(db, cast.users.otherAdmin).upload.storageUse({ teamId }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('counts uploads sent straight to UploadThing, from the size they declare', async () => {
    const { teamId, admin } = await freshTeam();
    const { db } = database();
    const router = createImageFileRouter({
      createContext: () => Promise.resolve(createInnerContext({ db, session: sessionFor(admin) })),
    });
    const declare = (size: number) =>
      router.image.middleware({
        req: {} as NextApiRequest,
        res: {} as NextApiResponse,
        files: [{ name: 'photo.png', size, type: 'image/png', lastModified: 0 }],
        input: { teamId, purpose: 'series' },
      });

    const { storedFileId } = await declare(600 * KB);
    await router.image.onUploadComplete({
      file: { ufsUrl: 'https://app.ufs.sh/f/photo' },
      metadata: { storedFileId },
    });

    await expect(declare(600 * KB)).rejects.toMatchObject({
      code: 'TOO_LARGE',
      message: `This file (600 KB) does not fit: this team has used 600 KB of its 1 MB of storage. ${FULL_ADVICE}`,
    });
    await expect(db.storedFile.findMany({ where: { teamId } })).resolves.toMatchObject([
      { url: 'https://app.ufs.sh/f/photo', bytes: 600 * KB },
    ]);
  });
});
