import type { Db } from '~/server/db';

/** How long the database may take to answer before the instance counts as unhealthy. */
const DATABASE_TIMEOUT_MS = 2_000;

export interface Health {
  ok: boolean;
  database: 'up' | 'down';
}

/**
 * Whether this instance can serve: the process answers (it runs this) and the database answers
 * a trivial query in time. Load balancers and orchestrators poll it.
 */
export async function checkHealth(db: Db, timeoutMs = DATABASE_TIMEOUT_MS): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = db.$queryRaw`SELECT 1`.then(
    () => true,
    () => false,
  );
  const databaseUp = await Promise.race([query, timeout]);
  clearTimeout(timer);
  return { ok: databaseUp, database: databaseUp ? 'up' : 'down' };
}
