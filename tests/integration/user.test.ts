import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import {
  createUser as createAccount,
  grantSystemAdmin,
  revokeSystemAdmin,
  setPassword,
} from '~/server/modules/user/user-admin.service';
import { verifyPassword } from '~/server/password';
import { serviceContext } from '~/server/service-context';

import { callerAs, callerFor } from '../helpers/caller';
import { createTeam, createUser, sessionFor } from '../helpers/factories';
import { useTestDatabase } from '../helpers/db';

const database = useTestDatabase();

async function isAdmin(userId: string) {
  const rows = await database().db.userRole.count({ where: { userId, role: 'admin' } });
  return rows === 1;
}

async function passwordHashOf(email: string) {
  const user = await database().db.user.findUniqueOrThrow({ where: { email } });
  return user.passwordHash;
}

describe('user.me', () => {
  it('refuses a signed-out caller', async () => {
    await expect(callerFor(database().db, null).user.me()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('returns the profile, the system-admin flag and the teams with their roles', async () => {
    const { db } = database();
    const user = await createUser(db, { fullName: 'Grace Hopper' });
    const other = await createUser(db);
    const beta = await createTeam(db, { name: 'Beta', members: [{ user, role: 'member' }] });
    const alpha = await createTeam(db, { name: 'Alpha', members: [{ user, role: 'owner' }] });
    await createTeam(db, { name: 'Not mine', members: [{ user: other, role: 'owner' }] });

    const me = await callerAs(db, user).user.me();

    expect(me).toEqual({
      id: user.id,
      email: user.email,
      fullName: 'Grace Hopper',
      username: null,
      avatarUrl: null,
      isSystemAdmin: false,
      teams: [
        { id: alpha.id, name: 'Alpha', slug: alpha.slug, description: null, role: 'owner' },
        { id: beta.id, name: 'Beta', slug: beta.slug, description: null, role: 'member' },
      ],
    });
  });

  it('reads the system-admin flag from user_roles, not from the session', async () => {
    const { db } = database();
    const admin = await createUser(db, { systemAdmin: true });
    const staleSession = sessionFor({ ...admin, isSystemAdmin: false });
    expect((await callerFor(db, staleSession).user.me()).isSystemAdmin).toBe(true);
  });

  it('refuses a session whose account was deleted', async () => {
    const { db } = database();
    const user = await createUser(db);
    await db.user.delete({ where: { id: user.id } });
    await expect(callerAs(db, user).user.me()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'The signed-in account no longer exists.',
    });
  });
});

describe('account administration (user CLI services)', () => {
  it('creates a user with a hashed password and, on request, as system admin', async () => {
    const { db } = database();
    const plain = await createAccount(serviceContext(db), {
      email: ' Plain@Example.com ',
      fullName: 'Plain User',
      password: 'plain-password',
    });
    const admin = await createAccount(serviceContext(db), {
      email: 'root@example.com',
      fullName: 'Root',
      password: 'root-password',
      systemAdmin: true,
    });

    expect(plain).toMatchObject({ email: 'plain@example.com', isSystemAdmin: false });
    expect(admin).toMatchObject({ email: 'root@example.com', isSystemAdmin: true });
    expect(await isAdmin(plain.id)).toBe(false);
    expect(await isAdmin(admin.id)).toBe(true);
    const hash = await passwordHashOf('plain@example.com');
    expect(hash).not.toBe('plain-password');
    expect(await verifyPassword(hash, 'plain-password')).toBe(true);
  });

  it('refuses a duplicate email and a short password', async () => {
    const { db } = database();
    const existing = await createUser(db);
    await expect(
      createAccount(serviceContext(db), {
        email: existing.email,
        fullName: 'Dup',
        password: 'long-enough',
      }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists.',
    });
    await expect(
      createAccount(serviceContext(db), {
        email: 'short@example.com',
        fullName: 'Short',
        password: 'short',
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Password should be at least 8 characters.',
    });
  });

  it('grants and revokes system admin, reporting whether anything changed', async () => {
    const { db } = database();
    const user = await createUser(db, { email: 'promote@example.com' });

    expect(await grantSystemAdmin(serviceContext(db), { email: 'PROMOTE@example.com' })).toEqual({
      changed: true,
    });
    expect(await isAdmin(user.id)).toBe(true);
    expect(await grantSystemAdmin(serviceContext(db), { email: 'promote@example.com' })).toEqual({
      changed: false,
    });

    expect(await revokeSystemAdmin(serviceContext(db), { email: 'promote@example.com' })).toEqual({
      changed: true,
    });
    expect(await isAdmin(user.id)).toBe(false);
    expect(await revokeSystemAdmin(serviceContext(db), { email: 'promote@example.com' })).toEqual({
      changed: false,
    });
  });

  it('sets a new password that replaces the old one', async () => {
    const { db } = database();
    await createUser(db, { email: 'reset@example.com', password: 'old-password' });
    await setPassword(serviceContext(db), { email: 'reset@example.com', password: 'new-password' });
    const hash = await passwordHashOf('reset@example.com');
    expect(await verifyPassword(hash, 'new-password')).toBe(true);
    expect(await verifyPassword(hash, 'old-password')).toBe(false);
    await expect(
      setPassword(serviceContext(db), { email: 'reset@example.com', password: '1234567' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it.each([
    [
      'grant',
      () => grantSystemAdmin(serviceContext(database().db), { email: 'ghost@example.com' }),
    ],
    [
      'revoke',
      () => revokeSystemAdmin(serviceContext(database().db), { email: 'ghost@example.com' }),
    ],
    [
      'set-password',
      () =>
        setPassword(serviceContext(database().db), {
          email: 'ghost@example.com',
          password: 'whatever1',
        }),
    ],
  ])('%s refuses an unknown email', async (_name, run) => {
    await expect(run()).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No user with this email.',
    });
  });
});

describe('npm run user (the CLI process)', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const run = (args: string[], env: Record<string, string> = {}) =>
    promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['scripts/user.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database().url, ...env },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('prints help', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: npm run user -- <command> [options]');
  });

  it('creates a system admin with the password from TEAMFOLIO_PASSWORD', async () => {
    const result = await run(
      ['create', '--email', 'cli@example.com', '--name', 'Cli User', '--admin'],
      { TEAMFOLIO_PASSWORD: 'cli-password' },
    );
    expect(result).toMatchObject({
      code: 0,
      stdout: 'Created cli@example.com as a system administrator.\n',
    });
    const user = await database().db.user.findUniqueOrThrow({
      where: { email: 'cli@example.com' },
    });
    expect(await isAdmin(user.id)).toBe(true);
    expect(await verifyPassword(user.passwordHash, 'cli-password')).toBe(true);
  });

  it('exits with 2 and one line on wrong usage, and with 1 when refused', async () => {
    const usage = await run(['create', '--name', 'No Email'], {
      TEAMFOLIO_PASSWORD: 'x'.repeat(8),
    });
    expect(usage).toMatchObject({ code: 2, stderr: 'error: Missing --email. (see --help)\n' });

    const refused = await run(['grant-admin', '--email', 'nobody@example.com']);
    expect(refused).toMatchObject({ code: 1, stderr: 'error: No user with this email.\n' });
  });
});
