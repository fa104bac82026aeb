import {
  changePasswordInput,
  createUserInput,
  listUsersInput,
  setDisabledInput,
  setNotifyContactMessagesInput,
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
import { getMe, setNotifyContactMessages } from './user.service';

export const userRouter = router({
  me: protectedProcedure.query(({ ctx }) => getMe(ctx, { userId: ctx.session.user.id })),

  changePassword: signedInProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) =>
      changePassword(ctx, { ...input, userId: ctx.session.user.id, clientIp: ctx.clientIp }),
    ),

  /** The signed-in system admin's own choice of an email for each contact message. */
  setNotifyContactMessages: systemAdminProcedure
    .input(setNotifyContactMessagesInput)
    .mutation(({ ctx, input }) =>
      setNotifyContactMessages(ctx, { ...input, userId: ctx.session.user.id }),
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
