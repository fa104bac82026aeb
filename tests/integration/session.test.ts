/**
 * Sessions: signing in with credentials, and the JWT callback that re-checks the user against
 * the database at least every ROLE_RECHECK_MS, so a revoked admin loses the role within a minute
 * and a deleted account is signed out. The clock (Date only) is faked.
 */
import type { JWT } from 'next-auth/jwt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { authOptions, authorizeCredentials, ROLE_RECHECK_MS } from '~/server/auth';

import { useTestDatabase } from '../helpers/db';
import { createUser, TEST_PASSWORD, type TestUser } from '../helpers/factories';

const database = useTestDatabase();

type Callbacks = NonNullable<typeof authOptions.callbacks>;
type JwtParams = Parameters<NonNullable<Callbacks['jwt']>>[0];
type SessionParams = Parameters<NonNullable<Callbacks['session']>>[0];

const SIGN_IN_TIME = new Date('2030-01-01T12:00:00.000Z').getTime();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SIGN_IN_TIME);
});

afterEach(() => {
  vi.useRealTimers();
});

const passTime = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** The token NextAuth keeps after a sign-in with the user's credentials. */
async function signIn(user: TestUser): Promise<JWT> {
  const authorized = await authorizeCredentials({ email: user.email, password: TEST_PASSWORD });
  if (!authorized) throw new Error(`${user.email} could not sign in.`);
  const token = { sub: authorized.id, name: authorized.name, email: authorized.email } as JWT;
  return authOptions.callbacks!.jwt!({
    token,
    user: authorized,
    account: { provider: 'credentials', type: 'credentials', providerAccountId: authorized.id },
    trigger: 'signIn',
  });
}

/** What NextAuth does with the token on every later request (no `user` then). */
function refresh(token: JWT): Promise<JWT> {
  return Promise.resolve(authOptions.callbacks!.jwt!({ token, account: null } as JwtParams));
}

const grantAdmin = (user: TestUser) =>
  database().db.userRole.create({ data: { userId: user.id, role: 'admin' } });
const revokeAdmin = (user: TestUser) =>
  database().db.userRole.deleteMany({ where: { userId: user.id, role: 'admin' } });

describe('authorizeCredentials', () => {
  it('returns the user with the system-admin flag for the right password', async () => {
    const { db } = database();
    const [admin, user] = await Promise.all([
      createUser(db, { fullName: 'Sam Sysadmin', systemAdmin: true }),
      createUser(db, { fullName: 'Una User' }),
    ]);

    expect(await authorizeCredentials({ email: admin.email, password: TEST_PASSWORD })).toEqual({
      id: admin.id,
      email: admin.email,
      name: 'Sam Sysadmin',
      isSystemAdmin: true,
    });
    expect(await authorizeCredentials({ email: user.email, password: TEST_PASSWORD })).toEqual({
      id: user.id,
      email: user.email,
      name: 'Una User',
      isSystemAdmin: false,
    });
  });

  it('finds the account whatever the case of the email', async () => {
    const user = await createUser(database().db, { email: 'grace.hopper@example.test' });
    const signedIn = await authorizeCredentials({
      email: 'Grace.Hopper@EXAMPLE.test',
      password: TEST_PASSWORD,
    });
    expect(signedIn?.id).toBe(user.id);
  });

  it('refuses a wrong password, an unknown email and malformed credentials', async () => {
    const user = await createUser(database().db);

    expect(
      await authorizeCredentials({ email: user.email, password: 'wrong password' }),
    ).toBeNull();
    expect(
      await authorizeCredentials({ email: 'nobody@example.test', password: TEST_PASSWORD }),
    ).toBeNull();
    expect(await authorizeCredentials({ email: user.email, password: '' })).toBeNull();
    expect(
      await authorizeCredentials({ email: 'not-an-email', password: TEST_PASSWORD }),
    ).toBeNull();
    expect(await authorizeCredentials(undefined)).toBeNull();
  });
});

describe('the JWT callback', () => {
  it('puts the user and the time of the role check in the token at sign-in', async () => {
    const admin = await createUser(database().db, { fullName: 'Ada Admin', systemAdmin: true });

    expect(await signIn(admin)).toMatchObject({
      id: admin.id,
      name: 'Ada Admin',
      email: admin.email,
      isSystemAdmin: true,
      rolesCheckedAt: SIGN_IN_TIME,
    });
  });

  it('does not look at the database again within the minute', async () => {
    const admin = await createUser(database().db, { systemAdmin: true });
    const token = await signIn(admin);
    await revokeAdmin(admin);
    await database().db.user.update({ where: { id: admin.id }, data: { fullName: 'Renamed' } });

    passTime(ROLE_RECHECK_MS - 1);
    const refreshed = await refresh(token);

    expect(refreshed).toBe(token);
    expect(refreshed).toMatchObject({ isSystemAdmin: true, rolesCheckedAt: SIGN_IN_TIME });
  });

  it("takes a revoked admin's role away once the minute is over", async () => {
    const admin = await createUser(database().db, { systemAdmin: true });
    const token = await signIn(admin);
    await revokeAdmin(admin);

    passTime(ROLE_RECHECK_MS);
    const refreshed = await refresh(token);

    expect(refreshed).toMatchObject({ id: admin.id, isSystemAdmin: false });
    expect(refreshed.rolesCheckedAt).toBe(SIGN_IN_TIME + ROLE_RECHECK_MS);
  });

  it('gives a newly granted admin the role once the minute is over', async () => {
    const user = await createUser(database().db);
    const token = await signIn(user);
    expect(token.isSystemAdmin).toBe(false);
    await grantAdmin(user);

    passTime(ROLE_RECHECK_MS + 5_000);

    expect(await refresh(token)).toMatchObject({ isSystemAdmin: true });
  });

  it('picks up a new name and email with the roles', async () => {
    const user = await createUser(database().db);
    const token = await signIn(user);
    await database().db.user.update({
      where: { id: user.id },
      data: { fullName: 'New Name', email: 'new.address@example.test' },
    });

    passTime(ROLE_RECHECK_MS);

    expect(await refresh(token)).toMatchObject({
      name: 'New Name',
      email: 'new.address@example.test',
    });
  });

  it('counts the next minute from the last check', async () => {
    const admin = await createUser(database().db, { systemAdmin: true });
    passTime(ROLE_RECHECK_MS);
    const checked = await refresh(await signIn(admin));
    const checkedAt = Date.now();
    await revokeAdmin(admin);

    passTime(ROLE_RECHECK_MS - 1);
    expect(await refresh(checked)).toMatchObject({
      isSystemAdmin: true,
      rolesCheckedAt: checkedAt,
    });

    passTime(1);
    expect(await refresh(checked)).toMatchObject({ isSystemAdmin: false });
  });

  it("refuses a deleted user's token once the minute is over, so NextAuth signs them out", async () => {
    const user = await createUser(database().db);
    const token = await signIn(user);
    await database().db.user.delete({ where: { id: user.id } });

    passTime(ROLE_RECHECK_MS);

    await expect(refresh(token)).rejects.toThrow('The signed-in account no longer exists.');
  });
});

describe('the session callback', () => {
  it('exposes the id, name, email and system-admin flag of the token', async () => {
    const admin = await createUser(database().db, { fullName: 'Ada Admin', systemAdmin: true });
    const token = await signIn(admin);
    const expires = new Date(SIGN_IN_TIME + 3_600_000).toISOString();

    const session = await authOptions.callbacks!.session!({
      session: { user: { name: null, email: null }, expires },
      token,
    } as unknown as SessionParams);

    expect(session).toEqual({
      user: { id: admin.id, name: 'Ada Admin', email: admin.email, isSystemAdmin: true },
      expires,
    });
  });
});
