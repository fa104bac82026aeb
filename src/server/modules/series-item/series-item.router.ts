import { scheduleWithFollowersInput } from '~/schemas/schedule';
import {
  adminListSeriesItemsInput,
  createSeriesItemInput,
  latestSeriesItemsInput,
  listSeriesItemsInput,
  publishSeriesItemInput,
  reorderSeriesItemsInput,
  seriesItemByIdInput,
  seriesItemIdInput,
  updateSeriesItemInput,
} from '~/schemas/series-item';
import { router } from '~/server/trpc/init';
import { publicProcedure, teamAdminProcedure, teamMemberProcedure } from '~/server/trpc/procedures';

import {
  adminGetSeriesItem,
  adminListSeriesItems,
  cancelSeriesItemSchedule,
  createSeriesItem,
  deleteSeriesItem,
  getPublishedSeriesItem,
  listLatestPublishedSeriesItems,
  listPublishedSeriesItems,
  publishSeriesItem,
  reorderSeriesItems,
  scheduleSeriesItem,
  updateSeriesItem,
} from './series-item.service';

export const seriesItemRouter = router({
  list: publicProcedure
    .input(listSeriesItemsInput)
    .query(({ ctx, input }) => listPublishedSeriesItems(ctx, input)),

  latest: publicProcedure
    .input(latestSeriesItemsInput)
    .query(({ ctx, input }) => listLatestPublishedSeriesItems(ctx, input)),

  byId: publicProcedure
    .input(seriesItemByIdInput)
    .query(({ ctx, input }) => getPublishedSeriesItem(ctx, input)),

  adminList: teamMemberProcedure
    .input(adminListSeriesItemsInput)
    .query(({ ctx, input }) => adminListSeriesItems(ctx, { ...input, teamId: ctx.team.id })),

  adminById: teamMemberProcedure
    .input(seriesItemIdInput)
    .query(({ ctx, input }) => adminGetSeriesItem(ctx, { ...input, teamId: ctx.team.id })),

  create: teamAdminProcedure
    .input(createSeriesItemInput)
    .mutation(({ ctx, input }) =>
      createSeriesItem(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),

  update: teamAdminProcedure
    .input(updateSeriesItemInput)
    .mutation(({ ctx, input }) =>
      updateSeriesItem(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),

  publish: teamAdminProcedure
    .input(publishSeriesItemInput)
    .mutation(({ ctx, input }) =>
      publishSeriesItem(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),

  /** Schedules a draft item's publish (and unpublish), or moves the schedule it has. */
  schedule: teamAdminProcedure
    .input(scheduleWithFollowersInput)
    .mutation(({ ctx, input }) =>
      scheduleSeriesItem(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),

  cancelSchedule: teamAdminProcedure.input(seriesItemIdInput).mutation(({ ctx, input }) =>
    cancelSeriesItemSchedule(ctx, {
      ...input,
      teamId: ctx.team.id,
      actorId: ctx.session.user.id,
    }),
  ),

  delete: teamAdminProcedure
    .input(seriesItemIdInput)
    .mutation(({ ctx, input }) =>
      deleteSeriesItem(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),

  reorder: teamAdminProcedure
    .input(reorderSeriesItemsInput)
    .mutation(({ ctx, input }) =>
      reorderSeriesItems(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
});
