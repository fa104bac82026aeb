import type {
  AnalyticsDashboard,
  DailyFigures,
  PeriodTotals,
  RecordFigures,
  SourceFigures,
} from '~/lib/analytics-report';
import { dayRange, dayStart, periodEnding, utcDay } from '~/lib/utc-days';
import type { AnalyticsRecordType } from '~/schemas/analytics';
import type { Db } from '~/server/db';

import { labelRecords } from './record-labels';

/** How many records of each kind, and how many referrers and campaigns, a dashboard lists. */
export const TOP_LIMIT = 10;

const TOP_RECORD_TYPES = ['post', 'item', 'project'] as const satisfies AnalyticsRecordType[];

/** Whose figures: one team's, or (null) the whole site's. */
export type DashboardScope = { teamId: string | null };

/** The days from..to, both included, as Prisma's where on a `date` column. */
export const daysWhere = (from: string, to: string) => ({
  gte: dayStart(from),
  lte: dayStart(to),
});

export const sumFigures = (days: readonly PeriodTotals[]): PeriodTotals =>
  days.reduce(
    (sum, day) => ({
      views: sum.views + day.views,
      reads: sum.reads + day.reads,
      visitors: sum.visitors + day.visitors,
    }),
    { views: 0, reads: 0, visitors: 0 },
  );

/** One entry per day from..to, days with no figures as zeros. */
export function zeroFilled(
  from: string,
  to: string,
  rows: ReadonlyArray<{ day: Date; views: number; reads: number; visitors: number }>,
): DailyFigures[] {
  const byDay = new Map(rows.map((row) => [utcDay(row.day), row]));
  return dayRange(from, to).map((day) => {
    const row = byDay.get(day);
    return { day, views: row?.views ?? 0, reads: row?.reads ?? 0, visitors: row?.visitors ?? 0 };
  });
}

/** The posts, items and projects with the most views over the days, TOP_LIMIT of each kind. */
async function topRecords(
  db: Db,
  { teamId }: DashboardScope,
  from: string,
  to: string,
): Promise<RecordFigures[]> {
  const groups = await Promise.all(
    TOP_RECORD_TYPES.map((recordType) =>
      db.analyticsDailyRecord.groupBy({
        by: ['recordType', 'recordId'],
        where: { ...(teamId && { teamId }), recordType, day: daysWhere(from, to) },
        _sum: { views: true, reads: true, visitors: true },
        orderBy: [{ _sum: { views: 'desc' } }, { recordId: 'asc' }],
        take: TOP_LIMIT,
      }),
    ),
  );
  const rows = groups.flat().map((group) => ({
    recordType: group.recordType as AnalyticsRecordType,
    recordId: group.recordId,
    views: group._sum.views ?? 0,
    reads: group._sum.reads ?? 0,
    visitors: group._sum.visitors ?? 0,
  }));
  const labelOf = await labelRecords(db, rows);
  return rows
    .map((row) => ({ ...row, ...labelOf(row) }))
    .sort((a, b) => b.views - a.views || b.reads - a.reads);
}

/**
 * One dimension's values (referrer hosts, campaigns, devices) over the days, most views first.
 * `recordId` narrows to one record's referrers; without it, the scope's own rows.
 */
export async function topSources(
  db: Db,
  {
    teamId,
    recordId = null,
    dimension,
    from,
    to,
  }: DashboardScope & {
    recordId?: string | null;
    dimension: 'referrer' | 'campaign' | 'device';
    from?: string;
    to: string;
  },
): Promise<SourceFigures[]> {
  const groups = await db.analyticsDailySource.groupBy({
    by: ['value'],
    where: {
      teamId,
      recordId,
      dimension,
      day: from ? daysWhere(from, to) : { lte: dayStart(to) },
    },
    _sum: { views: true, visitors: true },
    orderBy: [{ _sum: { views: 'desc' } }, { value: 'asc' }],
    take: TOP_LIMIT,
  });
  return groups.map((group) => ({
    value: group.value,
    views: group._sum.views ?? 0,
    visitors: group._sum.visitors ?? 0,
  }));
}

/**
 * A dashboard of the `days` days ending `today`, against the as many days before, read from the
 * daily rollups only: its cost depends on the days and records shown, not on the raw events.
 */
export async function buildDashboard(
  db: Db,
  scope: DashboardScope,
  { days, today }: { days: number; today: string },
): Promise<AnalyticsDashboard> {
  const { from, to, previous } = periodEnding(today, days);
  const sources = (dimension: 'referrer' | 'campaign' | 'device') =>
    topSources(db, { ...scope, dimension, from, to });
  const [totalRows, records, referrers, campaigns, devices] = await Promise.all([
    db.analyticsDailyTotal.findMany({
      where: { teamId: scope.teamId, day: daysWhere(previous.from, to) },
      select: { day: true, views: true, reads: true, visitors: true },
    }),
    topRecords(db, scope, from, to),
    sources('referrer'),
    sources('campaign'),
    sources('device'),
  ]);
  const daily = zeroFilled(from, to, totalRows);
  const previousDaily = zeroFilled(previous.from, previous.to, totalRows);
  return {
    from,
    to,
    days,
    daily,
    previousDaily,
    totals: sumFigures(daily),
    previous: sumFigures(previousDaily),
    topRecords: records,
    referrers,
    campaigns,
    devices,
  };
}
