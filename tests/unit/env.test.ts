import { describe, expect, it } from 'vitest';

import { EnvError, parseEnv } from '~/env';

const SECRET = 'x'.repeat(32);

function errorOf(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('parseEnv accepted the environment');
}

describe('parseEnv', () => {
  it('accepts an empty development environment with defaults', () => {
    const env = parseEnv({});
    expect(env.NODE_ENV).toBe('development');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ALLOW_SIGNUP).toBe(false);
    expect(env.UPLOAD_DIR).toBe('.data/uploads');
  });

  it('accepts a complete production environment', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://user:pw@db.example:5432/teamfolio',
      NEXTAUTH_SECRET: SECRET,
      NEXTAUTH_URL: 'https://team.example',
      ALLOW_SIGNUP: 'true',
    });
    expect(env.NODE_ENV).toBe('production');
    expect(env.ALLOW_SIGNUP).toBe(true);
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['', false],
  ])('reads ALLOW_SIGNUP=%j as %s', (value, expected) => {
    expect(parseEnv({ ALLOW_SIGNUP: value }).ALLOW_SIGNUP).toBe(expected);
  });

  it('reads TEAM_STORAGE_QUOTA_MB as whole megabytes, 1024 unless set', () => {
    expect(parseEnv({}).TEAM_STORAGE_QUOTA_MB).toBe(1024);
    expect(parseEnv({ TEAM_STORAGE_QUOTA_MB: '250' }).TEAM_STORAGE_QUOTA_MB).toBe(250);
    expect(errorOf({ TEAM_STORAGE_QUOTA_MB: '0' })).toBe(
      'Invalid environment variable TEAM_STORAGE_QUOTA_MB: must be at least 1',
    );
    expect(errorOf({ TEAM_STORAGE_QUOTA_MB: '1.5' })).toBe(
      'Invalid environment variable TEAM_STORAGE_QUOTA_MB: must be a whole number of megabytes',
    );
  });

  it('reads PRESENCE_WINDOW_SECONDS as whole seconds, 60 unless set, never under 3', () => {
    expect(parseEnv({}).PRESENCE_WINDOW_SECONDS).toBe(60);
    expect(parseEnv({ PRESENCE_WINDOW_SECONDS: '6' }).PRESENCE_WINDOW_SECONDS).toBe(6);
    expect(errorOf({ PRESENCE_WINDOW_SECONDS: '2' })).toBe(
      'Invalid environment variable PRESENCE_WINDOW_SECONDS: must be at least 3',
    );
    expect(errorOf({ PRESENCE_WINDOW_SECONDS: 'soon' })).toMatch(
      /^Invalid environment variable PRESENCE_WINDOW_SECONDS/,
    );
  });

  it('names DATABASE_URL when it is not a PostgreSQL URL', () => {
    expect(errorOf({ DATABASE_URL: 'mysql://localhost/db' })).toBe(
      'Invalid environment variable DATABASE_URL: must be a postgresql:// connection URL',
    );
  });

  it('accepts both postgres:// and postgresql:// URLs', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://localhost/db' }).DATABASE_URL).toBe(
      'postgres://localhost/db',
    );
    expect(parseEnv({ DATABASE_URL: 'postgresql://localhost/db' }).DATABASE_URL).toBe(
      'postgresql://localhost/db',
    );
  });

  it('names NEXTAUTH_SECRET when it is too short', () => {
    expect(errorOf({ NODE_ENV: 'production', NEXTAUTH_SECRET: 'short' })).toBe(
      'Invalid environment variable NEXTAUTH_SECRET: must be at least 32 characters',
    );
  });

  it('names NEXTAUTH_URL when production lacks it', () => {
    expect(errorOf({ NODE_ENV: 'production', NEXTAUTH_SECRET: SECRET })).toMatch(
      /^Invalid environment variable NEXTAUTH_URL: is required in production/,
    );
  });

  it('reads TRUSTED_PROXY_HOPS as a small whole number, 0 by default', () => {
    expect(parseEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(errorOf({ TRUSTED_PROXY_HOPS: '-1' })).toMatch(/TRUSTED_PROXY_HOPS: must be 0 or more/);
    expect(errorOf({ TRUSTED_PROXY_HOPS: '1.5' })).toMatch(/TRUSTED_PROXY_HOPS: must be a whole/);
  });

  it('names NEXTAUTH_SECRET when production lacks it', () => {
    expect(errorOf({ NODE_ENV: 'production' })).toMatch(
      /^Invalid environment variable NEXTAUTH_SECRET: is required in production/,
    );
  });

  it('does not require NEXTAUTH_SECRET outside production', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).NEXTAUTH_SECRET).toBeUndefined();
  });

  it('names ALLOW_SIGNUP when it is not a boolean', () => {
    expect(errorOf({ ALLOW_SIGNUP: 'yes' })).toBe(
      'Invalid environment variable ALLOW_SIGNUP: must be "true" or "false"',
    );
  });

  it('names NEXTAUTH_URL when it is not an absolute URL', () => {
    expect(errorOf({ NEXTAUTH_URL: 'not a url' })).toMatch(
      /^Invalid environment variable NEXTAUTH_URL: /,
    );
  });

  it('names NODE_ENV when it is unknown', () => {
    expect(errorOf({ NODE_ENV: 'staging' })).toMatch(/^Invalid environment variable NODE_ENV: /);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', NEXTAUTH_SECRET: '' }).DATABASE_URL).toBeUndefined();
  });
});
