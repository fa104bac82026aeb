import {
  createTeamProfileInput,
  reorderTeamProfilesInput,
  teamProfileIdInput,
  teamProfileListInput,
  updateTeamProfileInput,
} from '~/schemas/team-profile';
import { publicPaths, revalidatePaths } from '~/server/revalidate';
import { router } from '~/server/trpc/init';
import { publicProcedure, teamAdminProcedure } from '~/server/trpc/procedures';

import {
  createProfile,
  deleteProfile,
  listProfiles,
  reorderProfiles,
  updateProfile,
} from './team-profile.service';

export const teamProfileRouter = router({
  list: publicProcedure
    .input(teamProfileListInput)
    .query(({ ctx, input }) => listProfiles(ctx.db, input)),

  create: teamAdminProcedure.input(createTeamProfileInput).mutation(async ({ ctx, input }) => {
    const { teamId: _teamId, ...fields } = input;
    const profile = await createProfile(ctx.db, ctx.team.id, fields);
    await revalidatePaths(ctx, publicPaths.teamProfiles());
    return profile;
  }),
  update: teamAdminProcedure.input(updateTeamProfileInput).mutation(async ({ ctx, input }) => {
    const { teamId: _teamId, ...fields } = input;
    const profile = await updateProfile(ctx.db, ctx.team.id, fields);
    await revalidatePaths(ctx, publicPaths.teamProfiles());
    return profile;
  }),
  delete: teamAdminProcedure.input(teamProfileIdInput).mutation(async ({ ctx, input }) => {
    await deleteProfile(ctx.db, ctx.team.id, input.id);
    await revalidatePaths(ctx, publicPaths.teamProfiles());
    return { id: input.id };
  }),
  reorder: teamAdminProcedure.input(reorderTeamProfilesInput).mutation(async ({ ctx, input }) => {
    const profiles = await reorderProfiles(ctx.db, ctx.team.id, input.ids);
    await revalidatePaths(ctx, publicPaths.teamProfiles());
    return profiles;
  }),
});
