import {
  adminListMediaInput,
  createMediaInput,
  listMediaInput,
  mediaIdInput,
  updateMediaInput,
} from '~/schemas/media';
import { systemContentListInput } from '~/schemas/system-content';
import { router } from '~/server/trpc/init';
import {
  publicProcedure,
  systemAdminProcedure,
  teamAdminProcedure,
  teamMemberProcedure,
} from '~/server/trpc/procedures';

import {
  adminListMedia,
  createMedia,
  deleteMedia,
  listMedia,
  systemListMedia,
  updateMedia,
} from './media.service';

export const mediaRouter = router({
  list: publicProcedure.input(listMediaInput).query(({ ctx, input }) => listMedia(ctx, input)),

  adminList: teamMemberProcedure
    .input(adminListMediaInput)
    .query(({ ctx, input }) => adminListMedia(ctx, { ...input, teamId: ctx.team.id })),
  systemList: systemAdminProcedure
    .input(systemContentListInput)
    .query(({ ctx, input }) => systemListMedia(ctx, input)),
  create: teamAdminProcedure
    .input(createMediaInput)
    .mutation(({ ctx, input }) =>
      createMedia(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  update: teamAdminProcedure
    .input(updateMediaInput)
    .mutation(({ ctx, input }) =>
      updateMedia(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  delete: teamAdminProcedure
    .input(mediaIdInput)
    .mutation(({ ctx, input }) =>
      deleteMedia(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
});
