import { listPresenceInput, presenceHeartbeatInput } from '~/schemas/presence';
import { router } from '~/server/trpc/init';
import { teamMemberProcedure } from '~/server/trpc/procedures';

import { listPresence, recordPresence } from './presence.service';

/** Who has an editor open on which record: the team's members tell and see it. */
export const presenceRouter = router({
  heartbeat: teamMemberProcedure
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
