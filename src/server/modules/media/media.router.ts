import { createMediaInput, mediaIdInput, mediaListInput, updateMediaInput } from '~/schemas/media';
import { publicPaths, revalidatePaths } from '~/server/revalidate';
import { router } from '~/server/trpc/init';
import { publicProcedure, teamAdminProcedure, teamMemberProcedure } from '~/server/trpc/procedures';

import {
  createMedia,
  deleteMedia,
  listPublicMedia,
  listTeamMedia,
  updateMedia,
} from './media.service';

export const mediaRouter = router({
  list: publicProcedure
    .input(mediaListInput)
    .query(({ ctx, input }) => listPublicMedia(ctx.db, input)),

  adminList: teamMemberProcedure
    .input(mediaListInput)
    .query(({ ctx, input }) => listTeamMedia(ctx.db, ctx.team.id, input)),
  create: teamAdminProcedure.input(createMediaInput).mutation(async ({ ctx, input }) => {
    const { teamId: _teamId, ...fields } = input;
    const media = await createMedia(ctx.db, ctx.team.id, fields);
    await revalidatePaths(ctx, publicPaths.media());
    return media;
  }),
  update: teamAdminProcedure.input(updateMediaInput).mutation(async ({ ctx, input }) => {
    const { teamId: _teamId, ...fields } = input;
    const media = await updateMedia(ctx.db, ctx.team.id, fields);
    await revalidatePaths(ctx, publicPaths.media());
    return media;
  }),
  delete: teamAdminProcedure.input(mediaIdInput).mutation(async ({ ctx, input }) => {
    await deleteMedia(ctx.db, ctx.team.id, input.id);
    await revalidatePaths(ctx, publicPaths.media());
    return { id: input.id };
  }),
});
