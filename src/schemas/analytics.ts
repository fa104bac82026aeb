import { z } from 'zod';

import { idSchema } from './common';

/** What a page can show: the records whose views and reads are counted one by one. */
export const analyticsRecordTypes = ['post', 'item', 'project', 'series'] as const;
export type AnalyticsRecordType = (typeof analyticsRecordTypes)[number];

/** The periods the dashboards offer, in days (each compared with the one before it). */
export const analyticsPeriods = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

const period = z.union([z.literal(7), z.literal(30), z.literal(90)]).default(30);

/** A team's dashboard (teamId) for the last `days` days. */
export const teamAnalyticsInput = z.object({ teamId: idSchema, days: period });
export type TeamAnalyticsInput = z.input<typeof teamAnalyticsInput>;

/** The whole site's dashboard, or (teamId) one team's, for a system admin. */
export const siteAnalyticsInput = z.object({ teamId: idSchema.nullish(), days: period });
export type SiteAnalyticsInput = z.input<typeof siteAnalyticsInput>;

/** A series' readers week by week. */
export const seriesAnalyticsInput = z.object({ teamId: idSchema, seriesId: idSchema });
export type SeriesAnalyticsInput = z.infer<typeof seriesAnalyticsInput>;

/** One post's or item's figures, for its editor's side panel. */
export const recordAnalyticsInput = z.object({
  teamId: idSchema,
  recordType: z.enum(['post', 'item', 'project']),
  recordId: idSchema,
});
export type RecordAnalyticsInput = z.infer<typeof recordAnalyticsInput>;

const isoDay = z.iso.date('Use a date such as 2026-11-28.');

/** Deletes every analytics row (raw events, daily figures, drop counts) of these UTC days. */
export const deleteAnalyticsInput = z
  .object({ from: isoDay, to: isoDay })
  .refine((range) => range.from <= range.to, {
    path: ['to'],
    message: 'The last day must not be before the first.',
  });
export type DeleteAnalyticsInput = z.infer<typeof deleteAnalyticsInput>;
