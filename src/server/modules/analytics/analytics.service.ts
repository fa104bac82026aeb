import type {
  AnalyticsDashboard,
  RecordAnalytics,
  SeriesAnalytics,
  SiteAnalyticsDashboard,
} from '~/lib/analytics-report';
import { daysBetween, periodEnding, utcDay } from '~/lib/utc-days';
import type {
  AnalyticsPeriod,
  DeleteAnalyticsInput,
  RecordAnalyticsInput,
  SeriesAnalyticsInput,
} from '~/schemas/analytics';
import { buildDashboard, daysWhere } from '~/server/analytics/dashboard';
import { deleteAnalyticsDays, type DeletedAnalytics } from '~/server/analytics/delete-days';
import { recordReport } from '~/server/analytics/record-report';
import { seriesReport } from '~/server/analytics/series-report';
import { badRequest, notFound } from '~/server/errors';
import { recordAudit } from '~/server/records/audit';
import type { ServiceContext } from '~/server/service-context';

// Every report reads the daily rollups (src/server/analytics/rollup.ts), never the raw events:
// periods end today, UTC, by the app's clock.
const today = () => utcDay(new Date());

/** A team's dashboard: the last `days` days against the as many before. */
export function teamAnalytics(
  ctx: ServiceContext,
  { teamId, days }: { teamId: string; days: AnalyticsPeriod },
): Promise<AnalyticsDashboard> {
  return buildDashboard(ctx.db, { teamId }, { days, today: today() });
}

/**
 * The whole site's dashboard (or one team's), with each team's totals and what the collector
 * dropped. Drops are the site's whatever the team: the collector drops a request before it
 * knows what record it is about.
 */
export async function siteAnalytics(
  ctx: ServiceContext,
  { teamId = null, days }: { teamId?: string | null; days: AnalyticsPeriod },
): Promise<SiteAnalyticsDashboard> {
  if (teamId && (await ctx.db.team.count({ where: { id: teamId } })) === 0) {
    throw notFound('Team');
  }
  const day = today();
  const { from, to } = periodEnding(day, days);
  const [dashboard, teamTotals, drops] = await Promise.all([
    buildDashboard(ctx.db, { teamId }, { days, today: day }),
    ctx.db.analyticsDailyTotal.groupBy({
      by: ['teamId'],
      where: { teamId: teamId ?? { not: null }, day: daysWhere(from, to) },
      _sum: { views: true, reads: true, visitors: true },
    }),
    ctx.db.analyticsDailyDrop.groupBy({
      by: ['reason'],
      where: { day: daysWhere(from, to) },
      _sum: { count: true },
    }),
  ]);
  const names = new Map(
    (
      await ctx.db.team.findMany({
        where: { id: { in: teamTotals.map((row) => row.teamId!) } },
        select: { id: true, name: true },
      })
    ).map((team) => [team.id, team.name]),
  );
  return {
    ...dashboard,
    teams: teamTotals
      .map((row) => ({
        teamId: row.teamId!,
        name: names.get(row.teamId!) ?? '',
        views: row._sum.views ?? 0,
        reads: row._sum.reads ?? 0,
        visitors: row._sum.visitors ?? 0,
      }))
      .sort((a, b) => b.views - a.views || a.name.localeCompare(b.name)),
    dropped: drops
      .map((row) => ({ reason: row.reason, count: row._sum.count ?? 0 }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
  };
}

export function seriesAnalytics(
  ctx: ServiceContext,
  args: SeriesAnalyticsInput,
): Promise<SeriesAnalytics> {
  return seriesReport(ctx.db, { ...args, today: today() });
}

export function recordAnalytics(
  ctx: ServiceContext,
  args: RecordAnalyticsInput,
): Promise<RecordAnalytics> {
  return recordReport(ctx.db, { ...args, today: today() });
}

/** The longest range one deletion takes: ten years of days. */
export const MAX_DELETED_DAYS = 3_660;

// Deleting millions of raw events takes longer than Prisma's 5 s default.
const DELETION_TRANSACTION = { timeout: 600_000 };

/**
 * Deletes everything analytics kept of the UTC days from..to — raw events, daily figures, drop
 * counts — in one transaction with its audit entry.
 */
export async function deleteAnalytics(
  ctx: ServiceContext,
  { from, to, actorId }: DeleteAnalyticsInput & { actorId: string },
): Promise<DeletedAnalytics> {
  if (daysBetween(from, to) + 1 > MAX_DELETED_DAYS) {
    throw badRequest('Delete at most ten years of days at a time.', { field: 'from' });
  }
  return ctx.db.$transaction(async (tx) => {
    const deleted = await deleteAnalyticsDays(tx, { from, to });
    await recordAudit(tx, {
      actorId,
      action: 'delete',
      entityType: 'analytics',
      entityId: `${from}..${to}`,
      entityLabel: from === to ? from : `${from} to ${to}`,
      changes: {
        events: { from: deleted.events, to: 0 },
        days: { from: deleted.days, to: 0 },
      },
    });
    return deleted;
  }, DELETION_TRANSACTION);
}
