import type { Tx } from '~/server/db';

/** What deleting a range of days removed: raw events, and days that had daily figures. */
export interface DeletedAnalytics {
  events: number;
  days: number;
}

/**
 * Deletes every analytics row of the UTC days from..to (both included): raw events, the daily
 * figures (totals, records, sources) and the collector's drop counts. `days` counts the days
 * that had daily figures or drop counts.
 */
export async function deleteAnalyticsDays(
  tx: Tx,
  { from, to }: { from: string; to: string },
): Promise<DeletedAnalytics> {
  const events = await tx.$executeRaw`
    DELETE FROM analytics_events WHERE day BETWEEN ${from}::date AND ${to}::date`;
  const [{ days }] = await tx.$queryRaw<[{ days: bigint }]>`
    WITH totals AS (
      DELETE FROM analytics_daily_totals WHERE day BETWEEN ${from}::date AND ${to}::date
      RETURNING day
    ),
    records AS (
      DELETE FROM analytics_daily_records WHERE day BETWEEN ${from}::date AND ${to}::date
      RETURNING day
    ),
    sources AS (
      DELETE FROM analytics_daily_sources WHERE day BETWEEN ${from}::date AND ${to}::date
      RETURNING day
    ),
    drops AS (
      DELETE FROM analytics_daily_drops WHERE day BETWEEN ${from}::date AND ${to}::date
      RETURNING day
    )
    SELECT count(*) AS days FROM (
      SELECT day FROM totals UNION SELECT day FROM records
      UNION SELECT day FROM sources UNION SELECT day FROM drops
    ) AS deleted`;
  return { events, days: Number(days) };
}
