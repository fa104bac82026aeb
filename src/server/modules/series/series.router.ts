import {
  createSeriesInput,
  featureSeriesInput,
  featuredSeriesInput,
  listSeriesInput,
  seriesBySlugInput,
  seriesIdInput,
  updateSeriesInput,
} from '~/schemas/series';
import { systemContentListInput } from '~/schemas/system-content';
import { router } from '~/server/trpc/init';
import {
  publicProcedure,
  systemAdminProcedure,
  teamAdminProcedure,
  teamMemberProcedure,
} from '~/server/trpc/procedures';

import {
  adminListSeries,
  createSeries,
  deleteSeries,
  featureSeries,
  getSeriesBySlug,
  listFeaturedSeries,
  listSeries,
  systemListSeries,
  updateSeries,
} from './series.service';

export const seriesRouter = router({
  featured: publicProcedure
    .input(featuredSeriesInput)
    .query(({ ctx, input }) => listFeaturedSeries(ctx, input)),

  list: publicProcedure.input(listSeriesInput).query(({ ctx, input }) => listSeries(ctx, input)),

  bySlug: publicProcedure
    .input(seriesBySlugInput)
    .query(({ ctx, input }) => getSeriesBySlug(ctx, input)),

  adminList: teamMemberProcedure
    .input(listSeriesInput)
    .query(({ ctx, input }) => adminListSeries(ctx, { ...input, teamId: ctx.team.id })),

  systemList: systemAdminProcedure
    .input(systemContentListInput)
    .query(({ ctx, input }) => systemListSeries(ctx, input)),

  create: teamAdminProcedure
    .input(createSeriesInput)
    .mutation(({ ctx, input }) =>
      createSeries(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),

  update: teamAdminProcedure
    .input(updateSeriesInput)
    .mutation(({ ctx, input }) =>
      updateSeries(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),

  feature: teamAdminProcedure
    .input(featureSeriesInput)
    .mutation(({ ctx, input }) =>
      featureSeries(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),

  delete: teamAdminProcedure
    .input(seriesIdInput)
    .mutation(({ ctx, input }) =>
      deleteSeries(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
});
