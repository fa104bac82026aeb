import { teamIdInput } from '~/schemas/team';
import { router } from '~/server/trpc/init';
import { systemAdminProcedure, teamAdminProcedure } from '~/server/trpc/procedures';

import type { ExportScope } from './collections';

/**
 * Who may take an export: asked by GET /api/export before a record is read. The whole site is
 * the system admins'; a team's own records are its admins' and owners' too.
 */
export const exportRouter = router({
  authorizeSite: systemAdminProcedure.query((): ExportScope => ({ kind: 'site' })),
  authorizeTeam: teamAdminProcedure
    .input(teamIdInput)
    .query(({ ctx }): ExportScope => ({ kind: 'team', teamId: ctx.team.id })),
});
