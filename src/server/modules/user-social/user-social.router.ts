import {
  userSocialDeleteInput,
  userSocialListInput,
  userSocialUpsertInput,
} from '~/schemas/social';
import { router } from '~/server/trpc/init';
import { protectedProcedure } from '~/server/trpc/procedures';

import { deleteUserSocial, listUserSocials, upsertUserSocial } from './user-social.service';

export const userSocialRouter = router({
  list: protectedProcedure
    .input(userSocialListInput)
    .query(({ ctx, input }) => listUserSocials(ctx.db, ctx.session.user.id, input?.userId)),
  upsert: protectedProcedure
    .input(userSocialUpsertInput)
    .mutation(({ ctx, input }) => upsertUserSocial(ctx.db, ctx.session.user.id, input)),
  delete: protectedProcedure
    .input(userSocialDeleteInput)
    .mutation(({ ctx, input }) => deleteUserSocial(ctx.db, ctx.session.user.id, input)),
});
