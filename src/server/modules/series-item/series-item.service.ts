import type { PageInput } from '~/schemas/common';
import type { CreateSeriesItemInput, UpdateSeriesItemInput } from '~/schemas/series-item';
import type { Db } from '~/server/db';
import { AppError } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { stagedLinksCreate } from '~/server/modules/custom-link/custom-link.service';
import { requireSameIds } from '~/server/modules/custom-link/reorder';
import { requireTeamSeries } from '~/server/modules/series/series.service';
import { pageArgs, toPage } from '~/server/pagination';
import { publicPaths, revalidatePaths } from '~/server/revalidate';
import type { Context } from '~/server/trpc/context';

type ServiceContext = Pick<Context, 'db' | 'revalidate'>;

const ITEM_NOT_FOUND = 'Item Not Found';

const itemFields = {
  id: true,
  seriesId: true,
  title: true,
  summary: true,
  content: true,
  itemType: true,
  weekNumber: true,
  itemOrder: true,
  published: true,
  youtubeVideoUrl: true,
  githubLinks: true,
  documentLinks: true,
  imageUrl: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.SeriesItemSelect;

/** Public timeline: by week (items without a week last), then order, then age (spec §7). */
const timelineOrder: Prisma.SeriesItemOrderByWithRelationInput[] = [
  { weekNumber: { sort: 'asc', nulls: 'last' } },
  { itemOrder: 'asc' },
  { createdAt: 'asc' },
  { id: 'asc' },
];

/** Admin list: by the order the team set, then age (spec §7). */
const adminOrder: Prisma.SeriesItemOrderByWithRelationInput[] = [
  { itemOrder: 'asc' },
  { createdAt: 'asc' },
  { id: 'asc' },
];

/**
 * The items after the cursor item in timelineOrder, as a keyset condition; null when there is
 * no such item. Prisma's own `cursor` sends no LIMIT when an ordering column is nullable
 * (week_number is), so every page would read all the items after it.
 */
async function afterInTimeline(
  db: Db,
  cursor: string,
): Promise<Prisma.SeriesItemWhereInput | null> {
  const item = await db.seriesItem.findUnique({
    where: { id: cursor },
    select: { id: true, weekNumber: true, itemOrder: true, createdAt: true },
  });
  if (!item) return null;
  const { id, weekNumber, itemOrder, createdAt } = item;
  const laterInSameWeek: Prisma.SeriesItemWhereInput = {
    OR: [
      { itemOrder: { gt: itemOrder } },
      { itemOrder, createdAt: { gt: createdAt } },
      { itemOrder, createdAt, id: { gt: id } },
    ],
  };
  // Items without a week come last.
  if (weekNumber === null) return { weekNumber: null, AND: [laterInSameWeek] };
  return {
    OR: [
      { weekNumber: { gt: weekNumber } },
      { weekNumber: null },
      { weekNumber, AND: [laterInSameWeek] },
    ],
  };
}

export async function listPublishedItems(
  db: Db,
  input: PageInput & { seriesId?: string; seriesSlug?: string },
) {
  const after = input.cursor ? await afterInTimeline(db, input.cursor) : {};
  if (!after) return { items: [], nextCursor: null };
  const rows = await db.seriesItem.findMany({
    where: {
      published: true,
      ...(input.seriesId ? { seriesId: input.seriesId } : { series: { slug: input.seriesSlug } }),
      AND: [after],
    },
    orderBy: timelineOrder,
    ...pageArgs({ limit: input.limit }),
    select: itemFields,
  });
  return toPage(rows, input.limit);
}

/** One published item, only under its own series' slug; with the series for the breadcrumb. */
export async function getPublishedItem(db: Db, seriesSlug: string, itemId: string) {
  const item = await db.seriesItem.findFirst({
    where: { id: itemId, published: true, series: { slug: seriesSlug } },
    select: { ...itemFields, series: { select: { title: true, slug: true } } },
  });
  if (!item) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  return item;
}

/** Every item of one of the team's series, drafts included. */
export async function adminListItems(
  db: Db,
  teamId: string,
  input: PageInput & { seriesId: string },
) {
  await requireTeamSeries(db, teamId, input.seriesId);
  const rows = await db.seriesItem.findMany({
    where: { seriesId: input.seriesId },
    orderBy: adminOrder,
    ...pageArgs(input),
    select: itemFields,
  });
  return toPage(rows, input.limit);
}

function editableFields(input: Omit<UpdateSeriesItemInput, 'id'>) {
  return {
    title: input.title,
    summary: input.summary,
    content: input.content,
    itemType: input.itemType,
    weekNumber: input.weekNumber,
    itemOrder: input.itemOrder,
    published: input.published,
    youtubeVideoUrl: input.youtubeVideoUrl,
    githubLinks: input.githubLinks,
    documentLinks: input.documentLinks,
    imageUrl: input.imageUrl,
  };
}

/** Creates an item and its staged links in one statement, so one transaction. */
export async function createItem(
  ctx: ServiceContext,
  teamId: string,
  input: CreateSeriesItemInput,
) {
  const series = await requireTeamSeries(ctx.db, teamId, input.seriesId);
  const item = await ctx.db.seriesItem.create({
    data: {
      ...editableFields(input),
      seriesId: series.id,
      customLinks: stagedLinksCreate(input.links),
    },
    select: itemFields,
  });
  await revalidatePaths(ctx, publicPaths.seriesItem(series.slug, item.id));
  return item;
}

/** The item when its series belongs to the team; anything else is not found. */
async function requireTeamItem(db: Db, teamId: string, id: string) {
  const item = await db.seriesItem.findFirst({
    where: { id, series: { teamId } },
    select: { id: true, series: { select: { slug: true } } },
  });
  if (!item) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  return item;
}

export async function updateItem(
  ctx: ServiceContext,
  teamId: string,
  input: UpdateSeriesItemInput,
) {
  const { series } = await requireTeamItem(ctx.db, teamId, input.id);
  const item = await ctx.db.seriesItem.update({
    where: { id: input.id },
    data: editableFields(input),
    select: itemFields,
  });
  await revalidatePaths(ctx, publicPaths.seriesItem(series.slug, item.id));
  return item;
}

export async function deleteItem(ctx: ServiceContext, teamId: string, id: string) {
  const { series } = await requireTeamItem(ctx.db, teamId, id);
  await ctx.db.seriesItem.delete({ where: { id }, select: { id: true } });
  await revalidatePaths(ctx, publicPaths.seriesItem(series.slug, id));
  return { id };
}

/** Writes item_order = position for every item of the series, in one transaction. */
export async function reorderItems(
  ctx: ServiceContext,
  teamId: string,
  input: { seriesId: string; ids: string[] },
) {
  const series = await requireTeamSeries(ctx.db, teamId, input.seriesId);
  const current = await ctx.db.seriesItem.findMany({
    where: { seriesId: series.id },
    select: { id: true },
  });
  requireSameIds(
    current.map((item) => item.id),
    input.ids,
    'item of the series',
  );
  await ctx.db.$transaction(
    input.ids.map((id, index) =>
      ctx.db.seriesItem.update({
        where: { id, seriesId: series.id },
        data: { itemOrder: index },
        select: { id: true },
      }),
    ),
  );
  // Order shows on the series timeline only, not on the item pages.
  await revalidatePaths(ctx, publicPaths.series(series.slug));
  return { ids: input.ids };
}
