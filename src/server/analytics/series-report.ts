import type { SeriesAnalytics, SeriesWeek } from '~/lib/analytics-report';
import { addDays, dayStart, utcDay } from '~/lib/utc-days';
import type { Db } from '~/server/db';
import { notFound } from '~/server/errors';

/** The series' figures "now": its feed's readers on the busiest of these last days. */
const RECENT_FEED_DAYS = 7;

export const readRate = (views: number, reads: number) => (views > 0 ? reads / views : 0);

/**
 * The first day of an item's week: the series' start plus its week number's weeks when both
 * are set (a weekly series), otherwise the day the item was published.
 */
export function weekStartOf(
  item: { weekNumber: number | null; createdAt: Date },
  seriesStart: Date | null,
): string {
  if (seriesStart && item.weekNumber !== null && item.weekNumber >= 1) {
    return addDays(utcDay(seriesStart), (item.weekNumber - 1) * 7);
  }
  return utcDay(item.createdAt);
}

/** Confirmed email followers who had not unsubscribed at each of these moments. */
async function emailFollowersAt(
  db: Db,
  seriesId: string,
  moments: readonly Date[],
): Promise<Map<number, number>> {
  if (moments.length === 0) return new Map();
  const rows = await db.$queryRaw<Array<{ at: Date; followers: bigint }>>`
    SELECT moment.at, count(follow.id) AS followers
    FROM unnest(${moments}::timestamptz[]) AS moment(at)
    LEFT JOIN follows follow
      ON follow.series_id = ${seriesId}::uuid
      AND follow.confirmed_at < moment.at
      AND (follow.unsubscribed_at IS NULL OR follow.unsubscribed_at >= moment.at)
    GROUP BY moment.at`;
  return new Map(rows.map((row) => [row.at.getTime(), Number(row.followers)]));
}

/**
 * A series' readers week by week: each published item's views, reads and read rate in week
 * order, beside the series' email followers at the end of that week and its feed's readers on
 * the busiest day of that week. From the rollups and the follows; another team's series is
 * not found.
 */
export async function seriesReport(
  db: Db,
  { teamId, seriesId, today }: { teamId: string; seriesId: string; today: string },
): Promise<SeriesAnalytics> {
  const series = await db.series.findFirst({
    where: { id: seriesId, teamId },
    select: {
      id: true,
      title: true,
      startDate: true,
      items: {
        where: { published: true },
        orderBy: [
          { weekNumber: { sort: 'asc', nulls: 'last' } },
          { itemOrder: 'asc' },
          { createdAt: 'asc' },
        ],
        select: { id: true, title: true, weekNumber: true, createdAt: true },
      },
    },
  });
  if (!series) throw notFound('Series');

  const weeks = series.items.map((item) => {
    const from = weekStartOf(item, series.startDate);
    const last = addDays(from, 6);
    return { item, from, to: last < today ? last : today };
  });
  // A week is over at midnight after its last day; the current week's count is today's.
  const weekEnds = weeks.map((week) => dayStart(addDays(week.to, 1)));
  const [itemFigures, feedDays, followersAtWeekEnd, followersNow] = await Promise.all([
    db.analyticsDailyRecord.groupBy({
      by: ['recordId'],
      where: { teamId, recordType: 'item', recordId: { in: series.items.map((item) => item.id) } },
      _sum: { views: true, reads: true },
    }),
    db.analyticsDailyRecord.findMany({
      where: { teamId, recordType: 'series', recordId: series.id, feedReaders: { gt: 0 } },
      select: { day: true, feedReaders: true },
    }),
    emailFollowersAt(db, series.id, weekEnds),
    db.follow.count({ where: { seriesId: series.id, status: 'confirmed' } }),
  ]);

  const figuresOf = new Map(itemFigures.map((group) => [group.recordId, group._sum]));
  const busiestFeedDay = (from: string, to: string) =>
    Math.max(
      0,
      ...feedDays
        .filter((row) => utcDay(row.day) >= from && utcDay(row.day) <= to)
        .map((row) => row.feedReaders),
    );

  const seriesWeeks: SeriesWeek[] = weeks.map(({ item, from, to }, index) => {
    const views = figuresOf.get(item.id)?.views ?? 0;
    const reads = figuresOf.get(item.id)?.reads ?? 0;
    return {
      itemId: item.id,
      title: item.title,
      weekNumber: item.weekNumber,
      publishedAt: item.createdAt.toISOString(),
      views,
      reads,
      readRate: readRate(views, reads),
      emailFollowers: followersAtWeekEnd.get(weekEnds[index]!.getTime()) ?? 0,
      feedReaders: from <= today ? busiestFeedDay(from, to) : 0,
    };
  });

  return {
    seriesId: series.id,
    title: series.title,
    weeks: seriesWeeks,
    emailFollowers: followersNow,
    feedReaders: busiestFeedDay(addDays(today, -(RECENT_FEED_DAYS - 1)), today),
  };
}
