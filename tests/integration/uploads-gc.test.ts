/**
 * `npm run uploads:gc`: removes the files in UPLOAD_DIR that no record refers to, leaves the
 * referenced ones and those too young to have their record yet, and with --dry-run only lists.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { collectUploadGarbage } from '~/server/storage/garbage';
import { createLocalStorage } from '~/server/storage/local';

import { createMediaItem } from '../helpers/content-factories';
import { useTestDatabase } from '../helpers/db';
import { createTeam } from '../helpers/factories';

const database = useTestDatabase();

const HOUR = 60 * 60 * 1000;
let uploadDir: string;

beforeEach(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'teamfolio-gc-'));
});
afterEach(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

let sequence = 0;

/** Writes a file named the way the local driver names them, last changed `ageMs` ago. */
async function storedFile(folder: string, ageMs: number, bytes = 2048): Promise<string> {
  const name = `${(++sequence).toString(16).padStart(16, '0')}-${Date.now()}.png`;
  await mkdir(path.join(uploadDir, folder), { recursive: true });
  const file = path.join(uploadDir, folder, name);
  await writeFile(file, Buffer.alloc(bytes));
  const then = new Date(Date.now() - ageMs);
  await utimes(file, then, then);
  return `${folder}/${name}`;
}

const filesIn = (folder: string) => readdir(path.join(uploadDir, folder)).catch(() => []);
const urlOf = (key: string) => `/api/uploads/${key}`;

describe('collecting upload garbage', () => {
  it('removes an old stray and its row, keeps referenced and young files', async () => {
    const { db } = database();
    const team = await createTeam(db);
    const stray = await storedFile('media', 2 * HOUR);
    const referenced = await storedFile('media', 2 * HOUR);
    const young = await storedFile('media', 60_000);
    await createMediaItem(db, team.id, { mediaUrl: urlOf(referenced) });
    await db.storedFile.create({ data: { teamId: team.id, url: urlOf(stray), bytes: 2048 } });
    // A reservation whose upload never finished, long ago.
    await db.storedFile.create({
      data: { teamId: team.id, bytes: 999, createdAt: new Date(Date.now() - 2 * HOUR) },
    });
    await writeFile(path.join(uploadDir, 'media', 'notes.txt'), 'not an upload');

    const removed = await collectUploadGarbage(db, createLocalStorage(uploadDir), {
      olderThan: new Date(Date.now() - HOUR),
    });

    expect(removed).toEqual([{ key: stray, bytes: 2048 }]);
    expect((await filesIn('media')).sort()).toEqual(
      [referenced, young]
        .map((key) => key.split('/')[1])
        .concat('notes.txt')
        .sort(),
    );
    expect(await db.storedFile.count({ where: { teamId: team.id } })).toBe(0);
  });

  it('with dryRun lists what it would remove and removes nothing', async () => {
    const { db } = database();
    const stray = await storedFile('blog', 2 * HOUR);

    const listed = await collectUploadGarbage(db, createLocalStorage(uploadDir), {
      olderThan: new Date(Date.now() - HOUR),
      dryRun: true,
    });

    expect(listed).toEqual([{ key: stray, bytes: 2048 }]);
    expect(await filesIn('blog')).toEqual([stray.split('/')[1]]);
  });

  // Each run starts tsx and loads the app's modules: seconds apiece on a busy machine.
  it(
    'runs as npm run uploads:gc, printing each file and a total',
    { timeout: 120_000 },
    async () => {
      const { db, url } = database();
      const team = await createTeam(db);
      const stray = await storedFile('projects', 2 * HOUR, 3 * 1024);
      const referenced = await storedFile('projects', 2 * HOUR);
      await createMediaItem(db, team.id, { thumbnailUrl: urlOf(referenced) });
      const run = (...args: string[]) =>
        promisify(execFile)('node_modules/.bin/tsx', ['scripts/uploads-gc.ts', ...args], {
          env: { ...process.env, DATABASE_URL: url, UPLOAD_DIR: uploadDir },
        });

      const dry = await run('--dry-run');
      expect(dry.stdout).toBe(
        `would remove ${stray} (3 KB)\nWould remove 1 file (3 KB) from ${uploadDir}.\n`,
      );
      expect(await filesIn('projects')).toHaveLength(2);

      const real = await run();
      expect(real.stdout).toBe(
        `removed ${stray} (3 KB)\nRemoved 1 file (3 KB) from ${uploadDir}.\n`,
      );
      expect(await filesIn('projects')).toEqual([referenced.split('/')[1]]);
    },
  );
});
