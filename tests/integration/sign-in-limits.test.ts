/**
 * Password guessing is limited: 5 attempts at one account from one address, 20 from one address
 * whatever the account, and 100 at one account whatever the address, in 15 minutes; an attempt
 * is counted before its password is checked, and a right password gives it back. Sign-up
 * takes at most 10 attempts per address an hour, counted before the account is written. The
 * counts live in PostgreSQL, shared by every instance.
 * (The same limits over HTTP, side doors and races included: tests/e2e/sign-in-attacks.spec.ts.)
 */
import { describe, expect, it, vi } from 'vitest';

import { authRequestKind, startSignIn } from '~/server/auth/sign-in';
import { recordSignInAttempt, tooManyAttemptsMessage } from '~/server/auth/sign-in-limits';

import { callerFor } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createUser, sessionFor, TEST_PASSWORD } from '../helpers/factories';

const database = useTestDatabase();

let address = 0;
const newAddress = () => `198.51.100.${++address}`;

/** Signs in as the auth route does; 'refused' when the limits refuse before any password check. */
async function signIn(email: string, password: string, clientIp: string) {
  const start = await startSignIn(database().db, { email, password }, clientIp);
  return start.allowed ? start.authorize() : 'refused';
}

async function fail(email: string, clientIp: string, times: number) {
  for (let n = 0; n < times; n += 1) {
    expect(await signIn(email, 'a wrong guess', clientIp)).toBeNull();
  }
}

describe('sign-in limits', () => {
  it('after 5 attempts from one address, that address waits for that account; the owner does not', async () => {
    const { db } = database();
    const [target, bystander] = await Promise.all([createUser(db), createUser(db)]);
    const attacker = newAddress();

    await fail(target.email, attacker, 5);
    // Even the right password waits now, from the attacker's address, in any spelling of the email.
    expect(await signIn(target.email, TEST_PASSWORD, attacker)).toBe('refused');
    const refused = await startSignIn(
      db,
      { email: ` ${target.email.toUpperCase()}`, password: 'another guess' },
      attacker,
    );
    expect(refused).toMatchObject({ allowed: false });
    const wait = refused.allowed ? 0 : refused.retryAfterMs;
    expect(wait).toBeGreaterThan(14 * 60_000);
    expect(wait).toBeLessThanOrEqual(15 * 60_000);
    expect(tooManyAttemptsMessage(wait)).toBe('Too many attempts. Try again in 15 minutes.');

    await fail(bystander.email, attacker, 1);
    expect(await signIn(target.email, TEST_PASSWORD, newAddress())).toMatchObject({
      email: target.email,
    });
  });

  it('counts an IPv6 client by its /64, and IPv4-mapped addresses one by one', async () => {
    const { db } = database();
    const target = await createUser(db);

    await fail(target.email, '2001:db8:5:6::1', 5);
    expect(await signIn(target.email, TEST_PASSWORD, '2001:db8:5:6:a:b:c:d')).toBe('refused');
    expect(await signIn(target.email, TEST_PASSWORD, '2001:db8:5:7::1')).toMatchObject({
      email: target.email,
    });

    await fail(target.email, '::ffff:198.51.100.250', 5);
    expect(await signIn(target.email, TEST_PASSWORD, '198.51.100.250')).toBe('refused');
    expect(await signIn(target.email, TEST_PASSWORD, '::ffff:198.51.100.251')).toMatchObject({
      email: target.email,
    });
  });

  it('twelve attempts sent at once check at most 5 passwords', async () => {
    const { db } = database();
    const target = await createUser(db);
    const attacker = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => signIn(target.email, `guess ${n}`, attacker)),
    );
    expect(answers.filter((answer) => answer === null)).toHaveLength(5);
    expect(answers.filter((answer) => answer === 'refused')).toHaveLength(7);
  });

  it('after 20 attempts from one address, that address waits for every account', async () => {
    const { db } = database();
    const attacker = newAddress();
    for (let n = 0; n < 5; n += 1) await fail(`guess${n}@example.test`, attacker, 4);
    const someone = await createUser(db);

    expect(await signIn(someone.email, TEST_PASSWORD, attacker)).toBe('refused');
    expect(await signIn(someone.email, TEST_PASSWORD, newAddress())).toMatchObject({
      email: someone.email,
    });
  });

  it('after 100 attempts from many addresses, the account waits from every address', async () => {
    const { db } = database();
    const target = await createUser(db);
    // Counted without checking passwords: the count is what this test is about.
    for (let n = 0; n < 20; n += 1) {
      const guesser = newAddress();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(
          await recordSignInAttempt(db, { email: target.email, clientIp: guesser }),
        ).toMatchObject({
          allowed: true,
        });
      }
    }
    expect(await signIn(target.email, TEST_PASSWORD, newAddress())).toBe('refused');
  });

  it("a guesser's refused attempts never fill the account's count", async () => {
    const { db } = database();
    const target = await createUser(db);
    const attacker = newAddress();
    for (let n = 0; n < 150; n += 1) {
      await recordSignInAttempt(db, { email: target.email, clientIp: attacker });
    }
    expect(await signIn(target.email, TEST_PASSWORD, newAddress())).toMatchObject({
      email: target.email,
    });
  });

  it('a successful sign-in gives its attempt back', async () => {
    const { db } = database();
    const user = await createUser(db);
    const home = newAddress();
    for (let n = 0; n < 8; n += 1) {
      expect(await signIn(user.email, TEST_PASSWORD, home)).toMatchObject({ email: user.email });
    }
    // All five attempts are still there for a mistyped password.
    await fail(user.email, home, 5);
    expect(await signIn(user.email, TEST_PASSWORD, home)).toBe('refused');
  });

  it('credentials that are not well formed check no password and count towards nothing', async () => {
    const { db } = database();
    const user = await createUser(db);
    const home = newAddress();
    const malformed = [
      undefined,
      {},
      { email: user.email },
      { email: user.email, password: '' },
      { email: [user.email], password: 'a guess' },
      { email: `${'a'.repeat(250)}@example.test`, password: 'a guess' },
      { email: `${user.email}\u0000`, password: 'a guess' },
    ];
    for (let n = 0; n < 3; n += 1) {
      for (const body of malformed) {
        const start = await startSignIn(db, body, home);
        expect(start.allowed && (await start.authorize())).toBeNull();
      }
    }
    expect(await db.rateLimitWindow.count({ where: { key: { contains: home } } })).toBe(0);
    expect(await signIn(user.email, TEST_PASSWORD, home)).toMatchObject({ email: user.email });
  });

  it('checking the current password of a password change is an attempt too', async () => {
    const { db } = database();
    const user = await createUser(db);
    const change = (clientIp: string, currentPassword: string) =>
      callerFor(db, sessionFor(user), { clientIp }).user.changePassword({
        currentPassword,
        newPassword: 'a brand new password',
      });
    const borrowed = newAddress();
    for (let n = 0; n < 5; n += 1) {
      await expect(change(borrowed, `guess ${n}`)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(change(borrowed, TEST_PASSWORD)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Try again in 15 minutes.',
    });
    expect(await signIn(user.email, TEST_PASSWORD, borrowed)).toBe('refused');
    expect(await signIn(user.email, TEST_PASSWORD, newAddress())).toMatchObject({
      email: user.email,
    });
  });

  it('says the wait in words', () => {
    expect(tooManyAttemptsMessage(30_000)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(3 * 60_000 + 1)).toBe(
      'Too many attempts. Try again in 4 minutes.',
    );
  });
});

describe('what the auth route counts as a sign-in attempt', () => {
  it('a POST to callback/credentials, and nothing else', () => {
    expect(authRequestKind('POST', ['callback', 'credentials'])).toBe('sign-in');
    expect(authRequestKind('GET', ['callback', 'credentials'])).toBe('other');
    expect(authRequestKind('POST', ['signin', 'credentials'])).toBe('other');
    expect(authRequestKind('POST', ['callback', 'Credentials'])).toBe('other');
    expect(authRequestKind('GET', ['session'])).toBe('other');
    expect(authRequestKind('POST', undefined)).toBe('other');
  });

  it("a path longer than any of NextAuth's is unknown", () => {
    expect(authRequestKind('POST', ['callback', 'credentials', 'x'])).toBe('unknown');
    expect(authRequestKind('GET', ['session', 'x', 'y'])).toBe('unknown');
  });
});

describe('sign-up limits', () => {
  const input = (n: number, name = 'signup') => ({
    email: `${name}${n}@example.test`,
    password: 'a long enough password',
    fullName: `Person ${n}`,
  });
  const from = (clientIp: string) => callerFor(database().db, null, { clientIp }).auth;

  it('takes 10 sign-ups per address an hour, then answers TOO_MANY_REQUESTS', async () => {
    const { db } = database();
    vi.stubEnv('ALLOW_SIGNUP', 'true');
    const busy = newAddress();

    for (let n = 0; n < 10; n += 1) await from(busy).signUp(input(n));
    await expect(from(busy).signUp(input(10))).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes\.$/),
    });
    expect(await db.user.count({ where: { email: 'signup10@example.test' } })).toBe(0);
    await expect(from(newAddress()).signUp(input(11))).resolves.toMatchObject({
      email: 'signup11@example.test',
    });
    vi.unstubAllEnvs();
  });

  it('a sign-up refused because the email is taken counts: no one asks without limit', async () => {
    vi.stubEnv('ALLOW_SIGNUP', 'true');
    const prober = newAddress();
    for (let n = 0; n < 10; n += 1) {
      await expect(from(prober).signUp(input(0))).rejects.toMatchObject({ code: 'CONFLICT' });
    }
    await expect(from(prober).signUp(input(0))).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    vi.unstubAllEnvs();
  });

  it('sign-ups sent at once from one address create at most 10 accounts', async () => {
    const { db } = database();
    vi.stubEnv('ALLOW_SIGNUP', 'true');
    const busy = newAddress();
    const results = await Promise.allSettled(
      Array.from({ length: 16 }, (_, n) => from(busy).signUp(input(n, 'burst'))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(await db.user.count({ where: { email: { startsWith: 'burst' } } })).toBe(10);
    vi.unstubAllEnvs();
  });
});
