import type {
  AdminListProjectsInput,
  CreateProjectInput,
  FeatureProjectInput,
  FeaturedProjectsInput,
  ListProjectsInput,
  ProjectIdInput,
  UpdateProjectInput,
} from '~/schemas/project';
import { recentlyUpdatedFirst, titleContains } from '~/server/admin-list';
import type { Db } from '~/server/db';
import { AppError, notFound, writeOrNotFound } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/pagination';
import { publicPaths, revalidatePaths } from '~/server/revalidate';
import type { ServiceContext } from '~/server/service-context';

const PROJECT_NOT_FOUND = 'Project not found';

const projectSelect = {
  id: true,
  teamId: true,
  seriesId: true,
  title: true,
  description: true,
  featured: true,
  imageUrls: true,
  imageUrl: true,
  videoUrl: true,
  demoUrl: true,
  githubUrl: true,
  tags: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ProjectSelect;

const newestFirst = [
  { createdAt: 'desc' },
  { id: 'desc' },
] satisfies Prisma.ProjectOrderByWithRelationInput[];

/** Home page: featured projects, newest first. */
export function listFeaturedProjects(ctx: ServiceContext, { limit }: FeaturedProjectsInput) {
  return ctx.db.project.findMany({
    where: { featured: true },
    orderBy: newestFirst,
    take: limit,
    select: projectSelect,
  });
}

/** Public list: featured first, then newest. */
export async function listProjects(ctx: ServiceContext, page: ListProjectsInput) {
  const rows = await ctx.db.project.findMany({
    orderBy: [{ featured: 'desc' }, ...newestFirst],
    ...pageArgs(page),
    select: projectSelect,
  });
  return toPage(rows, page.limit);
}

/** Project detail, with its team's name and its series' title and slug. */
export async function getProject(ctx: ServiceContext, { id }: ProjectIdInput) {
  const project = await ctx.db.project.findUnique({
    where: { id },
    select: {
      ...projectSelect,
      team: { select: { name: true, slug: true } },
      series: { select: { title: true, slug: true } },
    },
  });
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return project;
}

/** Admin list of one team's projects, newest first. */
export async function adminListProjects(
  ctx: ServiceContext,
  { teamId, search, featured, ...page }: AdminListProjectsInput & { teamId: string },
) {
  const rows = await ctx.db.project.findMany({
    where: { teamId, ...titleContains(search), ...(featured != null ? { featured } : {}) },
    orderBy: recentlyUpdatedFirst(),
    ...pageArgs(page),
    select: projectSelect,
  });
  return toPage(rows, page.limit);
}

/** A project may only join a series of its own team. */
async function assertSeriesOfTeam(db: Db, teamId: string, seriesId: string | null) {
  if (seriesId === null) return;
  const series = await db.series.findFirst({
    where: { id: seriesId, teamId },
    select: { id: true },
  });
  if (!series) {
    throw new AppError('BAD_REQUEST', 'Choose a series of this team.', { field: 'seriesId' });
  }
}

export async function createProject(
  ctx: ServiceContext,
  { teamId, ...fields }: CreateProjectInput & { teamId: string },
) {
  await assertSeriesOfTeam(ctx.db, teamId, fields.seriesId);
  const project = await ctx.db.project.create({
    data: { ...fields, teamId },
    select: projectSelect,
  });
  await revalidatePaths(ctx, publicPaths.project(project.id));
  return project;
}

export async function updateProject(
  ctx: ServiceContext,
  { teamId, id, ...fields }: UpdateProjectInput & { teamId: string },
) {
  await assertSeriesOfTeam(ctx.db, teamId, fields.seriesId);
  const project = await writeOrNotFound(
    ctx.db.project.update({ where: { id, teamId }, data: fields, select: projectSelect }),
    PROJECT_NOT_FOUND,
  );
  await revalidatePaths(ctx, publicPaths.project(project.id));
  return project;
}

/** The home page and the projects list show featured projects first: both are revalidated. */
export async function featureProject(
  ctx: ServiceContext,
  { teamId, id, featured }: FeatureProjectInput & { teamId: string },
) {
  const project = await writeOrNotFound(
    ctx.db.project.update({ where: { id, teamId }, data: { featured }, select: projectSelect }),
    PROJECT_NOT_FOUND,
  );
  await revalidatePaths(ctx, publicPaths.project(project.id));
  return project;
}

export async function deleteProject(
  ctx: ServiceContext,
  { teamId, id }: ProjectIdInput & { teamId: string },
) {
  await writeOrNotFound(
    ctx.db.project.delete({ where: { id, teamId }, select: { id: true } }),
    PROJECT_NOT_FOUND,
  );
  await revalidatePaths(ctx, publicPaths.project(id));
  return { id };
}
