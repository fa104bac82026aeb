import { TRPCError } from '@trpc/server';

import {
  addTeamMemberInput,
  changeTeamRoleInput,
  createTeamInput,
  invitationIdInput,
  listTeamsInput,
  removeTeamMemberInput,
  teamBySlugInput,
  updateTeamInput,
} from '~/schemas/team';
import { mayManageTeamRole } from '~/server/policy';
import { router } from '~/server/trpc/init';
import {
  createProtectedProcedure,
  protectedProcedure,
  systemAdminProcedure,
  teamAdminProcedure,
  teamMemberProcedure,
  teamOwnerProcedure,
  withSystemAdminFlag,
} from '~/server/trpc/procedures';

import { listInvitations, resendInvitation, revokeInvitation } from './invitation.service';
import { deleteTeam, getTeamWithCounts, systemListTeams, updateTeam } from './team-admin.service';
import {
  addTeamMember,
  changeTeamRole,
  createTeam,
  getTeamBySlug,
  leaveTeam,
  listMyTeams,
  listTeamOptions,
  listTeamMembers,
  removeTeamMember,
} from './team.service';

/** Team admins add members; only owners (and system admins) add admins and owners. */
const addMemberProcedure = teamAdminProcedure
  .input(addTeamMemberInput)
  .use(({ ctx, input, next }) => {
    if (!mayManageTeamRole(ctx.team.isOwner, input.role)) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'Only team owners can add admins and owners.',
      });
    }
    return next();
  });

export const teamRouter = router({
  // Team creation refuses a signed-out caller with its own words.
  create: createProtectedProcedure('User not authenticated')
    .input(createTeamInput)
    .mutation(({ ctx, input }) => createTeam(ctx, { ...input, actorId: ctx.session.user.id })),

  /** Every team's id and name, for the system admin's filters. */
  options: systemAdminProcedure.query(({ ctx }) => listTeamOptions(ctx)),

  mine: protectedProcedure.query(({ ctx }) => listMyTeams(ctx, { actorId: ctx.session.user.id })),

  /** Every team with what it holds, for the system admins' Teams screen. */
  systemList: systemAdminProcedure
    .input(listTeamsInput)
    .query(({ ctx, input }) => systemListTeams(ctx, input)),

  /** One team with what it holds (what deleting it would take along). */
  withCounts: teamOwnerProcedure.query(({ ctx }) =>
    getTeamWithCounts(ctx, { teamId: ctx.team.id }),
  ),

  update: teamOwnerProcedure
    .input(updateTeamInput)
    .mutation(({ ctx, input }) =>
      updateTeam(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),

  delete: teamOwnerProcedure.mutation(({ ctx }) =>
    deleteTeam(ctx, { teamId: ctx.team.id, actorId: ctx.session.user.id }),
  ),

  bySlug: protectedProcedure
    .use(withSystemAdminFlag)
    .input(teamBySlugInput)
    .query(({ ctx, input }) =>
      getTeamBySlug(ctx, {
        ...input,
        actorId: ctx.session.user.id,
        actorIsSystemAdmin: ctx.isSystemAdmin,
      }),
    ),

  members: teamMemberProcedure.query(({ ctx }) => listTeamMembers(ctx, { teamId: ctx.team.id })),

  addMember: addMemberProcedure.mutation(({ ctx, input }) =>
    addTeamMember(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
  ),

  /** The invitations waiting for an answer (expired ones too), for the members screen. */
  invitations: teamAdminProcedure.query(({ ctx }) => listInvitations(ctx, { teamId: ctx.team.id })),

  resendInvitation: teamAdminProcedure.input(invitationIdInput).mutation(({ ctx, input }) =>
    resendInvitation(ctx, {
      ...input,
      teamId: ctx.team.id,
      actorId: ctx.session.user.id,
      actorIsOwner: ctx.team.isOwner,
    }),
  ),

  revokeInvitation: teamAdminProcedure.input(invitationIdInput).mutation(({ ctx, input }) =>
    revokeInvitation(ctx, {
      ...input,
      teamId: ctx.team.id,
      actorId: ctx.session.user.id,
      actorIsOwner: ctx.team.isOwner,
    }),
  ),

  changeRole: teamOwnerProcedure
    .input(changeTeamRoleInput)
    .mutation(({ ctx, input }) =>
      changeTeamRole(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),

  removeMember: teamAdminProcedure.input(removeTeamMemberInput).mutation(({ ctx, input }) =>
    removeTeamMember(ctx, {
      ...input,
      teamId: ctx.team.id,
      actorId: ctx.session.user.id,
      actorIsOwner: ctx.team.isOwner,
    }),
  ),

  leave: teamMemberProcedure.mutation(({ ctx }) =>
    leaveTeam(ctx, { teamId: ctx.team.id, actorId: ctx.session.user.id }),
  ),
});
