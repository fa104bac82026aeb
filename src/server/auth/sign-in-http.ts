import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';

import { env } from '~/env';
import { signInAttemptOptions } from '~/server/auth/session';
import { startSignIn } from '~/server/auth/sign-in';
import { tooManyAttemptsMessage } from '~/server/auth/sign-in-limits';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_RETRY_AFTER_S,
  isDatabaseUnavailable,
} from '~/server/database-unavailable';
import type { Db } from '~/server/db';
import { requestClientAddress } from '~/server/http/client-address';
import { isCrossSite } from '~/server/http/same-origin';

/**
 * A sign-in refused before NextAuth answers, in the shape NextAuth's client reads an error from
 * (`url` with an `error` parameter, which the sign-in form shows as it is), with `Retry-After`.
 */
function refuseSignIn(
  req: NextApiRequest,
  res: NextApiResponse,
  { status, message, retryAfterS }: { status: number; message: string; retryAfterS: number },
) {
  const errorUrl = new URL('/auth', env.NEXTAUTH_URL ?? `http://${req.headers.host}`);
  errorUrl.searchParams.set('error', message);
  res.setHeader('Retry-After', String(retryAfterS));
  return res.status(status).json({ url: errorUrl.href });
}

/**
 * A sign-in attempt (POST /api/auth/callback/credentials), with the sign-in limits in front: it
 * is counted and its password checked before NextAuth gets a provider that hands over the
 * account. One beyond the limits answers 429 with the wait in words; one made while the
 * database cannot be reached (down, or no connection free in time) answers 503 with 'try again',
 * like every other call, wherever on its way the database failed.
 */
export async function answerSignIn(
  req: NextApiRequest,
  res: NextApiResponse,
  db: Db,
): Promise<void> {
  // Else another site's page could spend an account's attempts from its visitors' browsers.
  if (isCrossSite(req.headers)) {
    return res.status(403).json({ message: 'Sign in from this site.' });
  }
  try {
    const signIn = await startSignIn(db, req.body, requestClientAddress(req));
    if (!signIn.allowed) {
      return refuseSignIn(req, res, {
        status: 429,
        message: tooManyAttemptsMessage(signIn.retryAfterMs),
        retryAfterS: Math.ceil(signIn.retryAfterMs / 1000),
      });
    }
    // Checked here rather than inside NextAuth, which would turn a failure into a 401.
    const account = await signIn.authorize();
    // NextAuth writes the new session's row (its jwt callback) before it answers.
    await NextAuth(req, res, signInAttemptOptions(account));
  } catch (error) {
    if (!isDatabaseUnavailable(error) || res.headersSent) throw error;
    return refuseSignIn(req, res, {
      status: 503,
      message: DATABASE_UNAVAILABLE_MESSAGE,
      retryAfterS: DATABASE_UNAVAILABLE_RETRY_AFTER_S,
    });
  }
}
