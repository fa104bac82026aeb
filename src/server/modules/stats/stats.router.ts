import { router } from '~/server/trpc/init';
import { systemAdminProcedure, teamMemberProcedure } from '~/server/trpc/procedures';

import { getSystemStats, getTeamStats } from './stats.service';

export const statsRouter = router({
  team: teamMemberProcedure.query(({ ctx }) => getTeamStats(ctx, { teamId: ctx.team.id })),
  system: systemAdminProcedure.query(({ ctx }) => getSystemStats(ctx)),
});
