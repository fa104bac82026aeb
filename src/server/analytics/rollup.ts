import { addDays, utcDay } from '~/lib/utc-days';
import type { Db, Tx } from '~/server/db';
import { Prisma } from '~/server/generated/prisma/client';

/**
 * The day's raw events, each with the team of the record it is about (null: a page that shows
 * no record, or a record deleted since). Items belong to their series' team.
 */
const attributedEvents = (day: string) => Prisma.sql`
  WITH record_teams AS (
    SELECT 'post' AS record_type, id AS record_id, team_id FROM blog_posts
    UNION ALL SELECT 'project', id, team_id FROM projects
    UNION ALL SELECT 'series', id, team_id FROM series
    UNION ALL
    SELECT 'item', item.id, series.team_id
    FROM series_items item JOIN series ON series.id = item.series_id
  ),
  attributed AS (
    SELECT event.*, record_teams.team_id
    FROM analytics_events event
    LEFT JOIN record_teams
      ON record_teams.record_type = event.record_type AND record_teams.record_id = event.record_id
    WHERE event.day = ${day}::date
  )`;

/**
 * Views, reads and visitors of the whole site (team_id null: every event) and of each team.
 * Visitors are the distinct keys that viewed or read: a feed reader is not a visitor.
 */
function rollUpTotals(tx: Tx, day: string) {
  return tx.$executeRaw`
    ${attributedEvents(day)}
    INSERT INTO analytics_daily_totals (day, team_id, views, reads, visitors)
    SELECT ${day}::date, team_id,
      count(*) FILTER (WHERE kind = 'view'),
      count(*) FILTER (WHERE kind = 'read'),
      count(DISTINCT visitor_key) FILTER (WHERE kind <> 'feed')
    FROM attributed
    GROUP BY GROUPING SETS ((), (team_id))
    -- The (team_id) set also groups the events of no team: those count for the site only.
    HAVING GROUPING(team_id) = 1 OR team_id IS NOT NULL`;
}

/**
 * Each record that still exists: views, reads, visitors and its feed's readers. A feed reader is
 * one visitor key fetching the feed, or, for an aggregator that reports how many subscribers it
 * fetches for, the largest number it reported that day.
 */
function rollUpRecords(tx: Tx, day: string) {
  return tx.$executeRaw`
    ${attributedEvents(day)},
    per_visitor AS (
      SELECT record_type, record_id, team_id, visitor_key,
        count(*) FILTER (WHERE kind = 'view') AS views,
        count(*) FILTER (WHERE kind = 'read') AS reads,
        bool_or(kind <> 'feed') AS visited,
        bool_or(kind = 'feed') AS fetched_feed,
        max(feed_subscribers) FILTER (WHERE kind = 'feed') AS reported_subscribers
      FROM attributed
      WHERE team_id IS NOT NULL
      GROUP BY record_type, record_id, team_id, visitor_key
    )
    INSERT INTO analytics_daily_records
      (day, record_type, record_id, team_id, views, reads, visitors, feed_readers)
    SELECT ${day}::date, record_type, record_id, team_id, sum(views), sum(reads),
      count(*) FILTER (WHERE visited),
      coalesce(sum(CASE
        WHEN reported_subscribers IS NOT NULL THEN reported_subscribers
        WHEN fetched_feed THEN 1
      END), 0)
    FROM per_visitor
    GROUP BY record_type, record_id, team_id`;
}

/**
 * Where the day's views came from — referrer host, campaign ("source / campaign", or whichever
 * is set) and device — for the whole site and each team, and the referrers of each record.
 */
function rollUpSources(tx: Tx, day: string) {
  return tx.$executeRaw`
    ${attributedEvents(day)},
    dimensions AS (
      SELECT attributed.team_id, attributed.record_id, attributed.visitor_key,
        dimension.name, dimension.value
      FROM attributed
      CROSS JOIN LATERAL (VALUES
        ('referrer', attributed.referrer_host),
        ('campaign', nullif(concat_ws(' / ', attributed.utm_source, attributed.utm_campaign), '')),
        ('device', attributed.device)
      ) AS dimension(name, value)
      WHERE attributed.kind = 'view' AND dimension.value IS NOT NULL
    )
    INSERT INTO analytics_daily_sources (day, team_id, record_id, dimension, value, views, visitors)
    SELECT ${day}::date, team_id, record_id, name, value, count(*), count(DISTINCT visitor_key)
    FROM dimensions
    GROUP BY GROUPING SETS ((name, value), (team_id, name, value), (team_id, record_id, name, value))
    HAVING GROUPING(team_id, record_id) = 3
      OR (GROUPING(team_id, record_id) = 1 AND team_id IS NOT NULL)
      OR (GROUPING(team_id, record_id) = 0 AND team_id IS NOT NULL AND name = 'referrer')`;
}

// A busy day's events take seconds to group on a small machine: more than Prisma's 5 s default.
const ROLLUP_TRANSACTION = { timeout: 120_000 };

/**
 * Recomputes one UTC day's rollups from its raw events, in one transaction: the day's rows are
 * replaced whole, so running it again (or on two instances) gives the same figures.
 */
export async function rollUpDay(db: Db, day: string): Promise<void> {
  await db.$transaction(async (tx) => {
    // One rollup of a day at a time: a second waits, then replaces the first's rows.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`analytics-rollup:${day}`}))`;
    await tx.$executeRaw`DELETE FROM analytics_daily_totals WHERE day = ${day}::date`;
    await tx.$executeRaw`DELETE FROM analytics_daily_records WHERE day = ${day}::date`;
    await tx.$executeRaw`DELETE FROM analytics_daily_sources WHERE day = ${day}::date`;
    await rollUpTotals(tx, day);
    await rollUpRecords(tx, day);
    await rollUpSources(tx, day);
  }, ROLLUP_TRANSACTION);
}

/** Rolls up each of the days, one transaction each. */
export async function rollUpDays(db: Db, days: readonly string[]): Promise<void> {
  for (const day of days) await rollUpDay(db, day);
}

/**
 * What the rollup job does each minute: yesterday (events of its last seconds still arrive just
 * after midnight) and today.
 */
export function rollUpRecentDays(db: Db, now: Date = new Date()): Promise<void> {
  const today = utcDay(now);
  return rollUpDays(db, [addDays(today, -1), today]);
}
