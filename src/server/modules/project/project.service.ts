import type {
  AdminListProjectsInput,
  CreateProjectInput,
  FeatureProjectInput,
  FeaturedProjectsInput,
  ListProjectsInput,
  ProjectIdInput,
  UpdateProjectInput,
} from '~/schemas/project';
import type { SystemContentListInput } from '~/schemas/system-content';
import { auditedCreate, auditedUpdate, auditedDelete, type AuditedEntity } from '~/server/audit';
import { crossTeamPageArgs, teamOfContent } from '~/server/cross-team';
import { recentlyUpdatedFirst, titleContains } from '~/server/admin-list';
import type { Db } from '~/server/db';
import { badRequest, notFound } from '~/server/errors';
import { stagedLinksCreate } from '~/server/modules/custom-link/custom-link.service';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/pagination';
import { publicPaths, revalidatePaths } from '~/server/revalidate';
import type { ServiceContext } from '~/server/service-context';
import { releaseDroppedUploads } from '~/server/storage/file-references';

export const PROJECT_NOT_FOUND = 'Project not found';

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
  version: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ProjectSelect;

type ProjectRow = Prisma.ProjectGetPayload<{ select: typeof projectSelect }>;

/** What an editor changes: compared by the audit log, kept by each revision. */
const editedFields = [
  'seriesId',
  'title',
  'description',
  'featured',
  'imageUrls',
  'imageUrl',
  'videoUrl',
  'demoUrl',
  'githubUrl',
  'tags',
] as const satisfies readonly (keyof ProjectRow)[];

const auditedProject: AuditedEntity<ProjectRow> = {
  type: 'project',
  fields: editedFields,
  label: (project) => project.title,
  teamId: (project) => project.teamId,
  revisions: {
    recordType: 'project',
    fields: editedFields,
    version: (project) => project.version,
    teamId: (project) => project.teamId,
  },
};

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

/** One of the team's projects, for its editor; another team's id is not found. */
export async function adminGetProject(
  ctx: ServiceContext,
  { teamId, id }: ProjectIdInput & { teamId: string },
) {
  const project = await ctx.db.project.findFirst({ where: { id, teamId }, select: projectSelect });
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return project;
}

/** Every team's projects for the system admin, newest first. */
export async function systemListProjects(ctx: ServiceContext, input: SystemContentListInput) {
  const rows = await ctx.db.project.findMany({
    ...crossTeamPageArgs(input),
    select: { ...projectSelect, team: teamOfContent },
  });
  return toPage(rows, input.limit);
}

/** A project may only join a series of its own team. */
async function assertSeriesOfTeam(db: Db, teamId: string, seriesId: string | null) {
  if (seriesId === null) return;
  const series = await db.series.findFirst({
    where: { id: seriesId, teamId },
    select: { id: true },
  });
  if (!series) {
    throw badRequest('Choose a series of this team.', { field: 'seriesId' });
  }
}

export async function createProject(
  ctx: ServiceContext,
  { teamId, actorId, links, ...fields }: CreateProjectInput & { teamId: string; actorId: string },
) {
  await assertSeriesOfTeam(ctx.db, teamId, fields.seriesId);
  const project = await auditedCreate(ctx.db, auditedProject, actorId, (tx) =>
    tx.project.create({
      // The staged links go in the same statement as the project, so in the same transaction.
      data: { ...fields, teamId, customLinks: stagedLinksCreate(links) },
      select: projectSelect,
    }),
  );
  await revalidatePaths(ctx, publicPaths.project(project.id));
  return project;
}

interface ProjectWrite {
  teamId: string;
  actorId: string;
  id: string;
  action: string;
  /** The version the caller's save started from; none for a change of state (featuring). */
  expectedVersion?: number;
}

/**
 * Changes a project of the team (another team's id is not found) as a new version and records
 * it, in one transaction.
 */
async function writeTeamProject(
  ctx: ServiceContext,
  { teamId, actorId, id, action, expectedVersion }: ProjectWrite,
  data: Prisma.ProjectUpdateInput,
) {
  const { before, after } = await auditedUpdate(
    ctx.db,
    auditedProject,
    { action, actorId, notFoundMessage: PROJECT_NOT_FOUND, expectedVersion },
    (tx) => tx.project.findFirst({ where: { id, teamId }, select: projectSelect }),
    (tx, current) =>
      tx.project.update({
        where: { id, teamId, version: current.version },
        data: { ...data, version: { increment: 1 } },
        select: projectSelect,
      }),
  );
  await revalidatePaths(ctx, publicPaths.project(after.id));
  await releaseDroppedUploads(ctx.db, before, after);
  return after;
}

export async function updateProject(
  ctx: ServiceContext,
  {
    teamId,
    actorId,
    id,
    version,
    ...fields
  }: UpdateProjectInput & { teamId: string; actorId: string },
) {
  await assertSeriesOfTeam(ctx.db, teamId, fields.seriesId);
  return writeTeamProject(
    ctx,
    { teamId, actorId, id, action: 'update', expectedVersion: version },
    fields,
  );
}

export function featureProject(
  ctx: ServiceContext,
  { teamId, actorId, id, featured }: FeatureProjectInput & { teamId: string; actorId: string },
) {
  return writeTeamProject(
    ctx,
    { teamId, actorId, id, action: featured ? 'feature' : 'unfeature' },
    { featured },
  );
}

export async function deleteProject(
  ctx: ServiceContext,
  { teamId, actorId, id }: ProjectIdInput & { teamId: string; actorId: string },
) {
  const deleted = await auditedDelete(
    ctx.db,
    auditedProject,
    { actorId, notFoundMessage: PROJECT_NOT_FOUND },
    (tx) => tx.project.delete({ where: { id, teamId }, select: projectSelect }),
  );
  await revalidatePaths(ctx, publicPaths.project(id));
  await releaseDroppedUploads(ctx.db, deleted);
  return { id };
}
