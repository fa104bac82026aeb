import {
  contactSubmissionIdInput,
  listContactSubmissionsInput,
  markContactReadInput,
  submitContactInput,
} from '~/schemas/contact';
import { clientKey } from '~/server/rate-limit';
import { router } from '~/server/trpc/init';
import { publicProcedure, systemAdminProcedure } from '~/server/trpc/procedures';

import {
  countUnreadContactSubmissions,
  deleteContactSubmission,
  listContactSubmissions,
  markContactRead,
  submitContact,
} from './contact.service';

export const contactRouter = router({
  submit: publicProcedure
    .input(submitContactInput)
    .mutation(({ ctx, input }) => submitContact(ctx, { ...input, clientKey: clientKey(ctx) })),
  list: systemAdminProcedure
    .input(listContactSubmissionsInput)
    .query(({ ctx, input }) => listContactSubmissions(ctx, input)),
  unreadCount: systemAdminProcedure.query(({ ctx }) => countUnreadContactSubmissions(ctx)),
  markRead: systemAdminProcedure
    .input(markContactReadInput)
    .mutation(({ ctx, input }) => markContactRead(ctx, { ...input, actorId: ctx.session.user.id })),
  delete: systemAdminProcedure
    .input(contactSubmissionIdInput)
    .mutation(({ ctx, input }) =>
      deleteContactSubmission(ctx, { ...input, actorId: ctx.session.user.id }),
    ),
});
