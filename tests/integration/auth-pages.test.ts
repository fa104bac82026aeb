/**
 * The sign-in (/auth) and sign-up (/auth/sign-up) pages decide on the server whether sign-up is
 * offered (ALLOW_SIGNUP, read on every request), where a visitor returns to after signing in,
 * and that a signed-in visitor goes straight there. Their getServerSideProps run here as Next
 * runs them, with a real session cookie for the signed-in case.
 */
import type { GetServerSidePropsContext } from 'next';
import { encode } from 'next-auth/jwt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { env } from '~/env';
import { getServerSideProps as signInPageProps } from '~/pages/auth/index';
import { getServerSideProps as signUpPageProps } from '~/pages/auth/sign-up';
import { startSession } from '~/server/auth/user-sessions';

import { useTestDatabase } from '../helpers/db';
import { createUser } from '../helpers/factories';

const database = useTestDatabase();

beforeEach(() => {
  // The site's URL, as a deployment sets it (NextAuth warns without it).
  vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A request for the page with this query string, carrying these cookies. */
function requestWith(search: string, cookies: Record<string, string> = {}) {
  const query = Object.fromEntries(new URLSearchParams(search));
  const cookieHeader = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return {
    query,
    req: { headers: { host: 'localhost:3000', cookie: cookieHeader }, cookies },
    res: { getHeader: () => undefined, setHeader: () => undefined },
  } as unknown as GetServerSidePropsContext;
}

/** NextAuth's session cookie for a user, as signing in would set it. */
async function sessionCookieFor(user: { id: string; email: string; fullName: string }) {
  const token = await encode({
    secret: env.NEXTAUTH_SECRET!,
    token: {
      sub: user.id,
      id: user.id,
      name: user.fullName,
      email: user.email,
      isSystemAdmin: false,
      mustChangePassword: false,
      sessionId: await startSession(database().db, user.id),
    },
  });
  return { 'next-auth.session-token': token };
}

describe('when sign-up is not allowed', () => {
  it.each([undefined, 'false'])(
    'with ALLOW_SIGNUP=%s the sign-in page offers no sign-up link',
    async (value) => {
      vi.stubEnv('ALLOW_SIGNUP', value);
      await expect(signInPageProps(requestWith('callbackUrl=/projects'))).resolves.toEqual({
        props: { returnTo: '/projects', signUpAllowed: false },
      });
    },
  );

  it.each([undefined, 'false'])(
    'with ALLOW_SIGNUP=%s the sign-up page is not found',
    async (value) => {
      vi.stubEnv('ALLOW_SIGNUP', value);
      await expect(signUpPageProps(requestWith(''))).resolves.toEqual({ notFound: true });
    },
  );

  it('the sign-up page is not found for a signed-in visitor either', async () => {
    const user = await createUser(database().db);
    await expect(
      signUpPageProps(requestWith('callbackUrl=/blog', await sessionCookieFor(user))),
    ).resolves.toEqual({ notFound: true });
  });
});

describe('when sign-up is allowed', () => {
  it('both pages know it and keep the return path', async () => {
    vi.stubEnv('ALLOW_SIGNUP', 'true');
    const expected = { props: { returnTo: '/admin/series?teamId=7', signUpAllowed: true } };
    const search = `callbackUrl=${encodeURIComponent('/admin/series?teamId=7')}`;

    await expect(signInPageProps(requestWith(search))).resolves.toEqual(expected);
    await expect(signUpPageProps(requestWith(search))).resolves.toEqual(expected);
  });

  it('the sign-up page sends a signed-in visitor on to the return path', async () => {
    vi.stubEnv('ALLOW_SIGNUP', 'true');
    const user = await createUser(database().db);
    await expect(
      signUpPageProps(requestWith('callbackUrl=/blog', await sessionCookieFor(user))),
    ).resolves.toEqual({ redirect: { destination: '/blog', permanent: false } });
  });
});

describe('the return path', () => {
  it.each([
    ['', '/'],
    ['callbackUrl=/projects', '/projects'],
    ['callbackUrl=%2F%2Fevil.com', '/'],
    ['callbackUrl=%2F%5Cevil.com', '/'],
    ['callbackUrl=https%3A%2F%2Fevil.com', '/'],
    ['callbackUrl=javascript%3Aalert(1)', '/'],
  ])('of ?%s is %s', async (search, returnTo) => {
    await expect(signInPageProps(requestWith(search))).resolves.toMatchObject({
      props: { returnTo },
    });
  });

  it('is where a signed-in visitor opening the sign-in page goes at once', async () => {
    const user = await createUser(database().db);
    const cookies = await sessionCookieFor(user);

    await expect(signInPageProps(requestWith('callbackUrl=/blog', cookies))).resolves.toEqual({
      redirect: { destination: '/blog', permanent: false },
    });
    await expect(
      signInPageProps(requestWith('callbackUrl=%2F%2Fevil.com', cookies)),
    ).resolves.toEqual({ redirect: { destination: '/', permanent: false } });
  });
});
