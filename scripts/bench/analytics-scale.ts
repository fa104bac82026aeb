/**
 * Analytics at scale (part of `npm run bench`, or alone: scripts/bench/analytics-scale-run.ts):
 * millions of raw events generated inside PostgreSQL over the last days across the busy team's
 * records, rolled up, then the 30-day team dashboard and a series' week-by-week timed through
 * the service (median of a few runs). Then the raw events older than the dashboard's 30 days
 * are deleted and the dashboard timed again: it reads rollups, so its time must not depend on
 * how many raw events there are.
 */
import { GOALS } from './report';
import { formatTable } from './table';
import { addDays, utcDay } from '../../src/lib/utc-days';
import type { Db } from '../../src/server/db';
import { serviceContext } from '../../src/server/service-context';

export interface AnalyticsScaleSize {
  /** Raw events generated. */
  events: number;
  /** Over this many days ending yesterday. */
  days: number;
}

export const ANALYTICS_SCALE: AnalyticsScaleSize = { events: 10_000_000, days: 60 };

/** Below this, a difference between two timings is the machine's noise, not growth. */
const MIN_NOISE_MS = 20;
const RUNS = 9;

export interface AnalyticsScaleFigures {
  events: number;
  days: number;
  generateMs: number;
  rollupMs: number;
  /** The 30-day team dashboard, median ms, with every raw event. */
  dashboardMs: number;
  /** A series' week by week, median ms. */
  seriesMs: number;
  /** Raw events left after deleting those older than 30 days. */
  recentEvents: number;
  /** The same dashboard with only those. */
  dashboardRecentMs: number;
  /**
   * The fastest runs of each, which the growth is judged on: on a shared machine a median
   * still carries other work's load, the fastest run is the query's own cost.
   */
  dashboardFastestMs: number;
  dashboardRecentFastestMs: number;
}

export interface AnalyticsScaleVerdict extends AnalyticsScaleFigures {
  problems: string[];
  pass: boolean;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('No values.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function judgeAnalyticsScale(figures: AnalyticsScaleFigures): AnalyticsScaleVerdict {
  const problems: string[] = [];
  const { analyticsReportMaxMs: maxReportMs, analyticsMaxGrowth: maxGrowth } = GOALS;
  if (figures.dashboardMs > maxReportMs) problems.push(`30-day dashboard > ${maxReportMs} ms`);
  if (figures.seriesMs > maxReportMs) problems.push(`series week by week > ${maxReportMs} ms`);
  if (figures.dashboardFastestMs > figures.dashboardRecentFastestMs * maxGrowth + MIN_NOISE_MS) {
    problems.push(`dashboard grows with raw events (> ${maxGrowth}× with the older events)`);
  }
  return { ...figures, problems, pass: problems.length === 0 };
}

export function formatAnalyticsScale(verdict: AnalyticsScaleVerdict): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const table = formatTable(
    ['analytics at scale', 'figure'],
    [
      ['raw events generated', `${verdict.events.toLocaleString('en-US')} over ${verdict.days} days`],
      ['generated in', ms(verdict.generateMs)],
      ['rolled up in', ms(verdict.rollupMs)],
      [
        '30-day team dashboard (median, fastest)',
        `${ms(verdict.dashboardMs)}, ${ms(verdict.dashboardFastestMs)}`,
      ],
      ["a series' week by week (median)", ms(verdict.seriesMs)],
      [
        `the same with ${verdict.recentEvents.toLocaleString('en-US')} raw events (last 30 days)`,
        `${ms(verdict.dashboardRecentMs)}, ${ms(verdict.dashboardRecentFastestMs)}`,
      ],
    ],
  );
  const result = verdict.pass ? 'pass' : `FAIL (${verdict.problems.join('; ')})`;
  return `${table}\nanalytics at scale: ${result}`;
}

/**
 * Writes `events` raw events over the `days` days before `today` onto the team's records (its
 * posts, projects, series and their items), in one statement: views, reads and feed fetches,
 * tens of thousands of visitors a day, a few referrers, campaigns and devices.
 */
export async function generateEvents(
  db: Db,
  { teamId, events, days, today }: { teamId: string; events: number; days: number; today: string },
): Promise<void> {
  await db.$executeRaw`
    WITH records AS (
      SELECT row_number() OVER (ORDER BY record_type, record_id) - 1 AS slot, *
      FROM (
        SELECT 'post' AS record_type, id AS record_id FROM blog_posts WHERE team_id = ${teamId}::uuid
        UNION ALL SELECT 'project', id FROM projects WHERE team_id = ${teamId}::uuid
        UNION ALL SELECT 'series', id FROM series WHERE team_id = ${teamId}::uuid
        UNION ALL
        SELECT 'item', item.id FROM series_items item
        JOIN series ON series.id = item.series_id AND series.team_id = ${teamId}::uuid
      ) AS team_records
    ),
    counted AS (SELECT count(*) AS total FROM records)
    INSERT INTO analytics_events (day, occurred_at, kind, path, record_type, record_id,
      referrer_host, utm_source, utm_campaign, device, visitor_key, feed_subscribers)
    SELECT day, day + make_interval(secs => n % 86400),
      CASE WHEN record_type = 'series' AND n % 3 = 0 THEN 'feed'
        WHEN n % 10 < 7 THEN 'view' ELSE 'read' END::analytics_event_kind,
      '/bench', record_type, record_id,
      (ARRAY[NULL, 'news.ycombinator.com', 'github.com', 'linkedin.com', 'duckduckgo.com'])[n % 5 + 1],
      CASE WHEN n % 20 = 0 THEN 'newsletter' END,
      CASE WHEN n % 20 = 0 THEN format('week-%s', n % 8) END,
      (ARRAY['desktop', 'phone', 'tablet'])[n % 3 + 1],
      decode(md5(format('%s:%s', day, n % 40000)), 'hex'),
      CASE WHEN record_type = 'series' AND n % 300 = 0 THEN 25 END
    FROM generate_series(1, ${events}::int) AS n
    CROSS JOIN counted
    CROSS JOIN LATERAL (SELECT ${today}::date - 1 - (n % ${days}::int) AS day) AS event_day
    JOIN records ON records.slot = (n::bigint * 7919) % counted.total`;
  await db.$executeRaw`ANALYZE analytics_events`;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** The median of RUNS timed runs after a warm-up, and the fastest. */
async function timings(run: () => Promise<unknown>): Promise<{ median: number; fastest: number }> {
  await run(); // warm-up: connections and plans
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timed(run));
  return { median: median(times), fastest: Math.min(...times) };
}

/** The series whose weeks are timed: the busy team's first, with its twenty items. */
export async function benchSeriesId(db: Db, label: string): Promise<string> {
  const series = await db.series.findUniqueOrThrow({
    where: { slug: `${label}-series-1` },
    select: { id: true },
  });
  return series.id;
}

/** Generates, rolls up and times (see the top of this file). */
export async function measureAnalyticsScale(
  db: Db,
  { teamId, seriesId }: { teamId: string; seriesId: string },
  size: AnalyticsScaleSize = ANALYTICS_SCALE,
  log: (message: string) => void = () => {},
): Promise<AnalyticsScaleVerdict> {
  // Imported here: the service reads the environment, which the bench sets up first.
  const [{ rollUpDays }, { seriesAnalytics, teamAnalytics }] = await Promise.all([
    import('../../src/server/analytics/rollup'),
    import('../../src/server/modules/analytics/analytics.service'),
  ]);
  const today = utcDay(new Date());
  const ctx = serviceContext(db);
  log(`generating ${size.events.toLocaleString('en-US')} raw analytics events…`);
  const generateMs = await timed(() =>
    generateEvents(db, { teamId, events: size.events, days: size.days, today }),
  );
  log('rolling them up…');
  const days = Array.from({ length: size.days }, (_, index) => addDays(today, -size.days + index));
  const rollupMs = await timed(() => rollUpDays(db, days));
  // Both timings on vacuumed tables (as autovacuum leaves them): fresh rows' visibility is
  // settled by their first readers, which would weigh on whichever timing comes first.
  await db.$executeRaw`VACUUM ANALYZE`;

  const dashboard = () => teamAnalytics(ctx, { teamId, days: 30 });
  const withAll = await timings(dashboard);
  const seriesMs = (await timings(() => seriesAnalytics(ctx, { teamId, seriesId }))).median;

  log('deleting the raw events older than 30 days…');
  await db.$executeRaw`DELETE FROM analytics_events WHERE day < ${addDays(today, -30)}::date`;
  await db.$executeRaw`VACUUM ANALYZE`;
  const recentEvents = await db.analyticsEvent.count();
  const withRecent = await timings(dashboard);

  return judgeAnalyticsScale({
    events: size.events,
    days: size.days,
    generateMs,
    rollupMs,
    dashboardMs: withAll.median,
    dashboardFastestMs: withAll.fastest,
    seriesMs,
    recentEvents,
    dashboardRecentMs: withRecent.median,
    dashboardRecentFastestMs: withRecent.fastest,
  });
}
