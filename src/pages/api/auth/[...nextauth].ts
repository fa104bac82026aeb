import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';

import { env } from '~/env';
import { authOptions, signInAttemptOptions } from '~/server/auth';
import { requestClientAddress } from '~/server/client-address';
import { getDb } from '~/server/db';
import { isCrossSite } from '~/server/same-origin';
import { authRequestKind, startSignIn } from '~/server/sign-in';
import { tooManyAttemptsMessage } from '~/server/sign-in-limits';

/**
 * NextAuth, with the sign-in limits in front: a sign-in attempt from this site is counted before
 * NextAuth gets a provider that checks its password, and one beyond the limits answers 429 with
 * the wait in words, in the shape NextAuth's client reads an error from (`url` with an `error`
 * parameter).
 */
export default async function auth(req: NextApiRequest, res: NextApiResponse) {
  const kind = authRequestKind(req.method, req.query.nextauth);
  if (kind === 'unknown') return res.status(404).json({ message: 'Not found.' });
  if (kind === 'other') return NextAuth(req, res, authOptions);
  // Else another site's page could spend an account's attempts from its visitors' browsers.
  if (isCrossSite(req.headers)) {
    return res.status(403).json({ message: 'Sign in from this site.' });
  }

  const signIn = await startSignIn(getDb(), req.body, requestClientAddress(req));
  if (!signIn.allowed) {
    const errorUrl = new URL('/auth', env.NEXTAUTH_URL ?? `http://${req.headers.host}`);
    errorUrl.searchParams.set('error', tooManyAttemptsMessage(signIn.retryAfterMs));
    res.setHeader('Retry-After', String(Math.ceil(signIn.retryAfterMs / 1000)));
    return res.status(429).json({ url: errorUrl.href });
  }
  return NextAuth(req, res, signInAttemptOptions(signIn.authorize));
}
