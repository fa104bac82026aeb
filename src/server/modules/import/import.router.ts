import { importFileInput, importIdInput } from '~/schemas/import';
import { router } from '~/server/trpc/init';
import { teamAdminProcedure } from '~/server/trpc/procedures';

import { previewImport } from './import-report';
import { adminListImports, getImport } from './import-views';
import { startImport } from './import.service';

/** Content from elsewhere into a team: its admins and owners (and system admins) only. */
export const importRouter = router({
  /** Asked by POST /api/import before a byte of the file is read. */
  authorize: teamAdminProcedure.query(() => true),
  /** The dry run: a mutation because it carries the file, though it writes nothing. */
  preview: teamAdminProcedure
    .input(importFileInput)
    .mutation(({ ctx, input }) => previewImport(ctx, { ...input, teamId: ctx.team.id })),
  start: teamAdminProcedure
    .input(importFileInput)
    .mutation(({ ctx, input }) =>
      startImport(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  byId: teamAdminProcedure
    .input(importIdInput)
    .query(({ ctx, input }) => getImport(ctx, { ...input, teamId: ctx.team.id })),
  adminList: teamAdminProcedure.query(({ ctx }) => adminListImports(ctx, { teamId: ctx.team.id })),
});
