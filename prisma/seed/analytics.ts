/**
 * A believable analytics history for the demo team, so the dashboards show charts at once:
 * daily rollups for the HISTORY_DAYS before the raw days, and raw events for the RAW_DAYS days
 * before today (rolled up here; the rollup job keeps yesterday current). The hackathon's weekly
 * items lose readers week by week, its feed readers thin out, visitors come from Hacker News,
 * GitHub, LinkedIn and the newsletter, on phones, desktops and tablets.
 *
 * Deterministic: every "random" figure is a hash of the day and the record, computed by
 * PostgreSQL in set-based statements (well under a second). Idempotent: existing rollup rows
 * are kept (ON CONFLICT DO NOTHING), and a day's raw events are written only when that day has
 * none of the demo's visitors yet. Nothing is written for today: today's figures are real.
 */
import {
  blogPostPath,
  projectPath,
  seriesFeedPath,
  seriesItemPath,
  seriesPath,
} from '~/lib/public-paths';
import { addDays, utcDay } from '~/lib/utc-days';
import { rollUpDays } from '~/server/analytics/rollup';
import type { Db } from '~/server/db';

import { HACKATHON_SERIES_ID } from './series';
import { TEAM_ID } from './team';

export const HISTORY_DAYS = 120;
export const RAW_DAYS = 3;

/** One record the demo's visitors read, and how much attention it gets. */
interface DemoRecord {
  recordType: 'post' | 'item' | 'project' | 'series';
  recordId: string;
  path: string;
  /** Daily views at the start of the history, before the day's noise. */
  weight: number;
  /** Share of views read to the end. */
  readRate: number;
}

/** The team's published records, the hackathon's items fading by week. */
async function demoRecords(db: Db): Promise<DemoRecord[]> {
  const [posts, projects, items, series] = await Promise.all([
    db.blogPost.findMany({ where: { teamId: TEAM_ID, published: true }, select: { id: true } }),
    db.project.findMany({ where: { teamId: TEAM_ID, published: true }, select: { id: true } }),
    db.seriesItem.findMany({
      where: { published: true, series: { teamId: TEAM_ID } },
      select: { id: true, seriesId: true, weekNumber: true, series: { select: { slug: true } } },
    }),
    db.series.findMany({ where: { teamId: TEAM_ID }, select: { id: true, slug: true } }),
  ]);
  return [
    ...posts.map((post, index) => ({
      recordType: 'post' as const,
      recordId: post.id,
      path: blogPostPath(post.id),
      weight: 14 - index * 2,
      readRate: 0.45,
    })),
    ...projects.map((project, index) => ({
      recordType: 'project' as const,
      recordId: project.id,
      path: projectPath(project.id),
      weight: 9 - index,
      readRate: 0,
    })),
    ...items.map((item) => {
      const week = item.weekNumber ?? 1;
      const hackathon = item.seriesId === HACKATHON_SERIES_ID;
      return {
        recordType: 'item' as const,
        recordId: item.id,
        path: seriesItemPath(item.series.slug, item.id),
        // Each week of the hackathon keeps about four readers in five of the week before.
        weight: hackathon ? 30 * 0.8 ** (week - 1) : 5,
        readRate: hackathon ? 0.72 - 0.05 * (week - 1) : 0.4,
      };
    }),
    ...series.map((one) => ({
      recordType: 'series' as const,
      recordId: one.id,
      path: seriesPath(one.slug),
      weight: one.id === HACKATHON_SERIES_ID ? 12 : 3,
      readRate: 0,
    })),
  ];
}

/**
 * The records as a VALUES list, and `unit(seed)`: a number in [0, 1) fixed by the seed text,
 * PostgreSQL's own hash, so a second run writes the same figures.
 */
const recordsTable = (records: readonly DemoRecord[]) => ({
  types: records.map((record) => record.recordType),
  ids: records.map((record) => record.recordId),
  paths: records.map((record) => record.path),
  weights: records.map((record) => record.weight),
  readRates: records.map((record) => record.readRate),
});

/** Daily rollups of the days from..to, the way the rollup job would have written them. */
async function seedRollups(db: Db, records: readonly DemoRecord[], from: string, to: string) {
  const table = recordsTable(records);
  await db.$executeRaw`
    WITH demo_records AS (
      SELECT * FROM unnest(${table.types}::text[], ${table.ids}::uuid[], ${table.weights}::float8[],
        ${table.readRates}::float8[]) AS r(record_type, record_id, weight, read_rate)
    ),
    days AS (
      SELECT g.d::date AS day,
        -- Quieter weekends, and a slow growth over the months.
        CASE WHEN extract(isodow FROM g.d) IN (6, 7) THEN 0.6 ELSE 1 END
          * (0.7 + 0.6 * (g.d::date - ${from}::date) / ${HISTORY_DAYS}::float8) AS trend
      FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS g(d)
    ),
    figures AS (
      SELECT days.day, r.record_type, r.record_id,
        round(r.weight * days.trend
          * (0.6 + ((2147483647 & hashtext(r.record_id::text || days.day)) % 1000) / 1250.0))::int AS views,
        r.read_rate
      FROM days CROSS JOIN demo_records r
    )
    INSERT INTO analytics_daily_records
      (day, record_type, record_id, team_id, views, reads, visitors, feed_readers)
    SELECT day, record_type, record_id, ${TEAM_ID}::uuid, views,
      round(views * read_rate)::int, round(views * 0.8)::int,
      CASE WHEN record_id = ${HACKATHON_SERIES_ID}::uuid
        -- The feed's readers: 48 at first, thinning out.
        THEN greatest(0, round(48 - (day - ${from}::date) * 0.15
          + ((2147483647 & hashtext('feed' || day)) % 5)))::int
        ELSE 0 END
    FROM figures
    ON CONFLICT DO NOTHING`;

  // The team's and the site's days: the records' sums, visitors overlapping a little; the site
  // also has its home and list pages.
  await db.$executeRaw`
    WITH team_days AS (
      SELECT day, sum(views)::int AS views, sum(reads)::int AS reads,
        round(sum(visitors) * 0.85)::int AS visitors
      FROM analytics_daily_records
      WHERE team_id = ${TEAM_ID}::uuid AND day BETWEEN ${from}::date AND ${to}::date
      GROUP BY day
    )
    INSERT INTO analytics_daily_totals (day, team_id, views, reads, visitors)
    SELECT day, ${TEAM_ID}::uuid, views, reads, visitors FROM team_days
    UNION ALL
    SELECT day, NULL, views + 25 + (2147483647 & hashtext('home' || day)) % 20, reads,
      visitors + 15 + (2147483647 & hashtext('home' || day)) % 10
    FROM team_days
    ON CONFLICT DO NOTHING`;

  // Where the views came from, as shares of each scope's views; records keep their referrers.
  await db.$executeRaw`
    WITH shares(dimension, value, share) AS (VALUES
      ('referrer', 'news.ycombinator.com', 0.18), ('referrer', 'github.com', 0.1),
      ('referrer', 'linkedin.com', 0.08), ('referrer', 'duckduckgo.com', 0.04),
      ('campaign', 'newsletter / hackathon-weekly', 0.07),
      ('device', 'desktop', 0.48), ('device', 'phone', 0.45), ('device', 'tablet', 0.07)
    ),
    scopes AS (
      SELECT day, team_id, NULL::uuid AS record_id, views FROM analytics_daily_totals
      WHERE (team_id = ${TEAM_ID}::uuid OR team_id IS NULL)
        AND day BETWEEN ${from}::date AND ${to}::date
      UNION ALL
      SELECT day, team_id, record_id, views FROM analytics_daily_records
      WHERE team_id = ${TEAM_ID}::uuid AND day BETWEEN ${from}::date AND ${to}::date
    )
    INSERT INTO analytics_daily_sources (day, team_id, record_id, dimension, value, views, visitors)
    SELECT day, team_id, record_id, dimension, value,
      round(views * share * (0.7 + ((2147483647 & hashtext(value || day || coalesce(record_id::text, ''))) % 600) / 1000.0))::int AS views,
      round(views * share * 0.8)::int
    FROM scopes CROSS JOIN shares
    WHERE (record_id IS NULL OR dimension = 'referrer')
      AND round(views * share) > 0
    ON CONFLICT DO NOTHING`;

  await db.$executeRaw`
    INSERT INTO analytics_daily_drops (day, reason, count)
    SELECT g.d::date, reason, base + (2147483647 & hashtext(reason || g.d::date)) % spread
    FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS g(d)
    CROSS JOIN (VALUES ('bot', 40, 60), ('headless', 4, 8), ('automation', 1, 4)) AS r(reason, base, spread)
    ON CONFLICT DO NOTHING`;
}

/** Raw events of the days from..to: views, reads and feed fetches of the demo's visitors. */
async function seedRawEvents(
  db: Db,
  records: readonly DemoRecord[],
  feedPath: string,
  from: string,
  to: string,
) {
  const table = recordsTable(records);
  const pages = records.filter((record) => record.recordType !== 'series').length;
  await db.$executeRaw`
    WITH demo_records AS (
      SELECT row_number() OVER () - 1 AS slot, *
      FROM unnest(${table.types}::text[], ${table.ids}::uuid[], ${table.paths}::text[],
        ${table.readRates}::float8[]) AS r(record_type, record_id, path, read_rate)
      WHERE record_type <> 'series'
    ),
    days AS (
      SELECT g.d::date AS day
      FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS g(d)
      WHERE NOT EXISTS (
        SELECT 1 FROM analytics_events event
        WHERE event.day = g.d::date
          AND event.visitor_key = sha256(convert_to('demo-visitor:' || g.d::date || ':0', 'UTF8'))
      )
    ),
    views AS (
      SELECT days.day, n, (2147483647 & hashtext(days.day || ':' || n)) AS h
      FROM days CROSS JOIN generate_series(0, 299) AS n
    ),
    events AS (
      SELECT views.day, views.n, views.h, 'view'::analytics_event_kind AS kind, r.*
      FROM views JOIN demo_records r ON r.slot = views.h % ${pages}
      UNION ALL
      SELECT views.day, views.n, views.h, 'read', r.*
      FROM views JOIN demo_records r ON r.slot = views.h % ${pages}
      WHERE (views.h / 7 % 100) < r.read_rate * 100
    )
    INSERT INTO analytics_events (day, occurred_at, kind, path, record_type, record_id,
      referrer_host, utm_source, utm_campaign, device, visitor_key)
    SELECT day, day + make_interval(secs => h % 86400), kind, path, record_type, record_id,
      CASE WHEN kind = 'read' THEN NULL
        ELSE (ARRAY['news.ycombinator.com', 'github.com', 'linkedin.com'])[h / 11 % 12 + 1] END,
      CASE WHEN kind = 'view' AND h / 13 % 14 = 0 THEN 'newsletter' END,
      CASE WHEN kind = 'view' AND h / 13 % 14 = 0 THEN 'hackathon-weekly' END,
      (ARRAY['desktop', 'phone', 'phone', 'desktop', 'tablet', 'desktop', 'phone'])[h / 17 % 7 + 1],
      -- 200 visitors a day (as in the history), each on a few pages: ":0" marks the day as seeded.
      sha256(convert_to('demo-visitor:' || day || ':' || (CASE WHEN n = 0 THEN 0 ELSE h % 200 END), 'UTF8'))
    FROM events`;

  // The hackathon's feed: two dozen readers a day and an aggregator reporting its subscribers.
  await db.$executeRaw`
    INSERT INTO analytics_events (day, occurred_at, kind, path, record_type, record_id,
      visitor_key, feed_subscribers)
    SELECT g.d::date, g.d + make_interval(hours => n), 'feed', ${feedPath},
      'series', ${HACKATHON_SERIES_ID}::uuid,
      sha256(convert_to('demo-feed:' || g.d::date || ':' || n, 'UTF8')),
      CASE WHEN n = 0 THEN 14 END
    FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS g(d)
    CROSS JOIN generate_series(0, 23) AS n
    WHERE NOT EXISTS (
      SELECT 1 FROM analytics_events event
      WHERE event.day = g.d::date
        AND event.visitor_key = sha256(convert_to('demo-feed:' || g.d::date || ':0', 'UTF8'))
    )`;
}

/** Seeds the history ending the day before `now`'s UTC day. */
export async function seedAnalyticsHistory(db: Db, now: Date = new Date()): Promise<void> {
  const today = utcDay(now);
  const rawFrom = addDays(today, -RAW_DAYS);
  const yesterday = addDays(today, -1);
  const records = await demoRecords(db);
  if (records.length === 0) return;
  await seedRollups(db, records, addDays(rawFrom, -HISTORY_DAYS), addDays(rawFrom, -1));
  const hackathon = await db.series.findUnique({
    where: { id: HACKATHON_SERIES_ID },
    select: { slug: true },
  });
  if (hackathon) {
    await seedRawEvents(db, records, seriesFeedPath(hackathon.slug), rawFrom, yesterday);
  }
  await rollUpDays(
    db,
    Array.from({ length: RAW_DAYS }, (_, index) => addDays(rawFrom, index)),
  );
}
