import {
  exportSubscribersInput,
  listSubscribersInput,
  sendFiguresInput,
  subscriberIdInput,
} from '~/schemas/subscriber';
import { router } from '~/server/trpc/init';
import {
  systemAdminProcedure,
  teamAdminProcedure,
  teamMemberProcedure,
} from '~/server/trpc/procedures';

import {
  countFollowers,
  deleteSubscriber,
  exportSubscribers,
  listSubscribers,
  sendFigures,
} from './subscriber.service';

/** The blog's followers are the whole site's: only system admins see them. */
const BLOG = { blog: true } as const;

export const subscriberRouter = router({
  adminList: teamAdminProcedure
    .input(listSubscribersInput)
    .query(({ ctx, input }) =>
      listSubscribers(ctx, { ...input, followed: { teamId: ctx.team.id } }),
    ),
  counts: teamAdminProcedure.query(({ ctx }) =>
    countFollowers(ctx, { followed: { teamId: ctx.team.id } }),
  ),
  exportCsv: teamAdminProcedure
    .input(exportSubscribersInput)
    .query(({ ctx, input }) =>
      exportSubscribers(ctx, { ...input, followed: { teamId: ctx.team.id } }),
    ),
  delete: teamAdminProcedure.input(subscriberIdInput).mutation(({ ctx, input }) =>
    deleteSubscriber(ctx, {
      ...input,
      followed: { teamId: ctx.team.id },
      actorId: ctx.session.user.id,
    }),
  ),

  blogList: systemAdminProcedure
    .input(listSubscribersInput)
    .query(({ ctx, input }) => listSubscribers(ctx, { ...input, followed: BLOG })),
  blogCounts: systemAdminProcedure.query(({ ctx }) => countFollowers(ctx, { followed: BLOG })),
  blogExportCsv: systemAdminProcedure
    .input(exportSubscribersInput)
    .query(({ ctx, input }) => exportSubscribers(ctx, { ...input, followed: BLOG })),
  blogDelete: systemAdminProcedure
    .input(subscriberIdInput)
    .mutation(({ ctx, input }) =>
      deleteSubscriber(ctx, { ...input, followed: BLOG, actorId: ctx.session.user.id }),
    ),

  /** What became of the emails to followers about the rows of a list (items, posts). */
  sendFigures: teamMemberProcedure
    .input(sendFiguresInput)
    .query(({ ctx, input }) => sendFigures(ctx, { ...input, teamId: ctx.team.id })),
});
