import {
  addCustomLinkInput,
  customLinkIdInput,
  customLinkOwnerInput,
  reorderCustomLinksInput,
} from '~/schemas/custom-link';
import { router } from '~/server/trpc/init';
import { publicProcedure, teamAdminProcedure, teamMemberProcedure } from '~/server/trpc/procedures';

import {
  addCustomLink,
  adminListCustomLinks,
  deleteCustomLink,
  listCustomLinks,
  reorderCustomLinks,
} from './custom-link.service';

export const customLinkRouter = router({
  list: publicProcedure
    .input(customLinkOwnerInput)
    .query(({ ctx, input }) => listCustomLinks(ctx, input)),

  adminList: teamMemberProcedure
    .input(customLinkOwnerInput)
    .query(({ ctx, input }) => adminListCustomLinks(ctx, { ...input, teamId: ctx.team.id })),

  add: teamAdminProcedure
    .input(addCustomLinkInput)
    .mutation(({ ctx, input }) =>
      addCustomLink(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),

  delete: teamAdminProcedure
    .input(customLinkIdInput)
    .mutation(({ ctx, input }) =>
      deleteCustomLink(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),

  reorder: teamAdminProcedure
    .input(reorderCustomLinksInput)
    .mutation(({ ctx, input }) =>
      reorderCustomLinks(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
});
