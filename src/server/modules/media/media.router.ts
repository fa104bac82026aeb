import {
  adminListMediaInput,
  createMediaInput,
  listMediaInput,
  mediaIdInput,
  updateMediaInput,
} from '~/schemas/media';
import { router } from '~/server/trpc/init';
import { publicProcedure, teamAdminProcedure, teamMemberProcedure } from '~/server/trpc/procedures';

import { adminListMedia, createMedia, deleteMedia, listMedia, updateMedia } from './media.service';

export const mediaRouter = router({
  list: publicProcedure.input(listMediaInput).query(({ ctx, input }) => listMedia(ctx, input)),

  adminList: teamMemberProcedure
    .input(adminListMediaInput)
    .query(({ ctx, input }) => adminListMedia(ctx, { ...input, teamId: ctx.team.id })),
  create: teamAdminProcedure
    .input(createMediaInput)
    .mutation(({ ctx, input }) => createMedia(ctx, { ...input, teamId: ctx.team.id })),
  update: teamAdminProcedure
    .input(updateMediaInput)
    .mutation(({ ctx, input }) => updateMedia(ctx, { ...input, teamId: ctx.team.id })),
  delete: teamAdminProcedure
    .input(mediaIdInput)
    .mutation(({ ctx, input }) => deleteMedia(ctx, { ...input, teamId: ctx.team.id })),
});
