import type { ScheduleWithFollowersInput } from '~/schemas/schedule';
import type {
  AdminListSeriesItemsInput,
  CreateSeriesItemInput,
  LatestSeriesItemsInput,
  ListSeriesItemsInput,
  PublishSeriesItemInput,
  ReorderSeriesItemsInput,
  SeriesItemByIdInput,
  SeriesItemIdInput,
  UpdateSeriesItemInput,
} from '~/schemas/series-item';
import { publicPaths, revalidatePaths } from '~/server/cache/revalidate';
import type { Db, Tx } from '~/server/db';
import { notFound } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/lists/pagination';
import { stagedLinksCreate } from '~/server/modules/custom-link/custom-link.service';
import { requireTeamSeries } from '~/server/modules/series/series.service';
import { onPublish } from '~/server/outbox/on-publish';
import {
  audited,
  auditedCreate,
  auditedUpdate,
  auditedDelete,
  type AuditedEntity,
} from '~/server/records/audit';
import { reorder } from '~/server/records/reorder';
import {
  cancelRecordSchedule,
  scheduleRecord,
  SCHEDULE_STATE_SELECT,
  setRecordPublished,
  type SchedulableKind,
} from '~/server/scheduling/scheduled-record';
import type { ServiceContext } from '~/server/service-context';
import { releaseDroppedUploads } from '~/server/storage/file-references';

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
  version: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.SeriesItemSelect;

/** What the admin area reads of an item: also its schedule. */
const adminItemFields = {
  ...itemFields,
  publishAt: true,
  unpublishAt: true,
  scheduledById: true,
  missedAt: true,
  missedReason: true,
  followersEmailedAt: true,
  emailFollowersOnPublish: true,
} satisfies Prisma.SeriesItemSelect;

/** An item as written by the admin area: with its series' slug (its page) and team (the log). */
const writtenItemFields = {
  ...adminItemFields,
  series: { select: { slug: true, teamId: true } },
} satisfies Prisma.SeriesItemSelect;

type WrittenItem = Prisma.SeriesItemGetPayload<{ select: typeof writtenItemFields }>;

/**
 * What a save of the item changes, as each revision keeps it. The order is the series'
 * (reordering), not the item's own: the audit log compares it too.
 */
const revisionFields = [
  'title',
  'summary',
  'content',
  'itemType',
  'weekNumber',
  'published',
  'youtubeVideoUrl',
  'githubLinks',
  'documentLinks',
  'imageUrl',
] as const satisfies readonly (keyof WrittenItem)[];

const auditedItem: AuditedEntity<WrittenItem> = {
  type: 'series_item',
  fields: [...revisionFields, 'itemOrder', 'publishAt', 'unpublishAt'],
  label: (item) => item.title,
  teamId: (item) => item.series.teamId,
  revisions: {
    recordType: 'series_item',
    fields: revisionFields,
    version: (item) => item.version,
    teamId: (item) => item.series.teamId,
  },
};

/** Public timeline: by week (items without a week last), then order, then age. */
const timelineOrder: Prisma.SeriesItemOrderByWithRelationInput[] = [
  { weekNumber: { sort: 'asc', nulls: 'last' } },
  { itemOrder: 'asc' },
  { createdAt: 'asc' },
  { id: 'asc' },
];

/** Admin list: by the order the team set, then age. */
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

export async function listPublishedSeriesItems(ctx: ServiceContext, input: ListSeriesItemsInput) {
  const after = input.cursor ? await afterInTimeline(ctx.db, input.cursor) : {};
  if (!after) return { items: [], nextCursor: null };
  const rows = await ctx.db.seriesItem.findMany({
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

/** The newest published items of a series, newest first (its feeds). */
export async function listLatestPublishedSeriesItems(
  ctx: ServiceContext,
  { seriesId, limit }: LatestSeriesItemsInput,
) {
  return ctx.db.seriesItem.findMany({
    where: { seriesId, published: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    select: itemFields,
  });
}

/**
 * One published item, only under its own series' slug; with the series for the breadcrumb and
 * its team's name for the share image.
 */
export async function getPublishedSeriesItem(
  ctx: ServiceContext,
  { seriesSlug, itemId }: SeriesItemByIdInput,
) {
  const item = await ctx.db.seriesItem.findFirst({
    where: { id: itemId, published: true, series: { slug: seriesSlug } },
    select: {
      ...itemFields,
      series: { select: { title: true, slug: true, team: { select: { name: true } } } },
    },
  });
  if (!item) throw notFound('Item');
  return item;
}

/** Every item of one of the team's series, drafts included. */
export async function adminListSeriesItems(
  ctx: ServiceContext,
  { teamId, ...input }: AdminListSeriesItemsInput & { teamId: string },
) {
  await requireTeamSeries(ctx, { teamId, id: input.seriesId });
  const rows = await ctx.db.seriesItem.findMany({
    where: { seriesId: input.seriesId },
    orderBy: adminOrder,
    ...pageArgs(input),
    select: adminItemFields,
  });
  return toPage(rows, input.limit);
}

/** One of the team's items, drafts included; another team's item is not found. */
export async function adminGetSeriesItem(
  ctx: ServiceContext,
  { teamId, id }: SeriesItemIdInput & { teamId: string },
) {
  const item = await ctx.db.seriesItem.findFirst({
    where: { id, series: { teamId } },
    select: adminItemFields,
  });
  if (!item) throw notFound('Item');
  return item;
}

function editableFields(input: Omit<UpdateSeriesItemInput, 'id' | 'version' | 'emailFollowers'>) {
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

type NewItem = Omit<Prisma.SeriesItemUncheckedCreateInput, 'itemOrder'> & { itemOrder?: number };

/**
 * Writes an item in `tx`, of a series known to be the caller's team's; one given no order goes
 * after the series' last item (an import's items are written so, in their series' order).
 */
export async function insertSeriesItem(tx: Tx, { itemOrder, ...data }: NewItem) {
  return tx.seriesItem.create({
    data: { ...data, itemOrder: itemOrder ?? (await nextItemOrder(tx, data.seriesId)) },
    select: writtenItemFields,
  });
}

async function nextItemOrder(tx: Tx, seriesId: string) {
  const { _max } = await tx.seriesItem.aggregate({
    where: { seriesId },
    _max: { itemOrder: true },
  });
  return (_max.itemOrder ?? -1) + 1;
}

/** Creates an item and its staged links in one statement, so one transaction. */
export async function createSeriesItem(
  ctx: ServiceContext,
  {
    teamId,
    actorId,
    seriesId,
    links,
    emailFollowers,
    ...input
  }: CreateSeriesItemInput & { teamId: string; actorId: string },
) {
  const series = await requireTeamSeries(ctx, { teamId, id: seriesId });
  const { series: _series, ...item } = await auditedCreate(
    ctx.db,
    auditedItem,
    actorId,
    async (tx) =>
      onPublish(tx, 'series_item', {
        row: await insertSeriesItem(tx, {
          ...editableFields(input),
          seriesId: series.id,
          customLinks: stagedLinksCreate(links),
        }),
        wasPublished: false,
        wanted: emailFollowers,
      }),
  );
  await revalidatePaths(ctx, publicPaths.seriesItem(series.slug, item.id));
  return item;
}

/** An item is the team's when its series is; another team's item is not found. */
const inTeam = (id: string, teamId: string) => ({ id, series: { teamId } });

export async function updateSeriesItem(
  ctx: ServiceContext,
  {
    teamId,
    actorId,
    id,
    version,
    emailFollowers,
    ...input
  }: UpdateSeriesItemInput & { teamId: string; actorId: string },
) {
  const { before, after } = await auditedUpdate(
    ctx.db,
    auditedItem,
    { action: 'update', actorId, notFoundLabel: 'Item', expectedVersion: version },
    (tx) => tx.seriesItem.findFirst({ where: inTeam(id, teamId), select: writtenItemFields }),
    async (tx, current) =>
      onPublish(tx, 'series_item', {
        row: await tx.seriesItem.update({
          where: { ...inTeam(id, teamId), version: current.version },
          data: {
            ...editableFields(input),
            // Published by hand: its scheduled publish is moot (the job then finds nothing to do).
            ...(input.published ? { publishAt: null } : {}),
            version: { increment: 1 },
          },
          select: writtenItemFields,
        }),
        wasPublished: current.published,
        wanted: emailFollowers,
      }),
  );
  const { series, ...item } = after;
  await revalidatePaths(ctx, publicPaths.seriesItem(series.slug, item.id));
  await releaseDroppedUploads(ctx.db, before, after);
  return item;
}

/** How the schedule (and a person's Publish) reads and writes series items. */
export const scheduledSeriesItems: SchedulableKind<WrittenItem> = {
  entity: 'series_item',
  audited: auditedItem,
  notFoundLabel: 'Item',
  stateOf: async (db, id) => {
    const item = await db.seriesItem.findUnique({
      where: { id },
      select: { ...SCHEDULE_STATE_SELECT, series: { select: { teamId: true } } },
    });
    if (!item) return null;
    const { series, ...state } = item;
    return { ...state, teamId: series.teamId };
  },
  find: (tx, { id, teamId, still }) =>
    tx.seriesItem.findFirst({
      where: { ...inTeam(id, teamId), ...still },
      select: writtenItemFields,
    }),
  update: (tx, { id, teamId, still }, data) =>
    tx.seriesItem.update({
      where: { ...inTeam(id, teamId), ...still },
      data: { ...data, version: { increment: 1 } },
      select: writtenItemFields,
    }),
  revalidate: (ctx, item) =>
    revalidatePaths(ctx, publicPaths.seriesItem(item.series.slug, item.id)),
  hasFollowers: true,
};

/** An item as the admin area reads it: without the series it was written with. */
const asAdminItem = ({ series: _series, ...item }: WrittenItem) => item;

/** Publishes or unpublishes an item by hand (the item dialog's 'Publish now'). */
export async function publishSeriesItem(
  ctx: ServiceContext,
  {
    teamId,
    actorId,
    id,
    published,
    emailFollowers,
  }: PublishSeriesItemInput & { teamId: string; actorId: string },
) {
  return asAdminItem(
    await setRecordPublished(ctx, scheduledSeriesItems, {
      teamId,
      id,
      published,
      by: { actorId, emailFollowers },
    }),
  );
}

/** Schedules a draft item's publish (and unpublish), replacing any schedule it had. */
export async function scheduleSeriesItem(
  ctx: ServiceContext,
  args: ScheduleWithFollowersInput & { teamId: string; actorId: string },
) {
  return asAdminItem(await scheduleRecord(ctx, scheduledSeriesItems, args));
}

/** Cancels an item's schedule (publish and unpublish) and its jobs. */
export async function cancelSeriesItemSchedule(
  ctx: ServiceContext,
  args: SeriesItemIdInput & { teamId: string; actorId: string },
) {
  return asAdminItem(await cancelRecordSchedule(ctx, scheduledSeriesItems, args));
}

export async function deleteSeriesItem(
  ctx: ServiceContext,
  { teamId, actorId, id }: SeriesItemIdInput & { teamId: string; actorId: string },
) {
  const deleted = await auditedDelete(
    ctx.db,
    auditedItem,
    { actorId, notFoundLabel: 'Item' },
    (tx) => tx.seriesItem.delete({ where: inTeam(id, teamId), select: writtenItemFields }),
  );
  await revalidatePaths(ctx, publicPaths.seriesItem(deleted.series.slug, id));
  await releaseDroppedUploads(ctx.db, deleted);
  return { id };
}

/** Writes item_order = position for every item of the series; logged as a change of the series. */
export async function reorderSeriesItems(
  ctx: ServiceContext,
  { teamId, actorId, seriesId, ids }: ReorderSeriesItemsInput & { teamId: string; actorId: string },
) {
  const series = await requireTeamSeries(ctx, { teamId, id: seriesId });
  await audited(
    ctx.db,
    (tx) => reorder(tx, 'seriesItems', series.id, ids),
    (previous) => ({
      actorId,
      action: 'reorder',
      entityType: 'series',
      entityId: series.id,
      entityLabel: series.title,
      teamId,
      changes: { itemOrder: { from: previous, to: [...ids] } },
    }),
  );
  // Order shows on the series timeline only, not on the item pages.
  await revalidatePaths(ctx, publicPaths.series(series.slug));
  return { ids };
}
