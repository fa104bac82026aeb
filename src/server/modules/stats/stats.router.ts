import { router } from '~/server/trpc/init';
import { systemAdminProcedure, teamMemberProcedure } from '~/server/trpc/procedures';

import { systemStats, teamStats } from './stats.service';

export const statsRouter = router({
  team: teamMemberProcedure.query(({ ctx }) => teamStats(ctx.db, ctx.team.id)),
  system: systemAdminProcedure.query(({ ctx }) => systemStats(ctx.db)),
});
