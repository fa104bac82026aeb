import type {
  AdminListProjectsInput,
  CreateProjectInput,
  FeatureProjectInput,
  FeaturedProjectsInput,
  ListProjectsInput,
  ProjectIdInput,
  PublishProjectInput,
  UpdateProjectInput,
} from '~/schemas/project';
import type { ScheduleInput } from '~/schemas/schedule';
import type { SystemContentListInput } from '~/schemas/system-content';
import { publicPaths, revalidatePaths } from '~/server/cache/revalidate';
import type { Db, Tx } from '~/server/db';
import { badRequest, notFound } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { recentlyUpdatedFirst, titleContains } from '~/server/lists/admin-list';
import { crossTeamPageArgs, teamOfContent } from '~/server/lists/cross-team';
import { pageArgs, toPage } from '~/server/lists/pagination';
import { stagedLinksCreate } from '~/server/modules/custom-link/custom-link.service';
import { onPublish } from '~/server/outbox/on-publish';
import {
  auditedCreate,
  auditedUpdate,
  auditedDelete,
  type AuditedEntity,
} from '~/server/records/audit';
import {
  cancelRecordSchedule,
  scheduleRecord,
  SCHEDULE_STATE_SELECT,
  setRecordPublished,
  type SchedulableKind,
} from '~/server/scheduling/scheduled-record';
import type { ServiceContext } from '~/server/service-context';
import { releaseDroppedUploads } from '~/server/storage/file-references';

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
  published: true,
  version: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ProjectSelect;

/** What the admin area reads of a project: also its schedule. */
const adminProjectSelect = {
  ...projectSelect,
  publishAt: true,
  unpublishAt: true,
  scheduledById: true,
  missedAt: true,
  missedReason: true,
} satisfies Prisma.ProjectSelect;

type ProjectRow = Prisma.ProjectGetPayload<{ select: typeof adminProjectSelect }>;

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
  'published',
] as const satisfies readonly (keyof ProjectRow)[];

const auditedProject: AuditedEntity<ProjectRow> = {
  type: 'project',
  fields: [...editedFields, 'publishAt', 'unpublishAt'],
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

/** Home page: featured published projects, newest first. */
export function listFeaturedProjects(ctx: ServiceContext, { limit }: FeaturedProjectsInput) {
  return ctx.db.project.findMany({
    where: { published: true, featured: true },
    orderBy: newestFirst,
    take: limit,
    select: projectSelect,
  });
}

/** Public list: published projects, featured first, then newest. */
export async function listProjects(ctx: ServiceContext, page: ListProjectsInput) {
  const rows = await ctx.db.project.findMany({
    where: { published: true },
    orderBy: [{ featured: 'desc' }, ...newestFirst],
    ...pageArgs(page),
    select: projectSelect,
  });
  return toPage(rows, page.limit);
}

/** A published project's detail, with its team's name and its series' title and slug. */
export async function getProject(ctx: ServiceContext, { id }: ProjectIdInput) {
  const project = await ctx.db.project.findFirst({
    where: { id, published: true },
    select: {
      ...projectSelect,
      team: { select: { name: true, slug: true } },
      series: { select: { title: true, slug: true } },
    },
  });
  if (!project) throw notFound('Project');
  return project;
}

/** Admin list of one team's projects, drafts included, the most recently edited first. */
export async function adminListProjects(
  ctx: ServiceContext,
  {
    teamId,
    search,
    featured,
    published,
    scheduled,
    ...page
  }: AdminListProjectsInput & { teamId: string },
) {
  const rows = await ctx.db.project.findMany({
    where: {
      teamId,
      ...titleContains(search),
      ...(featured != null ? { featured } : {}),
      ...(published != null ? { published } : {}),
      ...(scheduled != null ? { publishAt: scheduled ? { not: null } : null } : {}),
    },
    orderBy: recentlyUpdatedFirst(),
    ...pageArgs(page),
    select: adminProjectSelect,
  });
  return toPage(rows, page.limit);
}

/** One of the team's projects, for its editor; another team's id is not found. */
export async function adminGetProject(
  ctx: ServiceContext,
  { teamId, id }: ProjectIdInput & { teamId: string },
) {
  const project = await ctx.db.project.findFirst({
    where: { id, teamId },
    select: adminProjectSelect,
  });
  if (!project) throw notFound('Project');
  return project;
}

/** Every team's projects for the system admin, drafts included, newest first. */
export async function systemListProjects(ctx: ServiceContext, input: SystemContentListInput) {
  const rows = await ctx.db.project.findMany({
    ...crossTeamPageArgs(input),
    select: { ...adminProjectSelect, team: teamOfContent },
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

/**
 * Writes a project in `tx`, in a series known to be its team's: every new project, typed or
 * imported, is written here.
 */
export function insertProject(tx: Tx, data: Prisma.ProjectUncheckedCreateInput) {
  return tx.project.create({ data, select: adminProjectSelect });
}

export async function createProject(
  ctx: ServiceContext,
  { teamId, actorId, links, ...fields }: CreateProjectInput & { teamId: string; actorId: string },
) {
  await assertSeriesOfTeam(ctx.db, teamId, fields.seriesId);
  const project = await auditedCreate(ctx.db, auditedProject, actorId, async (tx) =>
    onPublish(tx, 'project', {
      // The staged links go in the same statement as the project, so in the same transaction.
      row: await insertProject(tx, { ...fields, teamId, customLinks: stagedLinksCreate(links) }),
      wasPublished: false,
      wanted: false,
    }),
  );
  await revalidateIfPublic(ctx, project.id, project.published);
  return project;
}

/** Drafts appear on no public page: only a change the public pages showed or show revalidates. */
async function revalidateIfPublic(ctx: ServiceContext, id: string, isPublic: boolean) {
  if (isPublic) await revalidatePaths(ctx, publicPaths.project(id));
}

interface ProjectWrite {
  teamId: string;
  actorId: string;
  id: string;
  action: string;
  /** The version the caller's save started from; none for a change of state (featuring). */
  expectedVersion?: number;
  autosave?: boolean;
}

/**
 * Changes a project of the team (another team's id is not found) as a new version and records
 * it, in one transaction.
 */
async function writeTeamProject(
  ctx: ServiceContext,
  { teamId, actorId, id, action, expectedVersion, autosave }: ProjectWrite,
  data: Prisma.ProjectUpdateInput,
) {
  const { before, after } = await auditedUpdate(
    ctx.db,
    auditedProject,
    { action, actorId, notFoundLabel: 'Project', expectedVersion, autosave },
    (tx) => tx.project.findFirst({ where: { id, teamId }, select: adminProjectSelect }),
    async (tx, current) =>
      onPublish(tx, 'project', {
        row: await tx.project.update({
          where: { id, teamId, version: current.version },
          data: { ...data, version: { increment: 1 } },
          select: adminProjectSelect,
        }),
        wasPublished: current.published,
        wanted: false,
      }),
  );
  await revalidateIfPublic(ctx, after.id, before.published || after.published);
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
    autosave,
    ...fields
  }: UpdateProjectInput & { teamId: string; actorId: string },
) {
  await assertSeriesOfTeam(ctx.db, teamId, fields.seriesId);
  return writeTeamProject(
    ctx,
    { teamId, actorId, id, action: 'update', expectedVersion: version, autosave },
    // Published by hand: its scheduled publish is moot (the job then finds nothing to do).
    { ...fields, ...(fields.published ? { publishAt: null } : {}) },
  );
}

/** How the schedule (and a person's Publish) reads and writes projects. */
export const scheduledProjects: SchedulableKind<ProjectRow> = {
  entity: 'project',
  audited: auditedProject,
  notFoundLabel: 'Project',
  stateOf: (db, id) =>
    db.project.findUnique({ where: { id }, select: { teamId: true, ...SCHEDULE_STATE_SELECT } }),
  find: (tx, { id, teamId, still }) =>
    tx.project.findFirst({ where: { id, teamId, ...still }, select: adminProjectSelect }),
  // Projects have no followers: a schedule never asks to email them.
  hasFollowers: false,
  update: (tx, { id, teamId, still }, { emailFollowersOnPublish: _none, ...data }) =>
    tx.project.update({
      where: { id, teamId, ...still },
      data: { ...data, version: { increment: 1 } },
      select: adminProjectSelect,
    }),
  revalidate: (ctx, project) => revalidatePaths(ctx, publicPaths.project(project.id)),
};

/** Publishes or unpublishes a project by hand (the editor's 'Publish now', the list's button). */
export function publishProject(
  ctx: ServiceContext,
  { teamId, actorId, id, published }: PublishProjectInput & { teamId: string; actorId: string },
) {
  return setRecordPublished(ctx, scheduledProjects, { teamId, id, published, by: { actorId } });
}

/** Schedules a draft project's publish (and unpublish), replacing any schedule it had. */
export function scheduleProject(
  ctx: ServiceContext,
  args: ScheduleInput & { teamId: string; actorId: string },
) {
  return scheduleRecord(ctx, scheduledProjects, args);
}

/** Cancels a project's schedule (publish and unpublish) and its jobs. */
export function cancelProjectSchedule(
  ctx: ServiceContext,
  args: ProjectIdInput & { teamId: string; actorId: string },
) {
  return cancelRecordSchedule(ctx, scheduledProjects, args);
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
    { actorId, notFoundLabel: 'Project' },
    (tx) => tx.project.delete({ where: { id, teamId }, select: adminProjectSelect }),
  );
  await revalidateIfPublic(ctx, id, deleted.published);
  await releaseDroppedUploads(ctx.db, deleted);
  return { id };
}
