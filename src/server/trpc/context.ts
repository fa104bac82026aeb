import type { NextApiRequest, NextApiResponse } from 'next';
import type { Session } from 'next-auth';

import { getServerAuthSession } from '~/server/auth';
import { getDb, type Db } from '~/server/db';

export interface ContextOptions {
  db: Db;
  session: Session | null;
  /** Present for HTTP requests; lets mutations trigger on-demand revalidation. */
  res?: NextApiResponse;
}

export function createInnerContext(opts: ContextOptions) {
  return { db: opts.db, session: opts.session, res: opts.res };
}

export async function createContext({ req, res }: { req: NextApiRequest; res: NextApiResponse }) {
  const session = await getServerAuthSession({ req, res });
  return createInnerContext({ db: getDb(), session, res });
}

export type Context = ReturnType<typeof createInnerContext>;
