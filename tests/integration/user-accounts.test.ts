/**
 * Accounts as system administrators manage them (user.*): the list, new accounts, temporary
 * passwords that must be changed, the system-admin role, disabling, and the rules that keep the
 * site administrable. Every write is in the audit log, never with a password.
 */
import type { Session } from 'next-auth';
import { describe, expect, it } from 'vitest';

import { authorizeCredentials } from '~/server/auth/session';
import { startSession } from '~/server/auth/user-sessions';
import { signUpAccount } from '~/server/modules/user/user-accounts.service';
import { serviceContext } from '~/server/service-context';

import { callerAs, callerFor } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import {
  createTeam,
  createUser,
  sessionFor,
  TEST_PASSWORD,
  type TestUser,
} from '../helpers/factories';
import { outcomeOf } from '../helpers/roles';

const database = useTestDatabase();

const newSysadmin = () => createUser(database().db, { systemAdmin: true });
const adminApi = (admin: TestUser) => callerAs(database().db, admin).user;
const signIn = (email: string, password: string) => authorizeCredentials({ email, password });

/** The session a sign-in with a temporary password gives. */
function temporarySession(user: TestUser): Session {
  const session = sessionFor(user);
  return { ...session, user: { ...session.user, mustChangePassword: true } };
}

const sessionsOf = (userId: string) => database().db.userSession.count({ where: { userId } });

describe('user.list', () => {
  it('finds people by name or email, with their teams and roles, a page at a time', async () => {
    const { db } = database();
    const admin = await newSysadmin();
    const grace = await createUser(db, { fullName: 'Grace Listed', email: 'grace@list.test' });
    const alan = await createUser(db, { fullName: 'Alan Listed', email: 'turing@list.test' });
    await createTeam(db, { name: 'Compilers', members: [{ user: grace, role: 'owner' }] });

    const byName = await adminApi(admin).list({ search: 'listed' });
    expect(byName.items.map((user) => user.fullName)).toEqual(['Alan Listed', 'Grace Listed']);
    expect(byName.items[1]).toMatchObject({
      email: 'grace@list.test',
      isSystemAdmin: false,
      disabledAt: null,
      teams: [{ name: 'Compilers', role: 'owner' }],
    });
    expect((await adminApi(admin).list({ search: 'TURING@' })).items).toEqual([
      expect.objectContaining({ id: alan.id }),
    ]);

    const first = await adminApi(admin).list({ search: 'listed', limit: 1 });
    const second = await adminApi(admin).list({
      search: 'listed',
      limit: 1,
      cursor: first.nextCursor,
    });
    expect([...first.items, ...second.items].map((user) => user.id)).toEqual([alan.id, grace.id]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('user.create', () => {
  it('creates an account with the password given, ready to sign in', async () => {
    const admin = await newSysadmin();
    const { user, temporaryPassword } = await adminApi(admin).create({
      email: 'Chosen@Example.test',
      fullName: 'Chosen Password',
      password: 'a chosen password',
      systemAdmin: false,
    });

    expect(temporaryPassword).toBeNull();
    expect(user).toMatchObject({ email: 'chosen@example.test', mustChangePassword: false });
    expect(await signIn('chosen@example.test', 'a chosen password')).toMatchObject({
      id: user.id,
      mustChangePassword: false,
    });
  });

  it('without a password, makes a temporary one that must be changed at the first sign-in', async () => {
    const admin = await newSysadmin();
    const { user, temporaryPassword } = await adminApi(admin).create({
      email: 'temp@example.test',
      fullName: 'Temporary Person',
      systemAdmin: true,
    });

    expect(temporaryPassword).toMatch(/^[\w-]{16}$/);
    expect(user).toMatchObject({ isSystemAdmin: true, mustChangePassword: true });
    expect(await signIn('temp@example.test', temporaryPassword!)).toMatchObject({
      mustChangePassword: true,
    });
  });

  it('refuses an email that already has an account', async () => {
    const admin = await newSysadmin();
    await expect(
      adminApi(admin).create({ email: admin.email, fullName: 'Twin', systemAdmin: false }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('a password reset', () => {
  it('gives a temporary password that works once, must be changed, and ends open sessions', async () => {
    const { db } = database();
    const admin = await newSysadmin();
    const user = await createUser(db, { email: 'forgetful@example.test' });
    await startSession(db, user.id);

    const { temporaryPassword } = await adminApi(admin).resetPassword({ userId: user.id });

    expect(await sessionsOf(user.id)).toBe(0);
    expect(await signIn(user.email, TEST_PASSWORD)).toBeNull();
    expect(await signIn(user.email, temporaryPassword)).toMatchObject({
      mustChangePassword: true,
    });

    // Signed in with it, nothing but changing it is allowed.
    const temporary = callerFor(db, temporarySession(user));
    expect(await outcomeOf(() => temporary.user.me())).toBe('FORBIDDEN');
    expect(await outcomeOf(() => temporary.team.mine())).toBe('FORBIDDEN');
    await expect(
      temporary.user.changePassword({
        currentPassword: 'not the temporary one',
        newPassword: 'my own new password',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await temporary.user.changePassword({
      currentPassword: temporaryPassword,
      newPassword: 'my own new password',
    });

    expect(await signIn(user.email, temporaryPassword)).toBeNull();
    expect(await signIn(user.email, 'my own new password')).toMatchObject({
      mustChangePassword: false,
    });
  });

  it('refuses a new password equal to the current one', async () => {
    const user = await createUser(database().db);
    await expect(
      callerAs(database().db, user).user.changePassword({
        currentPassword: TEST_PASSWORD,
        newPassword: TEST_PASSWORD,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('changing a password ends every session of the account', async () => {
    const { db } = database();
    const user = await createUser(db);
    await Promise.all([startSession(db, user.id), startSession(db, user.id)]);

    await callerAs(db, user).user.changePassword({
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new password',
    });

    expect(await sessionsOf(user.id)).toBe(0);
  });
});

describe('disabling', () => {
  it('refuses sign-in and ends sessions at once; enabling lets the user back in', async () => {
    const { db } = database();
    const admin = await newSysadmin();
    const user = await createUser(db);
    await startSession(db, user.id);

    const disabled = await adminApi(admin).setDisabled({ userId: user.id, disabled: true });

    expect(disabled.disabledAt).toBeInstanceOf(Date);
    expect(await sessionsOf(user.id)).toBe(0);
    expect(await signIn(user.email, TEST_PASSWORD)).toBeNull();

    await adminApi(admin).setDisabled({ userId: user.id, disabled: false });
    expect(await signIn(user.email, TEST_PASSWORD)).toMatchObject({ id: user.id });
  });

  it('nobody disables themselves', async () => {
    const admin = await newSysadmin();
    await expect(
      adminApi(admin).setDisabled({ userId: admin.id, disabled: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the system-admin role', () => {
  it('is granted and revoked, and takes effect on the next call', async () => {
    const admin = await newSysadmin();
    const user = await createUser(database().db);

    expect(
      await adminApi(admin).setSystemAdmin({ userId: user.id, systemAdmin: true }),
    ).toMatchObject({ isSystemAdmin: true });
    expect(await outcomeOf(() => adminApi(user).list({}))).toBe('ok');

    await adminApi(admin).setSystemAdmin({ userId: user.id, systemAdmin: false });
    expect(await outcomeOf(() => adminApi(user).list({}))).toBe('FORBIDDEN');
  });

  it('nobody revokes their own role', async () => {
    const admin = await newSysadmin();
    await expect(
      adminApi(admin).setSystemAdmin({ userId: admin.id, systemAdmin: false }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('two admins revoking each other at once leave one of them: the last one stays', async () => {
    const [ada, bob] = await Promise.all([newSysadmin(), newSysadmin()]);
    // Everyone else loses the role, so these two are the site's only system admins.
    await database().db.userRole.deleteMany({
      where: { role: 'admin', userId: { notIn: [ada.id, bob.id] } },
    });

    const outcomes = await Promise.all([
      outcomeOf(() => adminApi(ada).setSystemAdmin({ userId: bob.id, systemAdmin: false })),
      outcomeOf(() => adminApi(bob).setSystemAdmin({ userId: ada.id, systemAdmin: false })),
    ]);

    expect([...outcomes].sort()).toEqual(['CONFLICT', 'ok']);
    expect(await database().db.userRole.count({ where: { role: 'admin' } })).toBe(1);
  });

  it('two admins disabling each other at once leave one of them enabled', async () => {
    const [ada, bob] = await Promise.all([newSysadmin(), newSysadmin()]);
    await database().db.userRole.deleteMany({
      where: { role: 'admin', userId: { notIn: [ada.id, bob.id] } },
    });

    const outcomes = await Promise.all([
      outcomeOf(() => adminApi(ada).setDisabled({ userId: bob.id, disabled: true })),
      outcomeOf(() => adminApi(bob).setDisabled({ userId: ada.id, disabled: true })),
    ]);

    expect([...outcomes].sort()).toEqual(['CONFLICT', 'ok']);
    expect(
      await database().db.user.count({
        where: { disabledAt: null, roles: { some: { role: 'admin' } } },
      }),
    ).toBe(1);
  });
});

describe('the audit log of account changes', () => {
  it('records who did what to which account, and never a password or its hash', async () => {
    const { db } = database();
    const admin = await newSysadmin();
    const { user, temporaryPassword } = await adminApi(admin).create({
      email: 'audited@example.test',
      fullName: 'Audited Person',
      systemAdmin: false,
    });
    const reset = await adminApi(admin).resetPassword({ userId: user.id });
    await adminApi(admin).setSystemAdmin({ userId: user.id, systemAdmin: true });
    await adminApi(admin).setSystemAdmin({ userId: user.id, systemAdmin: false });
    await adminApi(admin).setDisabled({ userId: user.id, disabled: true });
    await adminApi(admin).setDisabled({ userId: user.id, disabled: false });

    const entries = await db.auditEntry.findMany({
      where: { entityType: 'user', entityId: user.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries.map((entry) => entry.action)).toEqual([
      'create',
      'reset_password',
      'grant_system_admin',
      'revoke_system_admin',
      'disable',
      'enable',
    ]);
    expect(entries.every((entry) => entry.actorId === admin.id)).toBe(true);
    expect(entries[4]!.changes).toEqual({ disabled: { from: false, to: true } });
    const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    const logged = JSON.stringify(entries);
    for (const secret of [temporaryPassword!, reset.temporaryPassword, passwordHash, '$argon2']) {
      expect(logged).not.toContain(secret);
    }
  });

  it("records a sign-up and a password change as the account's own doing", async () => {
    const { db } = database();
    const user = await signUpAccount(serviceContext(db), {
      email: 'joiner@example.test',
      fullName: 'Jo Joiner',
      password: 'a first password',
    });
    await callerAs(db, user).user.changePassword({
      currentPassword: 'a first password',
      newPassword: 'a second password',
    });

    const entries = await db.auditEntry.findMany({
      where: { entityType: 'user', entityId: user.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.actorName])).toEqual([
      ['sign_up', user.id, 'Jo Joiner'],
      ['change_password', user.id, 'Jo Joiner'],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/a (first|second) password|\$argon2/);
  });
});
