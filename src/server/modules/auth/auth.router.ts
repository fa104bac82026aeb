import { signUpInput } from '~/schemas/auth';
import { clientKey } from '~/server/rate-limit';
import { router } from '~/server/trpc/init';
import { publicProcedure } from '~/server/trpc/procedures';

import { isSignUpAllowed, signUp } from './auth.service';

export const authRouter = router({
  /** Creates an account; the client then signs in through NextAuth. */
  signUp: publicProcedure
    .input(signUpInput)
    .mutation(({ ctx, input }) =>
      signUp(ctx, { ...input, allowed: isSignUpAllowed(), clientKey: clientKey(ctx) }),
    ),
});
