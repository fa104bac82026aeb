import type { NextApiRequest, NextApiResponse } from 'next';
import type { Session } from 'next-auth';

import { getServerAuthSession, hasSessionCookie } from '~/server/auth';
import { env } from '~/env';
import { getDb, type Db } from '~/server/db';
import { skipRevalidation, type Revalidate } from '~/server/service-context';

export interface ContextOptions {
  db: Db;
  session: Session | null;
  revalidate?: Revalidate;
  /** The caller's network address, for rate limits; null when unknown (server-side calls). */
  clientIp?: string | null;
}

/** Behind a trusted proxy (TRUST_PROXY=true) the first X-Forwarded-For hop is the client. */
function clientIpOf(req: NextApiRequest): string | null {
  const forwarded = req.headers['x-forwarded-for'];
  if (env.TRUST_PROXY && typeof forwarded === 'string') {
    const first = forwarded.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? null;
}

export function createInnerContext(opts: ContextOptions) {
  return {
    db: opts.db,
    session: opts.session,
    revalidate: opts.revalidate ?? skipRevalidation,
    clientIp: opts.clientIp ?? null,
  };
}

export async function createContext({ req, res }: { req: NextApiRequest; res: NextApiResponse }) {
  // Most calls are visitors' public reads: they skip NextAuth, and the cookies it would set.
  const session = hasSessionCookie(req) ? await getServerAuthSession({ req, res }) : null;
  return createInnerContext({
    db: getDb(),
    session,
    revalidate: (path) => res.revalidate(path),
    clientIp: clientIpOf(req),
  });
}

export type Context = ReturnType<typeof createInnerContext>;
