import { router } from '~/server/trpc/init';
import { protectedProcedure } from '~/server/trpc/procedures';

import { getMe } from './user.service';

export const userRouter = router({
  me: protectedProcedure.query(({ ctx }) => getMe(ctx.db, ctx.session.user.id)),
});
