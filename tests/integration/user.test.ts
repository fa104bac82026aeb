import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { verifyPassword } from '~/server/auth/password';
import { startSession } from '~/server/auth/user-sessions';
import { accountByEmail, setPassword } from '~/server/modules/user/user-accounts.service';
import { COMMAND_LINE_ACTOR } from '~/server/records/audit';
import { serviceContext } from '~/server/service-context';

import { callerAs, callerFor } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createTeam, createUser, sessionFor } from '../helpers/factories';

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
      notifyContactMessages: true,
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

describe('account administration from the shell (the services npm run user calls)', () => {
  it('finds an account by email; an unknown email is not found', async () => {
    const { db } = database();
    const user = await createUser(db, { email: 'found@example.com' });
    await expect(
      accountByEmail(serviceContext(db), { email: 'found@example.com' }),
    ).resolves.toMatchObject({ id: user.id, isSystemAdmin: false });
    await expect(
      accountByEmail(serviceContext(db), { email: 'ghost@example.com' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'No user with this email.' });
  });

  it('sets a new password that replaces the old one, ends sessions, logged as the shell', async () => {
    const { db } = database();
    const user = await createUser(db, { email: 'reset@example.com', password: 'old-password' });
    await startSession(db, user.id);

    await setPassword(serviceContext(db), {
      actorId: null,
      userId: user.id,
      password: 'new-password',
    });

    const hash = await passwordHashOf('reset@example.com');
    expect(await verifyPassword(hash, 'new-password')).toBe(true);
    expect(await verifyPassword(hash, 'old-password')).toBe(false);
    expect(await db.userSession.count({ where: { userId: user.id } })).toBe(0);
    const entry = await db.auditEntry.findFirstOrThrow({ where: { entityId: user.id } });
    expect(entry).toMatchObject({
      action: 'set_password',
      actorId: null,
      actorName: COMMAND_LINE_ACTOR,
    });
    const logged = JSON.stringify(entry);
    for (const secret of ['new-password', hash]) expect(logged).not.toContain(secret);
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

  it('keeps an enabled system admin: revoking the last one is refused with exit code 1', async () => {
    const { db } = database();
    await db.userRole.deleteMany({ where: { role: 'admin' } });
    const last = await createUser(db, { email: 'last@example.com', systemAdmin: true });
    const disabled = await createUser(db, { email: 'disabled@example.com', systemAdmin: true });
    await db.user.update({ where: { id: disabled.id }, data: { disabledAt: new Date() } });
    const heir = await createUser(db, { email: 'heir@example.com' });

    const refused = await run(['revoke-admin', '--email', 'last@example.com']);
    expect(refused).toMatchObject({
      code: 1,
      stderr: 'error: The site needs at least one enabled system administrator.\n',
    });
    expect(await isAdmin(last.id)).toBe(true);

    expect(await run(['grant-admin', '--email', 'HEIR@example.com'])).toMatchObject({
      code: 0,
      stdout: 'heir@example.com is now a system administrator.\n',
    });
    expect(await run(['revoke-admin', '--email', 'last@example.com'])).toMatchObject({
      code: 0,
      stdout: 'last@example.com is no longer a system administrator.\n',
    });
    expect([await isAdmin(last.id), await isAdmin(heir.id)]).toEqual([false, true]);

    const entries = await db.auditEntry.findMany({
      where: { entityId: { in: [last.id, heir.id] } },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries.map((entry) => [entry.action, entry.entityId, entry.actorName])).toEqual([
      ['grant_system_admin', heir.id, COMMAND_LINE_ACTOR],
      ['revoke_system_admin', last.id, COMMAND_LINE_ACTOR],
    ]);
  }, 60_000);
});
