import {
  addCustomLinkSchema,
  customLinkOwnerSchema,
  deleteCustomLinkSchema,
  reorderCustomLinksSchema,
} from '~/schemas/custom-link';
import { router } from '~/server/trpc/init';
import { publicProcedure, teamAdminProcedure, teamMemberProcedure } from '~/server/trpc/procedures';

import {
  addLink,
  adminListLinks,
  deleteLink,
  listLinks,
  reorderLinks,
} from './custom-link.service';

export const customLinkRouter = router({
  list: publicProcedure
    .input(customLinkOwnerSchema)
    .query(({ ctx, input }) => listLinks(ctx.db, input)),

  adminList: teamMemberProcedure
    .input(customLinkOwnerSchema)
    .query(({ ctx, input }) => adminListLinks(ctx.db, ctx.team.id, input)),

  add: teamAdminProcedure
    .input(addCustomLinkSchema)
    .mutation(({ ctx, input }) => addLink(ctx, ctx.team.id, input)),

  delete: teamAdminProcedure
    .input(deleteCustomLinkSchema)
    .mutation(({ ctx, input }) => deleteLink(ctx, ctx.team.id, input.id)),

  reorder: teamAdminProcedure
    .input(reorderCustomLinksSchema)
    .mutation(({ ctx, input }) => reorderLinks(ctx, ctx.team.id, input)),
});
