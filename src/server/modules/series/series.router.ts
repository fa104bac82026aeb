import {
  createSeriesInput,
  featuredSeriesInput,
  listSeriesInput,
  seriesBySlugInput,
  seriesIdInput,
  updateSeriesInput,
} from '~/schemas/series';
import { router } from '~/server/trpc/init';
import { publicProcedure, teamAdminProcedure, teamMemberProcedure } from '~/server/trpc/procedures';

import {
  adminListSeries,
  createSeries,
  deleteSeries,
  getSeriesBySlug,
  listFeaturedSeries,
  listSeries,
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

  delete: teamAdminProcedure
    .input(seriesIdInput)
    .mutation(({ ctx, input }) =>
      deleteSeries(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
});
