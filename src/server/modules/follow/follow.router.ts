import {
  followConfirmInput,
  followManageInput,
  requestFollowInput,
  setFollowingInput,
} from '~/schemas/follow';
import { clientKey } from '~/server/rate-limit';
import { router } from '~/server/trpc/init';
import { publicProcedure } from '~/server/trpc/procedures';

import {
  confirmFollow,
  describeConfirmLink,
  manageFollows,
  requestFollow,
  setFollowing,
  unfollowEverything,
} from './follow.service';

export const followRouter = router({
  request: publicProcedure
    .input(requestFollowInput)
    .mutation(({ ctx, input }) => requestFollow(ctx, { ...input, clientKey: clientKey(ctx) })),
  confirmLink: publicProcedure
    .input(followConfirmInput)
    .query(({ ctx, input }) => describeConfirmLink(ctx, input)),
  confirm: publicProcedure
    .input(followConfirmInput)
    .mutation(({ ctx, input }) => confirmFollow(ctx, input)),
  manage: publicProcedure
    .input(followManageInput)
    .query(({ ctx, input }) => manageFollows(ctx, input)),
  setFollowing: publicProcedure
    .input(setFollowingInput)
    .mutation(({ ctx, input }) => setFollowing(ctx, input)),
  unfollowEverything: publicProcedure
    .input(followManageInput)
    .mutation(({ ctx, input }) => unfollowEverything(ctx, input)),
});
