import type { NextApiRequest, NextApiResponse } from 'next';
import type { Session } from 'next-auth';

import { getServerAuthSession, hasSessionCookie } from '~/server/auth/session';
import { rebuildPage } from '~/server/cache/page-rebuilds';
import { databaseUnavailableError } from '~/server/database-unavailable';
import { getDb, type Db } from '~/server/db';
import { requestClientAddress } from '~/server/http/client-address';
import { skipRevalidation, type Revalidate } from '~/server/service-context';

export interface ContextOptions {
  db: Db;
  session: Session | null;
  revalidate?: Revalidate;
  /** The caller's network address, for rate limits; null when unknown (server-side calls). */
  clientIp?: string | null;
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
  if (session?.unchecked) throw databaseUnavailableError();
  return createInnerContext({
    db: getDb(),
    session,
    revalidate: (path) => rebuildPage(path, (page) => res.revalidate(page)),
    clientIp: requestClientAddress(req),
  });
}

export type Context = ReturnType<typeof createInnerContext>;
