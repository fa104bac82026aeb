import { PrismaPg } from '@prisma/adapter-pg';

import { env } from '~/env';
import { PrismaClient, type Prisma } from '~/server/generated/prisma/client';
import { processState } from '~/server/process-state';

export type Db = PrismaClient;
/** The client inside `db.$transaction(async (tx) => …)`: what every multi-row write runs on. */
export type Tx = Prisma.TransactionClient;

/**
 * How long a query waits for a connection before the call fails with a 503: while the database
 * is down, callers hear so at once instead of queueing behind a pool that cannot connect.
 */
const CONNECTION_TIMEOUT_MS = 3_000;

export function createDb(connectionString: string): Db {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS }),
    // A transaction waits for a connection as long as a query does, and fails the same way:
    // Prisma's own 2 s limit answered a burst of writes on a busy machine with 500s.
    transactionOptions: { maxWait: CONNECTION_TIMEOUT_MS + 1_000 },
  });
}

function requireDatabaseUrl(): string {
  if (!env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is not set: start the site with `npm run dev` / `npm start`, which provide the embedded PostgreSQL, or set DATABASE_URL.',
    );
  }
  return env.DATABASE_URL;
}

// One client per process, which also keeps Next's hot reload from opening new pools.
export function getDb(): Db {
  return processState('teamfolioDb', () => createDb(requireDatabaseUrl()));
}
