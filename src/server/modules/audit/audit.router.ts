import { latestAuditInput, listAuditInput } from '~/schemas/audit';
import { router } from '~/server/trpc/init';
import { systemAdminProcedure } from '~/server/trpc/procedures';

import { latestAuditEntries, listAuditActors, listAuditEntries } from './audit.service';

export const auditRouter = router({
  list: systemAdminProcedure
    .input(listAuditInput)
    .query(({ ctx, input }) => listAuditEntries(ctx, input)),
  latest: systemAdminProcedure
    .input(latestAuditInput)
    .query(({ ctx, input }) => latestAuditEntries(ctx, input)),
  actors: systemAdminProcedure.query(({ ctx }) => listAuditActors(ctx)),
});
