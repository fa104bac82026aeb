import type { PageInput } from '~/schemas/common';
import type { ProjectFields } from '~/schemas/project';
import type { Db } from '~/server/db';
import { AppError } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/pagination';

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

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'Project not found');
}

/** Home page: featured projects, newest first. */
export function listFeaturedProjects(db: Db, limit: number) {
  return db.project.findMany({
    where: { featured: true },
    orderBy: newestFirst,
    take: limit,
    select: projectSelect,
  });
}

/** Public list: featured first, then newest. */
export async function listProjects(db: Db, page: PageInput) {
  const rows = await db.project.findMany({
    orderBy: [{ featured: 'desc' }, ...newestFirst],
    ...pageArgs(page),
    select: projectSelect,
  });
  return toPage(rows, page.limit);
}

/** Project detail, with its team's name and its series' title and slug. */
export async function getProject(db: Db, id: string) {
  const project = await db.project.findUnique({
    where: { id },
    select: {
      ...projectSelect,
      team: { select: { name: true, slug: true } },
      series: { select: { title: true, slug: true } },
    },
  });
  if (!project) throw notFound();
  return project;
}

/** Admin list of one team's projects, newest first. */
export async function listTeamProjects(db: Db, teamId: string, page: PageInput) {
  const rows = await db.project.findMany({
    where: { teamId },
    orderBy: newestFirst,
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
  if (!series) throw new AppError('BAD_REQUEST', 'Choose a series of this team.');
}

export async function createProject(db: Db, teamId: string, fields: ProjectFields) {
  await assertSeriesOfTeam(db, teamId, fields.seriesId);
  return db.project.create({ data: { ...fields, teamId }, select: projectSelect });
}

export async function updateProject(
  db: Db,
  teamId: string,
  { id, ...fields }: ProjectFields & { id: string },
) {
  await assertSeriesOfTeam(db, teamId, fields.seriesId);
  const { count } = await db.project.updateMany({ where: { id, teamId }, data: fields });
  if (count === 0) throw notFound();
  return db.project.findUniqueOrThrow({ where: { id }, select: projectSelect });
}

export async function deleteProject(db: Db, teamId: string, id: string) {
  const { count } = await db.project.deleteMany({ where: { id, teamId } });
  if (count === 0) throw notFound();
}
