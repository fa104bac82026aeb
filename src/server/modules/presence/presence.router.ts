import { listPresenceInput, presenceHeartbeatInput } from '~/schemas/presence';
import { router } from '~/server/trpc/init';
import { teamAdminProcedure, teamMemberProcedure } from '~/server/trpc/procedures';

import { listPresence, recordPresence } from './presence.service';

/**
 * Who has an editor open on which record: those who may change the team's content tell it (a
 * member, who cannot, is never announced as editing), and every member of the team sees it.
 */
export const presenceRouter = router({
  heartbeat: teamAdminProcedure
    .input(presenceHeartbeatInput)
    .mutation(({ ctx, input }) =>
      recordPresence(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  list: teamMemberProcedure
    .input(listPresenceInput)
    .query(({ ctx, input }) =>
      listPresence(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
});
