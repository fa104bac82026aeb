/**
 * The round trip of a whole site: the demo site exported (npm run export's archive), the
 * database emptied, the archive restored; the same rows, the same public fields, the same
 * uploaded files byte for byte.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';

import { describe, expect, it, vi } from 'vitest';

import { writeExport } from '~/server/modules/export/site-export';
import { restoreSiteExport } from '~/server/modules/import/site-restore';

import { seedDemo } from '../../prisma/seed';
import { createMediaItem } from '../helpers/content-factories';
import { useTestDatabase } from '../helpers/db';

const uploadDir = await vi.hoisted(async () =>
  (await import('../helpers/own-upload-dir')).ownUploadDir('restore'),
);

const database = useTestDatabase();

/** The tables an export carries, and the columns the public pages show of each. */
const PUBLIC_FIELDS = {
  team: ['id', 'name', 'slug', 'description'],
  user: ['id', 'fullName', 'username', 'avatarUrl'],
  series: ['id', 'teamId', 'title', 'slug', 'description', 'status', 'startDate', 'tags'],
  seriesItem: [
    'id',
    'seriesId',
    'title',
    'summary',
    'content',
    'itemType',
    'weekNumber',
    'published',
  ],
  blogPost: ['id', 'teamId', 'title', 'excerpt', 'content', 'published', 'publishedAt', 'tags'],
  project: ['id', 'teamId', 'title', 'description', 'tags', 'imageUrl', 'featured'],
  mediaItem: ['id', 'teamId', 'title', 'mediaType', 'mediaUrl', 'tags'],
  teamMemberProfile: ['id', 'teamId', 'name', 'role', 'bio', 'orderIndex'],
  customLink: ['id', 'linkName', 'linkUrl', 'displayOrder'],
  socialPlatform: ['id', 'name', 'baseUrl', 'active'],
  userSocialLink: ['id', 'userId', 'platformId', 'url'],
  teamMember: ['id', 'teamId', 'userId', 'role'],
  userRole: ['id', 'userId', 'role'],
} as const;
type Model = keyof typeof PUBLIC_FIELDS;

async function snapshot() {
  const { db } = database();
  const counts: Record<string, number> = {};
  const hash = createHash('sha256');
  for (const [model, fields] of Object.entries(PUBLIC_FIELDS) as [Model, readonly string[]][]) {
    const delegate = db[model] as unknown as {
      findMany(args: object): Promise<Array<Record<string, unknown>>>;
    };
    const rows = await delegate.findMany({ orderBy: { id: 'asc' } });
    counts[model] = rows.length;
    for (const row of rows) {
      hash.update(JSON.stringify(fields.map((field) => row[field])));
    }
  }
  return { counts, hash: hash.digest('hex') };
}

async function exportSite(): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeExport(database().db, { kind: 'site' }, output);
  return Buffer.concat(chunks);
}

/** Every table the export fills, emptied: a fresh install's database. */
async function emptyTheSite() {
  await database().db.$executeRawUnsafe(
    'TRUNCATE users, teams, social_platforms, audit_log, stored_files RESTART IDENTITY CASCADE',
  );
}

describe('restoring a whole-site export into an empty install', () => {
  it('gives back the same rows, the same public fields and the same files', async () => {
    const { db } = database();
    await seedDemo(db);
    const imageBytes = randomBytes(4096);
    await mkdir(path.join(uploadDir, 'media'), { recursive: true });
    await writeFile(path.join(uploadDir, 'media/restored.png'), imageBytes);
    const team = await db.team.findFirstOrThrow();
    await createMediaItem(db, team.id, { mediaUrl: '/api/uploads/media/restored.png' });
    const before = await snapshot();
    expect(before.counts).toMatchObject({
      blogPost: expect.any(Number),
      mediaItem: expect.any(Number),
    });
    expect(Object.values(before.counts).every((count) => count > 0)).toBe(true);
    const archive = await exportSite();

    await emptyTheSite();
    await rm(path.join(uploadDir, 'media'), { recursive: true });
    expect((await snapshot()).counts.blogPost).toBe(0);

    const restored = await restoreSiteExport(db, Readable.from([archive]), { uploadDir });

    expect(restored.files).toBe(1);
    const after = await snapshot();
    expect(after.counts).toEqual(before.counts);
    expect(after.hash).toBe(before.hash);
    expect((await readFile(path.join(uploadDir, 'media/restored.png'))).equals(imageBytes)).toBe(
      true,
    );
    // No password comes with an export: nobody signs in with the one a restore sets.
    const user = await db.user.findFirstOrThrow();
    expect(user.passwordHash).toBe('!restored');
  });

  it('refuses an install that has accounts, and an archive that is not a site export', async () => {
    const { db } = database();
    await seedDemo(db);
    const archive = await exportSite();
    await expect(restoreSiteExport(db, Readable.from([archive]), { uploadDir })).rejects.toThrow(
      'This install already has accounts or teams',
    );

    await emptyTheSite();
    await expect(
      restoreSiteExport(db, Readable.from([Buffer.from('not an archive')]), { uploadDir }),
    ).rejects.toThrow('Teamfolio export: It is not a readable .tar.gz archive.');
    await expect(
      restoreSiteExport(db, Readable.from([gzipSync(Buffer.alloc(1024))]), { uploadDir }),
    ).rejects.toThrow('Teamfolio export: It has no manifest.json');
    expect(await db.user.count()).toBe(0);
  });
});
