import {
  addTeamMemberSchema,
  changeTeamRoleSchema,
  createTeamSchema,
  removeTeamMemberSchema,
  teamBySlugSchema,
} from '~/schemas/team';
import { router } from '~/server/trpc/init';
import {
  createProtectedProcedure,
  protectedProcedure,
  teamAdminProcedure,
  teamMemberProcedure,
} from '~/server/trpc/procedures';

import {
  addMember,
  changeRole,
  createTeam,
  getTeamBySlug,
  leaveTeam,
  listMembers,
  listMyTeams,
  removeMember,
} from './team.service';

export const teamRouter = router({
  // The spec's own refusal text for team creation (§5, §8).
  create: createProtectedProcedure('User not authenticated')
    .input(createTeamSchema)
    .mutation(({ ctx, input }) => createTeam(ctx.db, input, ctx.session.user.id)),

  mine: protectedProcedure.query(({ ctx }) => listMyTeams(ctx.db, ctx.session.user.id)),

  bySlug: protectedProcedure
    .input(teamBySlugSchema)
    .query(({ ctx, input }) => getTeamBySlug(ctx.db, input.slug, ctx.session.user.id)),

  members: teamMemberProcedure.query(({ ctx }) => listMembers(ctx.db, ctx.team.id)),

  addMember: teamAdminProcedure
    .input(addTeamMemberSchema)
    .mutation(({ ctx, input }) => addMember(ctx.db, ctx.team, input, ctx.session.user.id)),

  // Owners only; the service checks, since team admins pass teamAdminProcedure.
  changeRole: teamAdminProcedure
    .input(changeTeamRoleSchema)
    .mutation(({ ctx, input }) => changeRole(ctx.db, ctx.team, input, ctx.session.user.id)),

  removeMember: teamAdminProcedure
    .input(removeTeamMemberSchema)
    .mutation(({ ctx, input }) => removeMember(ctx.db, ctx.team, input, ctx.session.user.id)),

  leave: teamMemberProcedure.mutation(({ ctx }) =>
    leaveTeam(ctx.db, ctx.team.id, ctx.session.user.id),
  ),
});
