/**
 * Sessions: signing in with credentials, and the JWT callback that checks on every request that
 * the session is still live (not signed out, not ended by a password change) and its account
 * enabled, reading the account's current name and roles as it goes.
 */
import type { JWT } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';

import { authOptions, authorizeCredentials } from '~/server/auth/session';
import { createDb, type Db } from '~/server/db';

import { useTestDatabase } from '../helpers/db';
import { createUser, TEST_PASSWORD, type TestUser } from '../helpers/factories';

const database = useTestDatabase();

type Callbacks = NonNullable<typeof authOptions.callbacks>;
type JwtParams = Parameters<NonNullable<Callbacks['jwt']>>[0];
type SessionParams = Parameters<NonNullable<Callbacks['session']>>[0];
type SignOutParams = Parameters<NonNullable<NonNullable<typeof authOptions.events>['signOut']>>[0];

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

async function signOut(token: JWT): Promise<void> {
  await authOptions.events!.signOut!({ token } as SignOutParams);
}

const SESSION_ENDED = 'This session has ended: sign in again.';

async function timeOf(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

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
      mustChangePassword: false,
    });
    expect(await authorizeCredentials({ email: user.email, password: TEST_PASSWORD })).toEqual({
      id: user.id,
      email: user.email,
      name: 'Una User',
      isSystemAdmin: false,
      mustChangePassword: false,
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

  it('refuses a disabled account even with the right password', async () => {
    const user = await createUser(database().db);
    await database().db.user.update({ where: { id: user.id }, data: { disabledAt: new Date() } });

    expect(await authorizeCredentials({ email: user.email, password: TEST_PASSWORD })).toBeNull();
  });

  it('takes as long for an unknown email as for a known one (both check a password hash)', async () => {
    const user = await createUser(database().db);
    const attempts = async (email: string) => {
      const times = [];
      for (let n = 0; n < 3; n += 1) {
        times.push(await timeOf(() => authorizeCredentials({ email, password: 'a wrong guess' })));
      }
      return Math.min(...times);
    };
    await attempts('warm-up@example.test');

    const known = await attempts(user.email);
    const unknown = await attempts('nobody-at-all@example.test');

    // Without a hash to check, an unknown email would answer in a small fraction of the time.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });
});

describe('the JWT callback', () => {
  it('puts the user and a new live session in the token at sign-in', async () => {
    const admin = await createUser(database().db, { fullName: 'Ada Admin', systemAdmin: true });

    const token = await signIn(admin);

    expect(token).toMatchObject({
      id: admin.id,
      name: 'Ada Admin',
      email: admin.email,
      isSystemAdmin: true,
      mustChangePassword: false,
    });
    expect(
      await database().db.userSession.count({ where: { id: token.sessionId, userId: admin.id } }),
    ).toBe(1);
  });

  it('reads the account on every request: a revoked admin loses the role at once', async () => {
    const admin = await createUser(database().db, { systemAdmin: true });
    const token = await signIn(admin);
    await database().db.userRole.deleteMany({ where: { userId: admin.id } });

    expect(await refresh(token)).toMatchObject({ id: admin.id, isSystemAdmin: false });
  });

  it('picks up a new name, email and a granted role', async () => {
    const user = await createUser(database().db);
    const token = await signIn(user);
    await database().db.user.update({
      where: { id: user.id },
      data: {
        fullName: 'New Name',
        email: 'new.address@example.test',
        roles: { create: { role: 'admin' } },
      },
    });

    expect(await refresh(token)).toMatchObject({
      name: 'New Name',
      email: 'new.address@example.test',
      isSystemAdmin: true,
    });
  });

  it('refuses a token after its sign-out, so a copied cookie is worth nothing', async () => {
    const user = await createUser(database().db);
    const token = await signIn(user);
    const copy = { ...token };
    const otherBrowser = await signIn(user);

    await signOut(token);

    await expect(refresh(copy)).rejects.toThrow(SESSION_ENDED);
    // Signing out in one browser leaves the account's other sessions alone.
    expect(await refresh(otherBrowser)).toMatchObject({ id: user.id });
  });

  it('refuses the tokens of a disabled account, and of a deleted one', async () => {
    const { db } = database();
    const [disabled, deleted] = await Promise.all([createUser(db), createUser(db)]);
    const [disabledToken, deletedToken] = await Promise.all([signIn(disabled), signIn(deleted)]);

    await db.user.update({ where: { id: disabled.id }, data: { disabledAt: new Date() } });
    await db.user.delete({ where: { id: deleted.id } });

    await expect(refresh(disabledToken)).rejects.toThrow(SESSION_ENDED);
    await expect(refresh(deletedToken)).rejects.toThrow(SESSION_ENDED);
  });

  it('refuses a token without a session (one issued before sessions were recorded)', async () => {
    const user = await createUser(database().db);
    const { sessionId: _dropped, ...legacy } = await signIn(user);

    await expect(refresh(legacy as JWT)).rejects.toThrow(SESSION_ENDED);
  });

  it('keeps the session through a database outage, marked unchecked, and checks it again after', async () => {
    const user = await createUser(database().db);
    const token = await signIn(user);
    // getDb()'s client, swapped for one whose database refuses every connection.
    const holder = globalThis as unknown as { teamfolioDb?: Db };
    const live = holder.teamfolioDb;
    const unreachable = createDb('postgresql://nobody@127.0.0.1:9/nothing');
    holder.teamfolioDb = unreachable;
    let during: JWT;
    try {
      during = await refresh(token);
    } finally {
      holder.teamfolioDb = live;
      await unreachable.$disconnect();
    }

    expect(during).toMatchObject({ id: user.id, sessionId: token.sessionId, unchecked: true });
    const session = await authOptions.callbacks!.session!({
      session: { user: { name: null, email: null }, expires: '' },
      token: during,
    } as unknown as SessionParams);
    expect(session).toMatchObject({ unchecked: true });

    const after = await refresh(during);
    expect(after.unchecked).toBeUndefined();
    expect(after.sessionId).toBe(token.sessionId);
  });
});

describe('the session callback', () => {
  it('exposes the id, name, email and the flags of the token', async () => {
    const admin = await createUser(database().db, { fullName: 'Ada Admin', systemAdmin: true });
    const token = await signIn(admin);
    const expires = new Date(Date.now() + 3_600_000).toISOString();

    const session = await authOptions.callbacks!.session!({
      session: { user: { name: null, email: null }, expires },
      token,
    } as unknown as SessionParams);

    expect(session).toEqual({
      user: {
        id: admin.id,
        name: 'Ada Admin',
        email: admin.email,
        isSystemAdmin: true,
        mustChangePassword: false,
      },
      expires,
    });
  });
});
