import { randomBytes } from 'node:crypto';

import { cachedPromise } from '~/lib/cached-promise';
import { addDays, utcDay } from '~/lib/utc-days';
import type { Db } from '~/server/db';
import { processState } from '~/server/process-state';

const SALT_BYTES = 32;

/** Salts this instance has read, by day ("YYYY-MM-DD"): today's and perhaps yesterday's. */
const cache = processState('teamfolioAnalyticsSalts', () => new Map<string, Promise<Buffer>>());

/**
 * The salt of a UTC day ("YYYY-MM-DD"), the same for every instance: the first to need it
 * inserts one (a concurrent insert by another instance loses quietly), then everyone reads the
 * one that won. Cached per instance; a failed read is not cached.
 */
export function daySalt(db: Db, day: string): Promise<Buffer> {
  return cachedPromise(cache, day, () => {
    // Days before yesterday are not written any more.
    for (const cached of cache.keys()) if (cached < addDays(day, -1)) cache.delete(cached);
    return readOrCreateSalt(db, day);
  });
}

async function readOrCreateSalt(db: Db, day: string): Promise<Buffer> {
  const created = await db.$executeRaw`
    INSERT INTO analytics_salts (day, salt) VALUES (${day}::date, ${randomBytes(SALT_BYTES)})
    ON CONFLICT (day) DO NOTHING`;
  // The instance that starts a day retires the salts older than yesterday's.
  if (created > 0) await deleteExpiredSalts(db, new Date(`${day}T00:00:00Z`));
  const row = await db.analyticsSalt.findUniqueOrThrow({ where: { day: new Date(day) } });
  return Buffer.from(row.salt);
}

/**
 * Deletes the salts of the days before yesterday: a salt lives at most 48 hours (its own day and
 * the next, while late events of that day are still flushed). Returns how many were deleted.
 */
export function deleteExpiredSalts(db: Db, now: Date = new Date()): Promise<number> {
  return db.$executeRaw`DELETE FROM analytics_salts WHERE day < ${addDays(utcDay(now), -1)}::date`;
}

/** Forgets the cached salts (tests that move the clock or delete salts). */
export function forgetCachedSalts(): void {
  cache.clear();
}
