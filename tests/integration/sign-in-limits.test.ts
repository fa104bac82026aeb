/**
 * Password guessing is limited: 5 failed sign-ins per account and 20 per client address in 15
 * minutes, after which the sign-in route waits; sign-up creates at most 10 accounts per address
 * an hour. The counts live in PostgreSQL, shared by every instance.
 */
import { describe, expect, it, vi } from 'vitest';

import { authorizeCredentials } from '~/server/auth';
import { signInWaitMs, tooManyAttemptsMessage } from '~/server/sign-in-limits';

import { callerFor } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createUser, TEST_PASSWORD } from '../helpers/factories';

const database = useTestDatabase();

let address = 0;
const newAddress = () => `198.51.100.${++address}`;

async function fail(email: string, clientIp: string, times: number) {
  for (let n = 0; n < times; n += 1) {
    expect(await authorizeCredentials({ email, password: 'a wrong guess' }, clientIp)).toBeNull();
  }
}

describe('sign-in limits', () => {
  it('after 5 failures an account waits, from any address; other accounts do not', async () => {
    const { db } = database();
    const [target, bystander] = await Promise.all([createUser(db), createUser(db)]);
    const attacker = newAddress();

    await fail(target.email, attacker, 4);
    expect(await signInWaitMs(db, { email: target.email, clientIp: attacker })).toBe(0);
    await fail(target.email, attacker, 1);

    const wait = await signInWaitMs(db, { email: target.email, clientIp: newAddress() });
    expect(wait).toBeGreaterThan(14 * 60_000);
    expect(wait).toBeLessThanOrEqual(15 * 60_000);
    expect(tooManyAttemptsMessage(wait)).toBe('Too many attempts. Try again in 15 minutes.');
    // Case and spaces make no other account of the same email.
    expect(
      await signInWaitMs(db, { email: ` ${target.email.toUpperCase()}`, clientIp: newAddress() }),
    ).toBeGreaterThan(0);
    expect(await signInWaitMs(db, { email: bystander.email, clientIp: newAddress() })).toBe(0);
  });

  it('after 20 failures from one address, that address waits for every account', async () => {
    const { db } = database();
    const attacker = newAddress();
    for (let n = 0; n < 5; n += 1) await fail(`guess${n}@example.test`, attacker, 4);
    const someone = await createUser(db);

    expect(await signInWaitMs(db, { email: someone.email, clientIp: attacker })).toBeGreaterThan(0);
    expect(await signInWaitMs(db, { email: someone.email, clientIp: newAddress() })).toBe(0);
  });

  it('a successful sign-in does not count', async () => {
    const { db } = database();
    const user = await createUser(db);
    const home = newAddress();
    for (let n = 0; n < 6; n += 1) {
      expect(
        await authorizeCredentials({ email: user.email, password: TEST_PASSWORD }, home),
      ).not.toBeNull();
    }
    expect(await signInWaitMs(db, { email: user.email, clientIp: home })).toBe(0);
  });

  it('says the wait in words', () => {
    expect(tooManyAttemptsMessage(30_000)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(3 * 60_000 + 1)).toBe(
      'Too many attempts. Try again in 4 minutes.',
    );
  });
});

describe('sign-up limits', () => {
  it('creates 10 accounts per address an hour, then answers TOO_MANY_REQUESTS', async () => {
    const { db } = database();
    vi.stubEnv('ALLOW_SIGNUP', 'true');
    const from = (clientIp: string) => callerFor(db, null, { clientIp }).auth;
    const busy = newAddress();
    const input = (n: number) => ({
      email: `signup${n}@example.test`,
      password: 'a long enough password',
      fullName: `Person ${n}`,
    });

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
});
