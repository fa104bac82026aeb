import {
  deleteAnalyticsInput,
  recordAnalyticsInput,
  seriesAnalyticsInput,
  siteAnalyticsInput,
  teamAnalyticsInput,
} from '~/schemas/analytics';
import { router } from '~/server/trpc/init';
import { systemAdminProcedure, teamMemberProcedure } from '~/server/trpc/procedures';

import {
  deleteAnalytics,
  recordAnalytics,
  seriesAnalytics,
  siteAnalytics,
  teamAnalytics,
} from './analytics.service';

/** What readers did, from the daily rollups: members read their team's, system admins all. */
export const analyticsRouter = router({
  team: teamMemberProcedure
    .input(teamAnalyticsInput)
    .query(({ ctx, input }) => teamAnalytics(ctx, { ...input, teamId: ctx.team.id })),
  series: teamMemberProcedure
    .input(seriesAnalyticsInput)
    .query(({ ctx, input }) => seriesAnalytics(ctx, { ...input, teamId: ctx.team.id })),
  record: teamMemberProcedure
    .input(recordAnalyticsInput)
    .query(({ ctx, input }) => recordAnalytics(ctx, { ...input, teamId: ctx.team.id })),
  site: systemAdminProcedure
    .input(siteAnalyticsInput)
    .query(({ ctx, input }) => siteAnalytics(ctx, input)),
  deleteRange: systemAdminProcedure
    .input(deleteAnalyticsInput)
    .mutation(({ ctx, input }) => deleteAnalytics(ctx, { ...input, actorId: ctx.session.user.id })),
});
