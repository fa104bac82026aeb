import { decideOutboxInput, listOutboxInput, outboxMessageIdInput } from '~/schemas/outbox';
import { router } from '~/server/trpc/init';
import { systemAdminProcedure } from '~/server/trpc/procedures';

import { decideOutbox, listOutbox, outboxMessageById, outboxStatus } from './outbox.service';

export const outboxRouter = router({
  list: systemAdminProcedure
    .input(listOutboxInput)
    .query(({ ctx, input }) => listOutbox(ctx, input)),
  byId: systemAdminProcedure
    .input(outboxMessageIdInput)
    .query(({ ctx, input }) => outboxMessageById(ctx, input)),
  status: systemAdminProcedure.query(() => outboxStatus()),
  decide: systemAdminProcedure
    .input(decideOutboxInput)
    .mutation(({ ctx, input }) => decideOutbox(ctx, { ...input, actorId: ctx.session.user.id })),
});
