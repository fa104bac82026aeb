/**
 * Backups: `npm run db:backup` writes the database (pg_dump's format) and the upload folder to
 * one archive; `npm run db:restore` brings a fresh install back to it, and asks for --force
 * before replacing a site that holds anything.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDb, type Db } from '~/server/db';

import { BackupError, createBackup, restoreBackup } from '../../scripts/db/backup';
import { REPO_ROOT } from '../../scripts/db/paths';
import { migrateDatabase } from '../../scripts/prisma/migrate';
import { createBlogPost, createCustomLink } from '../helpers/content-factories';
import { createBlankDatabase, useTestDatabase } from '../helpers/db';
import { createTeam, createUser } from '../helpers/factories';

const database = useTestDatabase();
const run = promisify(execFile);

let folder: string;
let uploadDir: string;
const PHOTO = Buffer.from('not really a png, but bytes all the same');

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'teamfolio-backup-test-'));
  uploadDir = path.join(folder, 'uploads');
  await mkdir(path.join(uploadDir, 'media'), { recursive: true });
  await writeFile(path.join(uploadDir, 'media', 'photo.png'), PHOTO);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** What a restore must bring back: accounts with their password hashes, content, links. */
async function snapshot(db: Db) {
  const [users, teams, posts, links] = await Promise.all([
    db.user.findMany({
      select: { id: true, email: true, passwordHash: true },
      orderBy: { id: 'asc' },
    }),
    db.team.findMany({ select: { id: true, slug: true }, orderBy: { id: 'asc' } }),
    db.blogPost.findMany({
      select: { id: true, title: true, content: true },
      orderBy: { id: 'asc' },
    }),
    db.customLink.findMany({ select: { id: true, linkUrl: true }, orderBy: { id: 'asc' } }),
  ]);
  return { users, teams, posts, links };
}

async function withDb<T>(url: string, work: (db: Db) => Promise<T>) {
  const db = createDb(url);
  try {
    return await work(db);
  } finally {
    await db.$disconnect();
  }
}

describe('a backup', () => {
  let archive: string;
  let original: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    const { db, url } = database();
    const owner = await createUser(db, { fullName: 'Olive Owner' });
    const team = await createTeam(db, { members: [{ user: owner, role: 'owner' }] });
    const post = await createBlogPost(db, team.id, { title: 'Kept for later', published: true });
    await createCustomLink(db, { blogPostId: post.id });
    original = await snapshot(db);
    archive = path.join(folder, 'site.tar.gz');
    expect(await createBackup({ databaseUrl: url, uploadDir }, archive)).toBeGreaterThan(0);
  });

  it('brings a fresh install back to it: accounts, content and uploads', async () => {
    const fresh = await createBlankDatabase();
    const freshUploads = path.join(folder, 'fresh-uploads');
    try {
      // As `npm start` leaves a new install: migrated, no account.
      await migrateDatabase(fresh.url);
      await restoreBackup({ databaseUrl: fresh.url, uploadDir: freshUploads }, archive, {
        migrate: migrateDatabase,
      });

      expect(await withDb(fresh.url, snapshot)).toEqual(original);
      expect(await readFile(path.join(freshUploads, 'media', 'photo.png'))).toEqual(PHOTO);
    } finally {
      await fresh.drop();
    }
  });

  it('asks for --force before replacing a site that holds anything, then replaces all of it', async () => {
    const { db, url } = database();
    const newcomer = await createUser(db, { fullName: 'Arrived After The Backup' });
    await writeFile(path.join(uploadDir, 'later.png'), PHOTO);
    const target = { databaseUrl: url, uploadDir };

    const refusal = restoreBackup(target, archive, { migrate: migrateDatabase });
    await expect(refusal).rejects.toBeInstanceOf(BackupError);
    await expect(refusal).rejects.toThrow(/restoring replaces all of it\. Run again with --force/);
    expect(await db.user.count({ where: { id: newcomer.id } })).toBe(1);

    await restoreBackup(target, archive, { force: true, migrate: migrateDatabase });
    expect(await snapshot(db)).toEqual(original);
    await expect(readFile(path.join(uploadDir, 'later.png'))).rejects.toThrow(/ENOENT/);
    expect(await readFile(path.join(uploadDir, 'media', 'photo.png'))).toEqual(PHOTO);
  });

  it('is readable by its owner only, also over an older file, in folders made private', async () => {
    const target = { databaseUrl: database().url, uploadDir };
    const made = path.join(folder, 'made');
    const archive = path.join(made, 'for-it', 'private.tar.gz');
    const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

    await createBackup(target, archive);
    expect(await modeOf(archive)).toBe(0o600);
    expect(await modeOf(made)).toBe(0o700);
    expect(await modeOf(path.dirname(archive))).toBe(0o700);

    await chmod(archive, 0o644);
    await createBackup(target, archive);
    expect(await modeOf(archive)).toBe(0o600);
  });

  it('refuses a file that is not a backup, changing nothing', async () => {
    const fresh = await createBlankDatabase();
    const notABackup = path.join(folder, 'notes.tar.gz');
    await writeFile(notABackup, 'plain text');
    try {
      await expect(
        restoreBackup(
          { databaseUrl: fresh.url, uploadDir: path.join(folder, 'untouched') },
          notABackup,
          { migrate: migrateDatabase },
        ),
      ).rejects.toThrow(`${notABackup} is not a Teamfolio backup (made by npm run db:backup).`);
    } finally {
      await fresh.drop();
    }
  });
});

describe('npm run db:backup and db:restore', () => {
  it('write an archive, and refuse to restore over a site with accounts without --force', async () => {
    const { url } = database();
    const env = { ...process.env, DATABASE_URL: url, UPLOAD_DIR: uploadDir, INIT_CWD: folder };
    const tsx = path.join(REPO_ROOT, 'node_modules/.bin/tsx');

    const backup = await run(tsx, ['scripts/db.ts', 'backup', 'cli.tar.gz'], {
      cwd: REPO_ROOT,
      env,
    });
    expect(backup.stdout).toContain(`Backup written: ${path.join(folder, 'cli.tar.gz')}`);

    const restore = run(tsx, ['scripts/db.ts', 'restore', 'cli.tar.gz'], { cwd: REPO_ROOT, env });
    await expect(restore).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Run again with --force to go ahead.'),
    });
  });
});
