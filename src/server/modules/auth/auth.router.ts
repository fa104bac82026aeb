import {
  acceptInvitationInput,
  requestPasswordResetInput,
  resetPasswordInput,
  signUpInput,
} from '~/schemas/auth';
import { acceptInvitation } from '~/server/modules/team/invitation.service';
import { clientKey } from '~/server/rate-limit';
import { router } from '~/server/trpc/init';
import { publicProcedure } from '~/server/trpc/procedures';

import { isSignUpAllowed, signUp } from './auth.service';
import { requestPasswordReset, resetPasswordWithLink } from './password-reset.service';

export const authRouter = router({
  /** Creates an account; the client then signs in through NextAuth. */
  signUp: publicProcedure
    .input(signUpInput)
    .mutation(({ ctx, input }) =>
      signUp(ctx, { ...input, allowed: isSignUpAllowed(), clientKey: clientKey(ctx) }),
    ),

  /** Emails a reset link when an account uses the address; the answer is the same either way. */
  requestPasswordReset: publicProcedure
    .input(requestPasswordResetInput)
    .mutation(({ ctx, input }) =>
      requestPasswordReset(ctx, { ...input, clientKey: clientKey(ctx) }),
    ),

  /** Sets a new password with an emailed link; the client then signs in. */
  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) => resetPasswordWithLink(ctx, input)),

  /** Opens the invited account and joins its team; the client then signs in. */
  acceptInvitation: publicProcedure
    .input(acceptInvitationInput)
    .mutation(({ ctx, input }) => acceptInvitation(ctx, input)),
});
