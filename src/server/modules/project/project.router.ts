import {
  adminListProjectsInput,
  createProjectInput,
  featureProjectInput,
  featuredProjectsInput,
  listProjectsInput,
  projectIdInput,
  publishProjectInput,
  updateProjectInput,
} from '~/schemas/project';
import { scheduleInput } from '~/schemas/schedule';
import { systemContentListInput } from '~/schemas/system-content';
import { router } from '~/server/trpc/init';
import {
  publicProcedure,
  systemAdminProcedure,
  teamAdminProcedure,
  teamMemberProcedure,
} from '~/server/trpc/procedures';

import {
  adminGetProject,
  adminListProjects,
  cancelProjectSchedule,
  createProject,
  deleteProject,
  featureProject,
  getProject,
  listFeaturedProjects,
  listProjects,
  publishProject,
  scheduleProject,
  systemListProjects,
  updateProject,
} from './project.service';

export const projectRouter = router({
  featured: publicProcedure
    .input(featuredProjectsInput)
    .query(({ ctx, input }) => listFeaturedProjects(ctx, input)),
  list: publicProcedure
    .input(listProjectsInput)
    .query(({ ctx, input }) => listProjects(ctx, input)),
  byId: publicProcedure.input(projectIdInput).query(({ ctx, input }) => getProject(ctx, input)),

  adminList: teamMemberProcedure
    .input(adminListProjectsInput)
    .query(({ ctx, input }) => adminListProjects(ctx, { ...input, teamId: ctx.team.id })),
  adminById: teamMemberProcedure
    .input(projectIdInput)
    .query(({ ctx, input }) => adminGetProject(ctx, { ...input, teamId: ctx.team.id })),
  systemList: systemAdminProcedure
    .input(systemContentListInput)
    .query(({ ctx, input }) => systemListProjects(ctx, input)),
  create: teamAdminProcedure
    .input(createProjectInput)
    .mutation(({ ctx, input }) =>
      createProject(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  update: teamAdminProcedure
    .input(updateProjectInput)
    .mutation(({ ctx, input }) =>
      updateProject(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  feature: teamAdminProcedure
    .input(featureProjectInput)
    .mutation(({ ctx, input }) =>
      featureProject(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  publish: teamAdminProcedure
    .input(publishProjectInput)
    .mutation(({ ctx, input }) =>
      publishProject(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  /** Schedules a draft's publish (and unpublish), or moves the schedule it has. */
  schedule: teamAdminProcedure
    .input(scheduleInput)
    .mutation(({ ctx, input }) =>
      scheduleProject(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  cancelSchedule: teamAdminProcedure
    .input(projectIdInput)
    .mutation(({ ctx, input }) =>
      cancelProjectSchedule(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  delete: teamAdminProcedure
    .input(projectIdInput)
    .mutation(({ ctx, input }) =>
      deleteProject(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
});
