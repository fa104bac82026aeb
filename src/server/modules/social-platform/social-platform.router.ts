import {
  socialPlatformFields,
  socialPlatformIdInput,
  socialPlatformUpdateInput,
} from '~/schemas/social';
import { publicPaths, revalidatePaths } from '~/server/revalidate';
import { router } from '~/server/trpc/init';
import { publicProcedure, systemAdminProcedure } from '~/server/trpc/procedures';

import {
  createPlatform,
  deletePlatform,
  listActivePlatforms,
  listAllPlatforms,
  updatePlatform,
} from './social-platform.service';

/** Runs a change, then refreshes the public pages that show the platforms. */
async function withRevalidation<T>(ctx: Parameters<typeof revalidatePaths>[0], change: Promise<T>) {
  const result = await change;
  await revalidatePaths(ctx, publicPaths.socialPlatforms());
  return result;
}

export const socialPlatformRouter = router({
  list: publicProcedure.query(({ ctx }) => listActivePlatforms(ctx.db)),
  adminList: systemAdminProcedure.query(({ ctx }) => listAllPlatforms(ctx.db)),
  create: systemAdminProcedure
    .input(socialPlatformFields)
    .mutation(({ ctx, input }) => withRevalidation(ctx, createPlatform(ctx.db, input))),
  update: systemAdminProcedure
    .input(socialPlatformUpdateInput)
    .mutation(({ ctx, input: { id, ...fields } }) =>
      withRevalidation(ctx, updatePlatform(ctx.db, id, fields)),
    ),
  delete: systemAdminProcedure
    .input(socialPlatformIdInput)
    .mutation(({ ctx, input }) => withRevalidation(ctx, deletePlatform(ctx.db, input.id))),
});
