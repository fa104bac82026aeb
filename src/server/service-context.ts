import type { Db } from '~/server/db';

/** Rebuilds one ISR page on its next request (Next's on-demand revalidation). */
export type Revalidate = (path: string) => Promise<void>;

/**
 * What every service function receives first: the database, and how to rebuild the public pages
 * a write changed. The tRPC context is one; a script builds one with `serviceContext(db)`.
 */
export interface ServiceContext {
  db: Db;
  revalidate: Revalidate;
}

/** Outside a running Next server (scripts, tests) there are no pages to rebuild. */
export const skipRevalidation: Revalidate = async () => {};

export function serviceContext(db: Db, revalidate: Revalidate = skipRevalidation): ServiceContext {
  return { db, revalidate };
}
