import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { verifyPassword } from '~/server/auth/password';
import { authorizeCredentials } from '~/server/auth/session';

import { callerFor } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createUser } from '../helpers/factories';

const database = useTestDatabase();
const signUp = (input: { email: string; password: string; fullName: string }) =>
  callerFor(database().db, null).auth.signUp(input);

const valid = { email: 'Ada@Example.com', password: 'analytical-engine', fullName: 'Ada Lovelace' };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('auth.signUp when sign-up is disabled', () => {
  it.each([undefined, 'false', '0'])('refuses with ALLOW_SIGNUP=%s', async (value) => {
    vi.stubEnv('ALLOW_SIGNUP', value);
    await expect(signUp(valid)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Sign-up is disabled on this site.',
    });
    expect(await database().db.user.count({ where: { email: 'ada@example.com' } })).toBe(0);
  });
});

describe('auth.signUp when sign-up is allowed', () => {
  beforeEach(() => {
    vi.stubEnv('ALLOW_SIGNUP', 'true');
  });

  it('creates the account with a normalised email and returns no secrets', async () => {
    const user = await signUp({
      ...valid,
      email: '  Ada@Example.com ',
      fullName: '  Ada Lovelace ',
    });
    expect(user).toEqual({
      id: expect.any(String),
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      isSystemAdmin: false,
    });
    const roles = await database().db.userRole.count({ where: { userId: user.id } });
    expect(roles).toBe(0);
  });

  it('stores an argon2id hash, never the password itself', async () => {
    const { id } = await signUp({ ...valid, email: 'hash@example.com' });
    const { passwordHash } = await database().db.user.findUniqueOrThrow({ where: { id } });
    expect(passwordHash).not.toContain(valid.password);
    expect(passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(passwordHash, valid.password)).toBe(true);
    expect(await verifyPassword(passwordHash, 'wrong-password')).toBe(false);
  });

  it('lets the new account sign in with its credentials', async () => {
    await signUp({ ...valid, email: 'signin@example.com' });
    const signedIn = await authorizeCredentials({
      email: 'SIGNIN@example.com',
      password: valid.password,
    });
    expect(signedIn).toMatchObject({ email: 'signin@example.com', name: 'Ada Lovelace' });
    expect(
      await authorizeCredentials({ email: 'signin@example.com', password: 'not-the-password' }),
    ).toBeNull();
  });

  it('refuses an email that is taken, whatever its case', async () => {
    await createUser(database().db, { email: 'taken@example.com' });
    await expect(signUp({ ...valid, email: 'TAKEN@example.com' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists.',
    });
  });

  it('refuses a password shorter than 8 characters', async () => {
    const attempt = signUp({ ...valid, email: 'short@example.com', password: 'seven77' });
    await expect(attempt).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(attempt).rejects.toThrow('Password should be at least 8 characters.');
    expect(await database().db.user.count({ where: { email: 'short@example.com' } })).toBe(0);
  });

  it('accepts a password of exactly 8 characters', async () => {
    const user = await signUp({ ...valid, email: 'eight@example.com', password: '12345678' });
    expect(user.email).toBe('eight@example.com');
  });

  it('refuses an invalid email and an empty full name', async () => {
    await expect(signUp({ ...valid, email: 'not-an-email' })).rejects.toThrow(
      'Enter a valid email address.',
    );
    await expect(
      signUp({ ...valid, email: 'noname@example.com', fullName: '   ' }),
    ).rejects.toThrow('Enter your full name.');
  });
});
