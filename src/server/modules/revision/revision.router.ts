import { listRevisionsInput, restoreRevisionInput, revisionIdInput } from '~/schemas/revision';
import { router } from '~/server/trpc/init';
import { teamAdminProcedure, teamMemberProcedure } from '~/server/trpc/procedures';

import { getRevision, listRevisions, restoreRevision } from './revision.service';

/** The history of posts, series items and projects: members read it, admins restore from it. */
export const revisionRouter = router({
  list: teamMemberProcedure
    .input(listRevisionsInput)
    .query(({ ctx, input }) => listRevisions(ctx, { ...input, teamId: ctx.team.id })),
  byId: teamMemberProcedure
    .input(revisionIdInput)
    .query(({ ctx, input }) => getRevision(ctx, { ...input, teamId: ctx.team.id })),
  restore: teamAdminProcedure
    .input(restoreRevisionInput)
    .mutation(({ ctx, input }) =>
      restoreRevision(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
});
