import {
  createProjectInput,
  featuredProjectsInput,
  projectIdInput,
  projectListInput,
  updateProjectInput,
} from '~/schemas/project';
import { publicPaths, revalidatePaths } from '~/server/revalidate';
import { router } from '~/server/trpc/init';
import { publicProcedure, teamAdminProcedure, teamMemberProcedure } from '~/server/trpc/procedures';

import {
  createProject,
  deleteProject,
  getProject,
  listFeaturedProjects,
  listProjects,
  listTeamProjects,
  updateProject,
} from './project.service';

export const projectRouter = router({
  featured: publicProcedure
    .input(featuredProjectsInput)
    .query(({ ctx, input }) => listFeaturedProjects(ctx.db, input.limit)),
  list: publicProcedure
    .input(projectListInput)
    .query(({ ctx, input }) => listProjects(ctx.db, input)),
  byId: publicProcedure
    .input(projectIdInput)
    .query(({ ctx, input }) => getProject(ctx.db, input.id)),

  adminList: teamMemberProcedure
    .input(projectListInput)
    .query(({ ctx, input }) => listTeamProjects(ctx.db, ctx.team.id, input)),
  create: teamAdminProcedure.input(createProjectInput).mutation(async ({ ctx, input }) => {
    const { teamId: _teamId, ...fields } = input;
    const project = await createProject(ctx.db, ctx.team.id, fields);
    await revalidatePaths(ctx, publicPaths.project(project.id));
    return project;
  }),
  update: teamAdminProcedure.input(updateProjectInput).mutation(async ({ ctx, input }) => {
    const { teamId: _teamId, ...fields } = input;
    const project = await updateProject(ctx.db, ctx.team.id, fields);
    await revalidatePaths(ctx, publicPaths.project(project.id));
    return project;
  }),
  delete: teamAdminProcedure.input(projectIdInput).mutation(async ({ ctx, input }) => {
    await deleteProject(ctx.db, ctx.team.id, input.id);
    await revalidatePaths(ctx, publicPaths.project(input.id));
    return { id: input.id };
  }),
});
