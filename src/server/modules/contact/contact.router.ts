import {
  contactIdInput,
  contactListInput,
  contactMarkReadInput,
  contactSubmitInput,
} from '~/schemas/contact';
import { clientKey } from '~/server/rate-limit';
import { router } from '~/server/trpc/init';
import { publicProcedure, systemAdminProcedure } from '~/server/trpc/procedures';

import {
  contactRateLimiter,
  deleteContactSubmission,
  listContactSubmissions,
  markContactRead,
  submitContact,
} from './contact.service';

export const contactRouter = router({
  submit: publicProcedure
    .input(contactSubmitInput)
    .mutation(({ ctx, input }) => submitContact(ctx.db, contactRateLimiter, clientKey(ctx), input)),
  list: systemAdminProcedure
    .input(contactListInput)
    .query(({ ctx, input }) => listContactSubmissions(ctx.db, input)),
  markRead: systemAdminProcedure
    .input(contactMarkReadInput)
    .mutation(({ ctx, input }) => markContactRead(ctx.db, input.id, input.read)),
  delete: systemAdminProcedure
    .input(contactIdInput)
    .mutation(({ ctx, input }) => deleteContactSubmission(ctx.db, input.id)),
});
