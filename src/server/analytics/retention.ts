import { addDays, utcDay } from '~/lib/utc-days';
import type { Db } from '~/server/db';

/** A day's salt is deleted this long after it was made: no visitor key of it can be remade. */
export const SALT_LIFETIME_MS = 48 * 60 * 60 * 1000;

export interface RetentionSettings {
  /** Days raw events are kept after their own (ANALYTICS_RAW_DAYS). */
  rawDays: number;
  /** Days daily figures and drop counts are kept after their own (ANALYTICS_ROLLUP_DAYS). */
  rollupDays: number;
}

/** The first day still kept when `days` days are kept before today. */
export const firstKeptDay = (now: Date, days: number) => addDays(utcDay(now), -days);

/**
 * Deletes what analytics no longer keeps: raw events older than `rawDays` days, daily figures
 * and drop counts older than `rollupDays`, salts older than 48 hours. Returns what it deleted.
 */
export async function deleteExpiredAnalytics(
  db: Db,
  { rawDays, rollupDays }: RetentionSettings,
  now: Date = new Date(),
) {
  const rawFrom = firstKeptDay(now, rawDays);
  const rollupFrom = firstKeptDay(now, rollupDays);
  const events = await db.$executeRaw`DELETE FROM analytics_events WHERE day < ${rawFrom}::date`;
  const [totals, records, sources, drops, salts] = await db.$transaction([
    db.$executeRaw`DELETE FROM analytics_daily_totals WHERE day < ${rollupFrom}::date`,
    db.$executeRaw`DELETE FROM analytics_daily_records WHERE day < ${rollupFrom}::date`,
    db.$executeRaw`DELETE FROM analytics_daily_sources WHERE day < ${rollupFrom}::date`,
    db.$executeRaw`DELETE FROM analytics_daily_drops WHERE day < ${rollupFrom}::date`,
    db.analyticsSalt.deleteMany({
      where: { createdAt: { lt: new Date(now.getTime() - SALT_LIFETIME_MS) } },
    }),
  ]);
  return { events, totals, records, sources, drops, salts: salts.count };
}
