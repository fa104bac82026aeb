import { pageInput } from '~/schemas/common';
import {
  createSeriesSchema,
  featuredSeriesSchema,
  seriesBySlugSchema,
  seriesIdSchema,
  seriesPageSchema,
  updateSeriesSchema,
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
    .input(featuredSeriesSchema)
    .query(({ ctx, input }) => listFeaturedSeries(ctx.db, input.limit)),

  list: publicProcedure
    .input(seriesPageSchema)
    .query(({ ctx, input }) => listSeries(ctx.db, input)),

  bySlug: publicProcedure
    .input(seriesBySlugSchema)
    .query(({ ctx, input }) => getSeriesBySlug(ctx.db, input.slug)),

  adminList: teamMemberProcedure
    .input(pageInput)
    .query(({ ctx, input }) => adminListSeries(ctx.db, ctx.team.id, input)),

  create: teamAdminProcedure
    .input(createSeriesSchema)
    .mutation(({ ctx, input }) => createSeries(ctx, ctx.team.id, ctx.session.user.id, input)),

  update: teamAdminProcedure
    .input(updateSeriesSchema)
    .mutation(({ ctx, input }) => updateSeries(ctx, ctx.team.id, input)),

  delete: teamAdminProcedure
    .input(seriesIdSchema)
    .mutation(({ ctx, input }) => deleteSeries(ctx, ctx.team.id, input.id)),
});
