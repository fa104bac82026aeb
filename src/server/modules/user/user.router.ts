import { router } from '~/server/trpc/init';
import { protectedProcedure } from '~/server/trpc/procedures';

import { getMe } from './user.service';

export const userRouter = router({
  me: protectedProcedure.query(({ ctx }) => getMe(ctx, { userId: ctx.session.user.id })),
});
