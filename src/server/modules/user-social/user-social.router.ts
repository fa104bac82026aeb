import { TRPCError } from '@trpc/server';

import {
  deleteUserSocialInput,
  listUserSocialsInput,
  systemListUserSocialsInput,
  upsertUserSocialInput,
} from '~/schemas/social';
import { router } from '~/server/trpc/init';
import {
  protectedProcedure,
  systemAdminProcedure,
  withSystemAdminFlag,
} from '~/server/trpc/procedures';

import {
  deleteUserSocial,
  listUserSocials,
  systemListUserSocials,
  upsertUserSocial,
} from './user-social.service';

/** A user manages their own links; another user's (`userId`) are for system admins only. */
const userLinksProcedure = protectedProcedure
  .use(withSystemAdminFlag)
  .input(listUserSocialsInput)
  .use(({ ctx, input, next }) => {
    const userId = input?.userId ?? ctx.session.user.id;
    if (userId !== ctx.session.user.id && !ctx.isSystemAdmin) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'You can only manage your own social links.',
      });
    }
    return next();
  });

export const userSocialRouter = router({
  systemList: systemAdminProcedure
    .input(systemListUserSocialsInput)
    .query(({ ctx, input }) => systemListUserSocials(ctx, input)),
  list: userLinksProcedure.query(({ ctx, input }) =>
    listUserSocials(ctx, { ...input, actorId: ctx.session.user.id }),
  ),
  upsert: userLinksProcedure
    .input(upsertUserSocialInput)
    .mutation(({ ctx, input }) =>
      upsertUserSocial(ctx, { ...input, actorId: ctx.session.user.id }),
    ),
  delete: userLinksProcedure
    .input(deleteUserSocialInput)
    .mutation(({ ctx, input }) =>
      deleteUserSocial(ctx, { ...input, actorId: ctx.session.user.id }),
    ),
});
