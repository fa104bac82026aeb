import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';

import { authOptions } from '~/server/auth/session';
import { authRequestKind } from '~/server/auth/sign-in';
import { answerSignIn } from '~/server/auth/sign-in-http';
import { getDb } from '~/server/db';

/** NextAuth, with the sign-in limits in front of its one password check (src/server/auth/sign-in-http.ts). */
export default async function auth(req: NextApiRequest, res: NextApiResponse) {
  const kind = authRequestKind(req.method, req.query.nextauth);
  if (kind === 'unknown') return res.status(404).json({ message: 'Not found.' });
  if (kind === 'other') {
    await NextAuth(req, res, authOptions);
    return;
  }
  return answerSignIn(req, res, getDb());
}
