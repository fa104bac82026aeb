import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';

import { env } from '~/env';
import { authOptionsFor } from '~/server/auth';
import { requestClientAddress } from '~/server/client-address';
import { getDb } from '~/server/db';
import { signInWaitMs, tooManyAttemptsMessage } from '~/server/sign-in-limits';

function isCredentialsSignIn(req: NextApiRequest): boolean {
  const route = req.query.nextauth;
  return (
    req.method === 'POST' && Array.isArray(route) && route.join('/') === 'callback/credentials'
  );
}

/**
 * NextAuth, with the sign-in limits in front: an attempt beyond them answers 429 with the wait in
 * words, in the shape NextAuth's client reads an error from (`url` with an `error` parameter).
 */
export default async function auth(req: NextApiRequest, res: NextApiResponse) {
  const clientIp = requestClientAddress(req);
  if (isCredentialsSignIn(req)) {
    const email = typeof req.body?.email === 'string' ? req.body.email : '';
    const waitMs = await signInWaitMs(getDb(), { email, clientIp });
    if (waitMs > 0) {
      const errorUrl = new URL('/auth', env.NEXTAUTH_URL ?? `http://${req.headers.host}`);
      errorUrl.searchParams.set('error', tooManyAttemptsMessage(waitMs));
      res.setHeader('Retry-After', String(Math.ceil(waitMs / 1000)));
      return res.status(429).json({ url: errorUrl.href });
    }
  }
  return NextAuth(req, res, authOptionsFor(clientIp));
}
