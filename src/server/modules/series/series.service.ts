import { slugify } from '~/lib/slugify';
import type { PageInput } from '~/schemas/common';
import type { CreateSeriesInput, UpdateSeriesInput } from '~/schemas/series';
import type { Db } from '~/server/db';
import { AppError } from '~/server/errors';
import { Prisma } from '~/server/generated/prisma/client';
import { stagedLinksCreate } from '~/server/modules/custom-link/custom-link.service';
import { pageArgs, toPage } from '~/server/pagination';
import { publicPaths, revalidatePaths } from '~/server/revalidate';
import type { Context } from '~/server/trpc/context';

type ServiceContext = Pick<Context, 'db' | 'revalidate'>;

const SERIES_NOT_FOUND = 'Series not found';
const SLUG_TAKEN = 'A series with this slug already exists.';

const seriesFields = {
  id: true,
  teamId: true,
  title: true,
  slug: true,
  description: true,
  shortDescription: true,
  status: true,
  featured: true,
  startDate: true,
  endDate: true,
  tags: true,
  imageUrl: true,
  createdAt: true,
  updatedAt: true,
  team: { select: { name: true, slug: true } },
} satisfies Prisma.SeriesSelect;

const newestFirst: Prisma.SeriesOrderByWithRelationInput[] = [
  { createdAt: 'desc' },
  { id: 'desc' },
];

export function listFeaturedSeries(db: Db, limit: number) {
  return db.series.findMany({
    where: { featured: true },
    orderBy: newestFirst,
    take: limit,
    select: seriesFields,
  });
}

/** All series, featured first, then newest first (spec §7). */
export async function listSeries(db: Db, page: PageInput) {
  const rows = await db.series.findMany({
    orderBy: [{ featured: 'desc' }, ...newestFirst],
    ...pageArgs(page),
    select: seriesFields,
  });
  return toPage(rows, page.limit);
}

export async function getSeriesBySlug(db: Db, slug: string) {
  const series = await db.series.findUnique({ where: { slug }, select: seriesFields });
  if (!series) throw new AppError('NOT_FOUND', SERIES_NOT_FOUND);
  return series;
}

/**
 * Item counts of the given series only. (Prisma's `_count` select joins a count of every
 * series' items, a scan of the whole table, and filters afterwards.)
 */
async function countItems(db: Db, seriesIds: string[]): Promise<Map<string, number>> {
  const groups = await db.seriesItem.groupBy({
    by: ['seriesId'],
    where: { seriesId: { in: seriesIds } },
    _count: { _all: true },
  });
  return new Map(groups.map((group) => [group.seriesId, group._count._all]));
}

/** The team's series for its admin area, newest first, each with its number of items. */
export async function adminListSeries(db: Db, teamId: string, page: PageInput) {
  const rows = await db.series.findMany({
    where: { teamId },
    orderBy: newestFirst,
    ...pageArgs(page),
    select: seriesFields,
  });
  const { items, nextCursor } = toPage(rows, page.limit);
  const counts = await countItems(
    db,
    items.map((series) => series.id),
  );
  return {
    items: items.map((series) => ({ ...series, _count: { items: counts.get(series.id) ?? 0 } })),
    nextCursor,
  };
}

function resolveSlug(input: { slug: string; title: string }): string {
  const slug = input.slug || slugify(input.title);
  if (!slug) {
    throw new AppError(
      'BAD_REQUEST',
      'The title has no letters or digits to make a slug from; enter a slug.',
    );
  }
  return slug;
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/** Runs a write that sets a slug, turning the unique-index violation into a clear conflict. */
async function withUniqueSlug<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', SLUG_TAKEN);
    throw error;
  }
}

function editableFields(input: Omit<UpdateSeriesInput, 'id'>, slug: string) {
  return {
    title: input.title,
    slug,
    description: input.description,
    shortDescription: input.shortDescription,
    status: input.status,
    featured: input.featured,
    startDate: input.startDate,
    endDate: input.endDate,
    tags: input.tags,
    imageUrl: input.imageUrl,
  };
}

/** Creates a series and its staged links in one statement, so one transaction. */
export async function createSeries(
  ctx: ServiceContext,
  teamId: string,
  authorId: string,
  input: CreateSeriesInput,
) {
  const slug = resolveSlug(input);
  const series = await withUniqueSlug(
    ctx.db.series.create({
      data: {
        ...editableFields(input, slug),
        teamId,
        authorId,
        customLinks: stagedLinksCreate(input.links),
      },
      select: seriesFields,
    }),
  );
  await revalidatePaths(ctx, publicPaths.series(series.slug));
  return series;
}

/** The series when it belongs to the team; another team's id is not found. */
export async function requireTeamSeries(db: Db, teamId: string, id: string) {
  const series = await db.series.findFirst({
    where: { id, teamId },
    select: { id: true, slug: true, title: true },
  });
  if (!series) throw new AppError('NOT_FOUND', SERIES_NOT_FOUND);
  return series;
}

export async function updateSeries(ctx: ServiceContext, teamId: string, input: UpdateSeriesInput) {
  const before = await requireTeamSeries(ctx.db, teamId, input.id);
  const series = await withUniqueSlug(
    ctx.db.series.update({
      where: { id: input.id, teamId },
      data: editableFields(input, resolveSlug(input)),
      select: seriesFields,
    }),
  );
  // Its item pages and its projects' pages show only its title and link to its slug.
  const renamed = before.title !== series.title || before.slug !== series.slug;
  await revalidatePaths(ctx, [
    ...publicPaths.series(before.slug),
    ...publicPaths.series(series.slug),
    ...(renamed ? await pagesNamingSeries(ctx.db, series.id, [before.slug, series.slug]) : []),
  ]);
  return series;
}

/**
 * The pages besides its own that show a series' title and link to it under one of `slugs`: its
 * item pages and the pages of the projects built in it. Read before a write that may remove the
 * rows.
 */
async function pagesNamingSeries(db: Db, seriesId: string, slugs: string[]): Promise<string[]> {
  const [items, projects] = await Promise.all([
    db.seriesItem.findMany({ where: { seriesId }, select: { id: true } }),
    db.project.findMany({ where: { seriesId }, select: { id: true } }),
  ]);
  return [
    ...slugs.flatMap((slug) => items.flatMap((item) => publicPaths.seriesItem(slug, item.id))),
    ...projects.flatMap((project) => publicPaths.projectPage(project.id)),
  ];
}

/** Deletes a series; the database cascades to its items and links. */
export async function deleteSeries(ctx: ServiceContext, teamId: string, id: string) {
  const series = await requireTeamSeries(ctx.db, teamId, id);
  // Its item pages go with it, and its projects lose their link to it.
  const namedOn = await pagesNamingSeries(ctx.db, id, [series.slug]);
  await ctx.db.series.delete({ where: { id, teamId }, select: { id: true } });
  await revalidatePaths(ctx, [...publicPaths.series(series.slug), ...namedOn]);
  return { id };
}
