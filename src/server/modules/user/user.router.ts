import {
  changePasswordInput,
  createUserInput,
  listUsersInput,
  setDisabledInput,
  setSystemAdminInput,
  userIdInput,
} from '~/schemas/user';
import { router } from '~/server/trpc/init';
import {
  protectedProcedure,
  signedInProcedure,
  systemAdminProcedure,
} from '~/server/trpc/procedures';

import {
  changePassword,
  createAccount,
  listUsers,
  resetPassword,
  setDisabled,
  setSystemAdmin,
} from './user-accounts.service';
import { getMe } from './user.service';

export const userRouter = router({
  me: protectedProcedure.query(({ ctx }) => getMe(ctx, { userId: ctx.session.user.id })),

  changePassword: signedInProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) =>
      changePassword(ctx, { ...input, userId: ctx.session.user.id, clientIp: ctx.clientIp }),
    ),

  list: systemAdminProcedure.input(listUsersInput).query(({ ctx, input }) => listUsers(ctx, input)),

  create: systemAdminProcedure
    .input(createUserInput)
    .mutation(({ ctx, input }) => createAccount(ctx, { ...input, actorId: ctx.session.user.id })),

  resetPassword: systemAdminProcedure
    .input(userIdInput)
    .mutation(({ ctx, input }) => resetPassword(ctx, { ...input, actorId: ctx.session.user.id })),

  setSystemAdmin: systemAdminProcedure
    .input(setSystemAdminInput)
    .mutation(({ ctx, input }) => setSystemAdmin(ctx, { ...input, actorId: ctx.session.user.id })),

  setDisabled: systemAdminProcedure
    .input(setDisabledInput)
    .mutation(({ ctx, input }) => setDisabled(ctx, { ...input, actorId: ctx.session.user.id })),
});
