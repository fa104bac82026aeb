import { completeSetupInput } from '~/schemas/setup';
import { router } from '~/server/trpc/init';
import { publicProcedure } from '~/server/trpc/procedures';

import { completeSetup } from './setup.service';

export const setupRouter = router({
  /**
   * Creates a fresh install's first administrator and team with the one-time setup token;
   * the client then signs in through NextAuth.
   */
  complete: publicProcedure
    .input(completeSetupInput)
    .mutation(({ ctx, input }) => completeSetup(ctx, input)),
});
