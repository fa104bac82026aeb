/**
 * The app's own Prisma client for scripts that write through it, e.g. the demo content. The
 * app's modules are imported late: they read process.env (DATABASE_URL, NEXTAUTH_SECRET) when
 * they load.
 */
import type { Db } from '../../src/server/db';

/** Runs `work` with the app's Prisma client on `databaseUrl` (set as DATABASE_URL first). */
export async function withAppDb<T>(databaseUrl: string, work: (db: Db) => Promise<T>): Promise<T> {
  process.env.DATABASE_URL = databaseUrl;
  const { createDb } = await import('../../src/server/db');
  const db = createDb(databaseUrl);
  try {
    return await work(db);
  } finally {
    await db.$disconnect();
  }
}

/** The demo content of prisma/seed.ts (idempotent); `db` comes from withAppDb. */
export async function seedDemoContent(db: Db): Promise<void> {
  const { seedDemo } = await import('../../prisma/seed');
  await seedDemo(db);
}
