import {
  createTeamProfileInput,
  listTeamProfilesInput,
  reorderTeamProfilesInput,
  teamProfileIdInput,
  updateTeamProfileInput,
} from '~/schemas/team-profile';
import { router } from '~/server/trpc/init';
import { publicProcedure, teamAdminProcedure } from '~/server/trpc/procedures';

import {
  createTeamProfile,
  deleteTeamProfile,
  listTeamProfiles,
  reorderTeamProfiles,
  updateTeamProfile,
} from './team-profile.service';

export const teamProfileRouter = router({
  list: publicProcedure
    .input(listTeamProfilesInput)
    .query(({ ctx, input }) => listTeamProfiles(ctx, input)),

  create: teamAdminProcedure
    .input(createTeamProfileInput)
    .mutation(({ ctx, input }) =>
      createTeamProfile(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  update: teamAdminProcedure
    .input(updateTeamProfileInput)
    .mutation(({ ctx, input }) =>
      updateTeamProfile(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  delete: teamAdminProcedure
    .input(teamProfileIdInput)
    .mutation(({ ctx, input }) =>
      deleteTeamProfile(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  reorder: teamAdminProcedure
    .input(reorderTeamProfilesInput)
    .mutation(({ ctx, input }) =>
      reorderTeamProfiles(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
});
