/**
 * Started as root, the embedded PostgreSQL runs as the `postgres` user: a folder on the way to
 * its programs or its data that this user may not enter is found before anything is spawned,
 * and named with the three ways out.
 */
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { foldersBlocking, postgresUserAccessProblem } from '../../scripts/db/postgres-user-access';

/** A user that owns none of the folders here and is in none of their groups. */
const stranger = { uid: 987_654, gid: 987_654 };

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'teamfolio-pg-access-'));
  await chmod(root, 0o755);
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function folder(name: string, mode: number): Promise<string> {
  const dir = path.join(root, name);
  await mkdir(dir, { recursive: true });
  await chmod(dir, mode);
  return dir;
}

describe('foldersBlocking', () => {
  it('names the folders on the way that the user may not enter, and only those', async () => {
    const closed = await folder('clone', 0o700); // what `mktemp -d` makes
    const inside = await folder('clone/app', 0o755);
    expect(foldersBlocking(path.join(inside, 'missing/yet'), stranger)).toEqual([closed]);
    await chmod(closed, 0o701);
    expect(foldersBlocking(inside, stranger)).toEqual([]);
  });

  it('reads the owner’s and the group’s bits for their owner and group', async () => {
    const dir = await folder('group-only', 0o710);
    const { uid, gid } = { uid: process.getuid!(), gid: process.getgid!() };
    expect(foldersBlocking(dir, { uid: stranger.uid, gid })).toEqual([]);
    expect(foldersBlocking(dir, { uid, gid: stranger.gid })).toEqual([]);
    expect(foldersBlocking(dir, stranger)).toEqual([dir]);
  });
});

describe('postgresUserAccessProblem', () => {
  it('says what is wrong and the three ways out in one message', async () => {
    const closed = await folder('home', 0o700);
    const binDir = await folder('programs/bin', 0o755);
    const problem = postgresUserAccessProblem(
      { binDir, dataDir: path.join(closed, 'teamfolio/.data/postgres') },
      null,
    );
    expect(problem).toContain(`keep that user out of ${closed},`);
    expect(problem).toContain(`chmod o+x '${closed}'`);
    expect(problem).toContain('run Teamfolio as a user other than root');
    expect(problem).toContain('set DATABASE_URL');
  });

  it('is null when every folder on the way may be entered', async () => {
    const open = await folder('open', 0o755);
    expect(postgresUserAccessProblem({ binDir: open, dataDir: path.join(open, 'pg') }, null)).toBe(
      null,
    );
  });
});
