/**
 * A sign-in over HTTP (POST /api/auth/callback/credentials) while the database cannot hand out a
 * connection: it answers 503 with 'try again' and `Retry-After`, in the shape the sign-in form
 * reads, never a 500; once a connection is free again the same sign-in goes through.
 */
import { PrismaPg } from '@prisma/adapter-pg';
import NextAuth from 'next-auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { authOptions } from '~/server/auth/session';
import { authRequestKind } from '~/server/auth/sign-in';
import { answerSignIn } from '~/server/auth/sign-in-http';
import { DATABASE_UNAVAILABLE_MESSAGE } from '~/server/database-unavailable';
import type { Db } from '~/server/db';
import { PrismaClient } from '~/server/generated/prisma/client';

import { startApiRouteServer, type ApiRouteServer } from '../helpers/api-route-server';
import { useTestDatabase } from '../helpers/db';
import { createUser, TEST_PASSWORD, type TestUser } from '../helpers/factories';

const database = useTestDatabase();

/** A client with one connection, given up on after 300 ms: a busy database, made on purpose. */
let oneConnection: Db;
let server: ApiRouteServer;
let user: TestUser;

beforeAll(async () => {
  oneConnection = new PrismaClient({
    adapter: new PrismaPg({
      connectionString: database().url,
      max: 1,
      connectionTimeoutMillis: 300,
      // The connection stays open once made: on a busy machine, making it can itself take
      // longer than the 300 ms, which would fail the test's own transaction.
      idleTimeoutMillis: 0,
    }),
  });
  await vi.waitFor(() => oneConnection.$queryRaw`SELECT 1`, { timeout: 10_000, interval: 100 });
  user = await createUser(database().db);
  // The auth route with its body, cookies and `res.send` as Next provides them.
  server = await startApiRouteServer(
    async (req, res) => {
      res.send = (body: unknown) =>
        typeof body === 'object' ? res.json(body) : void res.end(body as string);
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      req.body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      req.cookies = Object.fromEntries(
        new URLSearchParams((req.headers.cookie ?? '').replaceAll('; ', '&')),
      );
      const kind = authRequestKind(req.method, req.query.nextauth);
      if (kind === 'sign-in') return answerSignIn(req, res, oneConnection);
      return NextAuth(req, res, authOptions);
    },
    (url) => ({ nextauth: new URL(url, 'http://localhost').pathname.split('/').slice(3) }),
  );
  // NextAuth reads its own address at each request.
  process.env.NEXTAUTH_URL = server.origin;
});
afterAll(async () => {
  await server.close();
  await oneConnection.$disconnect();
});

/** Signs in as NextAuth's client does: a CSRF token first, then the credentials as JSON. */
async function signIn(password: string) {
  const csrf = await fetch(`${server.origin}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const started = Date.now();
  const response = await fetch(`${server.origin}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ email: user.email, password, csrfToken, json: 'true' }),
  });
  const { url } = (await response.json()) as { url: string };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    error: new URL(url, server.origin).searchParams.get('error'),
    signedIn: response.headers.getSetCookie().some((c) => c.startsWith('next-auth.session-token=')),
    ms: Date.now() - started,
  };
}

describe('a sign-in while the database hands out no connection', () => {
  it('answers 503 with try again and Retry-After, then signs in once it is free', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = oneConnection.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1`;
        await held;
      },
      { timeout: 30_000 },
    );
    try {
      const refused = await signIn(TEST_PASSWORD);
      expect(refused).toMatchObject({
        status: 503,
        retryAfter: '5',
        error: DATABASE_UNAVAILABLE_MESSAGE,
        signedIn: false,
      });
      expect(refused.ms).toBeLessThan(5_000);
    } finally {
      release();
      await holding;
    }

    expect(await signIn(TEST_PASSWORD)).toMatchObject({
      status: 200,
      error: null,
      signedIn: true,
    });
  });
});
