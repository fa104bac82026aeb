import {
  createSocialPlatformInput,
  reorderSocialPlatformsInput,
  socialPlatformIdInput,
  updateSocialPlatformInput,
} from '~/schemas/social';
import { router } from '~/server/trpc/init';
import { publicProcedure, systemAdminProcedure } from '~/server/trpc/procedures';

import {
  adminListSocialPlatforms,
  createSocialPlatform,
  deleteSocialPlatform,
  listActiveSocialPlatforms,
  reorderSocialPlatforms,
  updateSocialPlatform,
} from './social-platform.service';

export const socialPlatformRouter = router({
  list: publicProcedure.query(({ ctx }) => listActiveSocialPlatforms(ctx)),
  adminList: systemAdminProcedure.query(({ ctx }) => adminListSocialPlatforms(ctx)),
  create: systemAdminProcedure
    .input(createSocialPlatformInput)
    .mutation(({ ctx, input }) =>
      createSocialPlatform(ctx, { ...input, actorId: ctx.session.user.id }),
    ),
  update: systemAdminProcedure
    .input(updateSocialPlatformInput)
    .mutation(({ ctx, input }) =>
      updateSocialPlatform(ctx, { ...input, actorId: ctx.session.user.id }),
    ),
  delete: systemAdminProcedure
    .input(socialPlatformIdInput)
    .mutation(({ ctx, input }) =>
      deleteSocialPlatform(ctx, { ...input, actorId: ctx.session.user.id }),
    ),
  reorder: systemAdminProcedure
    .input(reorderSocialPlatformsInput)
    .mutation(({ ctx, input }) =>
      reorderSocialPlatforms(ctx, { ...input, actorId: ctx.session.user.id }),
    ),
});
