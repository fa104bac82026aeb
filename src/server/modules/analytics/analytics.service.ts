import type {
  AnalyticsDashboard,
  RecordAnalytics,
  SeriesAnalytics,
  SiteAnalyticsDashboard,
} from '~/lib/analytics-report';
import type {
  AnalyticsPeriod,
  DeleteAnalyticsInput,
  RecordAnalyticsInput,
  SeriesAnalyticsInput,
} from '~/schemas/analytics';
import type { ServiceContext } from '~/server/service-context';

// The reads of the daily rollups are being written: each signature below is the contract the
// screens are built against.
const pending = (): never => {
  throw new Error('Analytics reports are not built yet.');
};

export function teamAnalytics(
  _ctx: ServiceContext,
  _args: { teamId: string; days: AnalyticsPeriod },
): Promise<AnalyticsDashboard> {
  return pending();
}

export function siteAnalytics(
  _ctx: ServiceContext,
  _args: { teamId?: string | null; days: AnalyticsPeriod },
): Promise<SiteAnalyticsDashboard> {
  return pending();
}

export function seriesAnalytics(
  _ctx: ServiceContext,
  _args: SeriesAnalyticsInput,
): Promise<SeriesAnalytics> {
  return pending();
}

export function recordAnalytics(
  _ctx: ServiceContext,
  _args: RecordAnalyticsInput,
): Promise<RecordAnalytics> {
  return pending();
}

export function deleteAnalytics(
  _ctx: ServiceContext,
  _args: DeleteAnalyticsInput & { actorId: string },
): Promise<{ events: number; days: number }> {
  return pending();
}
