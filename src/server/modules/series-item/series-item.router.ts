import {
  adminSeriesItemListSchema,
  createSeriesItemSchema,
  publicSeriesItemListSchema,
  publicSeriesItemSchema,
  reorderSeriesItemsSchema,
  seriesItemIdSchema,
  updateSeriesItemSchema,
} from '~/schemas/series-item';
import { router } from '~/server/trpc/init';
import { publicProcedure, teamAdminProcedure, teamMemberProcedure } from '~/server/trpc/procedures';

import {
  adminListItems,
  createItem,
  deleteItem,
  getPublishedItem,
  listPublishedItems,
  reorderItems,
  updateItem,
} from './series-item.service';

export const seriesItemRouter = router({
  list: publicProcedure
    .input(publicSeriesItemListSchema)
    .query(({ ctx, input }) => listPublishedItems(ctx.db, input)),

  byId: publicProcedure
    .input(publicSeriesItemSchema)
    .query(({ ctx, input }) => getPublishedItem(ctx.db, input.seriesSlug, input.itemId)),

  adminList: teamMemberProcedure
    .input(adminSeriesItemListSchema)
    .query(({ ctx, input }) => adminListItems(ctx.db, ctx.team.id, input)),

  create: teamAdminProcedure
    .input(createSeriesItemSchema)
    .mutation(({ ctx, input }) => createItem(ctx, ctx.team.id, input)),

  update: teamAdminProcedure
    .input(updateSeriesItemSchema)
    .mutation(({ ctx, input }) => updateItem(ctx, ctx.team.id, input)),

  delete: teamAdminProcedure
    .input(seriesItemIdSchema)
    .mutation(({ ctx, input }) => deleteItem(ctx, ctx.team.id, input.id)),

  reorder: teamAdminProcedure
    .input(reorderSeriesItemsSchema)
    .mutation(({ ctx, input }) => reorderItems(ctx, ctx.team.id, input)),
});
