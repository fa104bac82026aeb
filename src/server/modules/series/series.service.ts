import { slugify } from '~/lib/slugify';
import type {
  CreateSeriesInput,
  FeatureSeriesInput,
  FeaturedSeriesInput,
  ListSeriesInput,
  SeriesBySlugInput,
  SeriesIdInput,
  UpdateSeriesInput,
} from '~/schemas/series';
import type { SystemContentListInput } from '~/schemas/system-content';
import { publicPaths, revalidatePaths } from '~/server/cache/revalidate';
import type { Db, Tx } from '~/server/db';
import { badRequest, conflict, notFound, writeOrConflict } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { crossTeamPageArgs, teamOfContent } from '~/server/lists/cross-team';
import { pageArgs, toPage } from '~/server/lists/pagination';
import { stagedLinksCreate } from '~/server/modules/custom-link/custom-link.service';
import {
  auditedCreate,
  auditedUpdate,
  auditedDelete,
  type AuditedEntity,
} from '~/server/records/audit';
import type { ServiceContext } from '~/server/service-context';
import { releaseDroppedUploads } from '~/server/storage/file-references';

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

export function listFeaturedSeries(ctx: ServiceContext, { limit }: FeaturedSeriesInput) {
  return ctx.db.series.findMany({
    where: { featured: true },
    orderBy: newestFirst,
    take: limit,
    select: seriesFields,
  });
}

/** All series, featured first, then newest first. */
export async function listSeries(ctx: ServiceContext, page: ListSeriesInput) {
  const rows = await ctx.db.series.findMany({
    orderBy: [{ featured: 'desc' }, ...newestFirst],
    ...pageArgs(page),
    select: seriesFields,
  });
  return toPage(rows, page.limit);
}

export async function getSeriesBySlug(ctx: ServiceContext, { slug }: SeriesBySlugInput) {
  const series = await ctx.db.series.findUnique({ where: { slug }, select: seriesFields });
  if (!series) throw notFound('Series');
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
export async function adminListSeries(
  ctx: ServiceContext,
  { teamId, ...page }: ListSeriesInput & { teamId: string },
) {
  const rows = await ctx.db.series.findMany({
    where: { teamId },
    orderBy: newestFirst,
    ...pageArgs(page),
    select: seriesFields,
  });
  const { items, nextCursor } = toPage(rows, page.limit);
  const counts = await countItems(
    ctx.db,
    items.map((series) => series.id),
  );
  return {
    items: items.map((series) => ({ ...series, _count: { items: counts.get(series.id) ?? 0 } })),
    nextCursor,
  };
}

/** Every team's series for the system admin, newest first. */
export async function systemListSeries(ctx: ServiceContext, input: SystemContentListInput) {
  const rows = await ctx.db.series.findMany({
    ...crossTeamPageArgs(input),
    select: { ...seriesFields, team: teamOfContent },
  });
  return toPage(rows, input.limit);
}

function resolveSlug(input: { slug: string; title: string }): string {
  const slug = input.slug || slugify(input.title);
  if (!slug) {
    throw badRequest('The title has no letters or digits to make a slug from; enter a slug.', {
      field: 'slug',
    });
  }
  return slug;
}

/** Slugs are unique across all teams: a series' page lives at /series/<slug>. */
function withUniqueSlug<T>(write: Promise<T>): Promise<T> {
  return writeOrConflict(
    write,
    conflict('A series with this slug already exists.', { field: 'slug' }),
  );
}

type SeriesRow = Prisma.SeriesGetPayload<{ select: typeof seriesFields }>;

const auditedSeries: AuditedEntity<SeriesRow> = {
  type: 'series',
  fields: [
    'title',
    'slug',
    'description',
    'shortDescription',
    'status',
    'featured',
    'startDate',
    'endDate',
    'tags',
    'imageUrl',
  ],
  label: (series) => series.title,
  teamId: (series) => series.teamId,
};

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

/**
 * Writes a series in `tx`, refusing a slug another series has: every new series, typed or
 * imported, is written here.
 */
export function insertSeries(tx: Tx, data: Prisma.SeriesUncheckedCreateInput) {
  return withUniqueSlug(tx.series.create({ data, select: seriesFields }));
}

/**
 * `slug`, or the first of `slug-2`, `slug-3`… no series of the site has: the slug an imported
 * series is given, where a person who types a taken slug is refused.
 */
export async function freeSeriesSlug(tx: Tx, slug: string): Promise<string> {
  const taken = new Set(
    (
      await tx.series.findMany({
        where: { slug: { startsWith: slug } },
        select: { slug: true },
      })
    ).map((row) => row.slug),
  );
  if (!taken.has(slug)) return slug;
  let number = 2;
  while (taken.has(`${slug}-${number}`)) number++;
  return `${slug}-${number}`;
}

/** Creates a series and its staged links in one statement, so one transaction. */
export async function createSeries(
  ctx: ServiceContext,
  { teamId, actorId, ...input }: CreateSeriesInput & { teamId: string; actorId: string },
) {
  const slug = resolveSlug(input);
  const series = await auditedCreate(ctx.db, auditedSeries, actorId, (tx) =>
    insertSeries(tx, {
      ...editableFields(input, slug),
      teamId,
      authorId: actorId,
      customLinks: stagedLinksCreate(input.links),
    }),
  );
  await revalidatePaths(ctx, publicPaths.series(series.slug));
  return series;
}

/** The series when it belongs to the team; another team's id is not found. */
export async function requireTeamSeries(
  ctx: ServiceContext,
  { teamId, id }: { teamId: string; id: string },
) {
  const series = await ctx.db.series.findFirst({
    where: { id, teamId },
    select: { id: true, slug: true, title: true },
  });
  if (!series) throw notFound('Series');
  return series;
}

export async function updateSeries(
  ctx: ServiceContext,
  { teamId, actorId, id, ...input }: UpdateSeriesInput & { teamId: string; actorId: string },
) {
  const slug = resolveSlug(input);
  const { before, after: series } = await auditedUpdate(
    ctx.db,
    auditedSeries,
    { action: 'update', actorId, notFoundLabel: 'Series' },
    (tx) => tx.series.findFirst({ where: { id, teamId }, select: seriesFields }),
    (tx) =>
      withUniqueSlug(
        tx.series.update({
          where: { id, teamId },
          data: editableFields(input, slug),
          select: seriesFields,
        }),
      ),
  );
  // Its item pages and its projects' pages show only its title and link to its slug.
  const renamed = before.title !== series.title || before.slug !== series.slug;
  await revalidatePaths(ctx, [
    ...publicPaths.series(before.slug),
    ...publicPaths.series(series.slug),
    ...(renamed ? await pagesNamingSeries(ctx.db, series.id, [before.slug, series.slug]) : []),
  ]);
  await releaseDroppedUploads(ctx.db, before, series);
  return series;
}

/** Features a series on the home page, or stops featuring it. */
export async function featureSeries(
  ctx: ServiceContext,
  { teamId, actorId, id, featured }: FeatureSeriesInput & { teamId: string; actorId: string },
) {
  const { after } = await auditedUpdate(
    ctx.db,
    auditedSeries,
    { action: featured ? 'feature' : 'unfeature', actorId, notFoundLabel: 'Series' },
    (tx) => tx.series.findFirst({ where: { id, teamId }, select: seriesFields }),
    (tx) => tx.series.update({ where: { id, teamId }, data: { featured }, select: seriesFields }),
  );
  await revalidatePaths(ctx, publicPaths.series(after.slug));
  return after;
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

/** What a series' deletion takes with it that may name uploaded files: its items' images and text. */
const deletedSeriesFields = {
  ...seriesFields,
  items: { select: { imageUrl: true, content: true } },
} satisfies Prisma.SeriesSelect;

/** Deletes a series; the database cascades to its items and links. */
export async function deleteSeries(
  ctx: ServiceContext,
  { teamId, actorId, id }: SeriesIdInput & { teamId: string; actorId: string },
) {
  const series = await requireTeamSeries(ctx, { teamId, id });
  // Its item pages go with it, and its projects lose their link to it.
  const namedOn = await pagesNamingSeries(ctx.db, id, [series.slug]);
  const deleted = await auditedDelete(
    ctx.db,
    auditedSeries,
    { actorId, notFoundLabel: 'Series' },
    (tx) => tx.series.delete({ where: { id, teamId }, select: deletedSeriesFields }),
  );
  await revalidatePaths(ctx, [...publicPaths.series(series.slug), ...namedOn]);
  await releaseDroppedUploads(ctx.db, deleted);
  return { id };
}
