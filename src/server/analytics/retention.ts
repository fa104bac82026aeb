import { addDays, utcDay } from '~/lib/utc-days';
import type { Db } from '~/server/db';

import { deleteExpiredSalts } from './salts';

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
 * and drop counts older than `rollupDays`, the salts of the days before yesterday (48 hours at most). Returns what it deleted.
 */
export async function deleteExpiredAnalytics(
  db: Db,
  { rawDays, rollupDays }: RetentionSettings,
  now: Date = new Date(),
) {
  const rawFrom = firstKeptDay(now, rawDays);
  const rollupFrom = firstKeptDay(now, rollupDays);
  const events = await db.$executeRaw`DELETE FROM analytics_events WHERE day < ${rawFrom}::date`;
  const [totals, records, sources, drops] = await db.$transaction([
    db.$executeRaw`DELETE FROM analytics_daily_totals WHERE day < ${rollupFrom}::date`,
    db.$executeRaw`DELETE FROM analytics_daily_records WHERE day < ${rollupFrom}::date`,
    db.$executeRaw`DELETE FROM analytics_daily_sources WHERE day < ${rollupFrom}::date`,
    db.$executeRaw`DELETE FROM analytics_daily_drops WHERE day < ${rollupFrom}::date`,
  ]);
  // Also done by the instance that starts a day's salt; here for a site that sees no visitor.
  const salts = await deleteExpiredSalts(db, now);
  return { events, totals, records, sources, drops, salts };
}
