/**
 * What the analytics screens receive from the `analytics` router: days are UTC dates as
 * "YYYY-MM-DD". Visitors are exact within a day; a period's visitors are the daily figures
 * summed ("daily visitors, summed"), never called unique.
 */
import type { AnalyticsRecordType } from '~/schemas/analytics';

export interface DailyFigures {
  day: string;
  views: number;
  reads: number;
  visitors: number;
}

export interface PeriodTotals {
  views: number;
  reads: number;
  /** Daily visitors, summed over the period's days. */
  visitors: number;
}

export interface RecordFigures {
  recordType: AnalyticsRecordType;
  recordId: string;
  title: string;
  /** The record's public page, when it still has one. */
  path: string | null;
  views: number;
  reads: number;
  visitors: number;
}

export interface SourceFigures {
  /** A referrer's host, a campaign ("source / campaign") or a device (phone, tablet, desktop). */
  value: string;
  views: number;
  visitors: number;
}

export interface AnalyticsDashboard {
  from: string;
  to: string;
  days: number;
  /** One entry per day of the period, oldest first, days without views included as zeros. */
  daily: DailyFigures[];
  totals: PeriodTotals;
  /** The same number of days just before the period. */
  previous: PeriodTotals;
  /** The period before, day by day (oldest first, as long as `daily`): the chart's comparison. */
  previousDaily: DailyFigures[];
  /** Posts, items and projects with the most views, at most 10 of each kind. */
  topRecords: RecordFigures[];
  referrers: SourceFigures[];
  campaigns: SourceFigures[];
  devices: SourceFigures[];
}

export interface SiteAnalyticsDashboard extends AnalyticsDashboard {
  /** Each team's totals over the period (the whole site's dashboard only). */
  teams: { teamId: string; name: string; views: number; reads: number; visitors: number }[];
  /** What the collector dropped over the period, by reason (bot, headless, automation…). */
  dropped: { reason: string; count: number }[];
}

export interface SeriesWeek {
  itemId: string;
  title: string;
  weekNumber: number | null;
  publishedAt: string | null;
  views: number;
  reads: number;
  /** reads / views, 0 when there are no views. */
  readRate: number;
  /** Confirmed email followers of the series at the end of the item's week. */
  emailFollowers: number;
  /** Readers of the series' feed on the busiest day of the item's week. */
  feedReaders: number;
}

export interface SeriesAnalytics {
  seriesId: string;
  title: string;
  /** The series' published items in week order (then item order). */
  weeks: SeriesWeek[];
  emailFollowers: number;
  feedReaders: number;
}

export interface RecordAnalytics {
  views: number;
  reads: number;
  readRate: number;
  /** The last 30 days. */
  daily: DailyFigures[];
  referrers: SourceFigures[];
}
