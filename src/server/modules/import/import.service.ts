import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { z } from 'zod';

import type { ImportFileInput, ImportIdInput, ImportSourceKind } from '~/schemas/import';
import { recordAudit, type Tx } from '~/server/audit';
import { conflict, notFound } from '~/server/errors';
import { queueSchedule } from '~/server/jobs/content-schedule';
import { IMPORT_QUEUE, queueJob } from '~/server/jobs/queue';
import type { Prisma } from '~/server/generated/prisma/client';
import { publicPaths, revalidatePaths } from '~/server/revalidate';
import type { ServiceContext } from '~/server/service-context';
import { getImageStorage } from '~/server/storage';
import { storeWithinQuota } from '~/server/storage/quota';
import { withUploadFolder } from '~/server/modules/upload/upload-body';
import { storeUpload } from '~/server/modules/upload/upload.service';

import { readGhostExport } from './ghost';
import { readMarkdownArchive, type StoreImage } from './markdown-archive';
import { readMarkdownFile } from './markdown';
import {
  importPlan,
  type AuthorPlan,
  type PostPlan,
  type ReadSource,
  type SeriesItemPlan,
} from './plan';

const IMPORT_NOT_FOUND = 'Import not found';

/** Records written per transaction: a failure loses at most one batch, which the retry redoes. */
export const IMPORT_BATCH_SIZE = 25;

interface ReadOptions {
  siteUrl: string | null;
  /** Where a source's own images go; none in a dry run. */
  storeImage?: StoreImage;
}

const readers: Record<
  ImportSourceKind,
  (file: string, options: ReadOptions) => ReadSource | Promise<ReadSource>
> = {
  ghost: (file, { siteUrl }) => readGhostExport(file, siteUrl),
  markdown: (file) => readMarkdownFile(file),
  'markdown-archive': (file, { storeImage }) => readMarkdownArchive(file, storeImage),
};

/**
 * Stores one image a source carries as the team's upload (the same checks and re-encoding as
 * an upload from the editor, within the team's quota) and gives its address.
 */
function teamImageStore(ctx: ServiceContext, teamId: string): StoreImage {
  return ({ path: name, bytes }) =>
    withUploadFolder(tmpdir(), async (folder) => {
      const file = join(folder, 'image');
      await writeFile(file, bytes);
      const stored = await storeWithinQuota(ctx.db, { teamId, bytes: bytes.length }, () =>
        storeUpload(getImageStorage(), {
          purpose: 'blog',
          fileName: name,
          file: { path: file, size: bytes.length },
          videos: false,
        }),
      );
      return stored.url;
    });
}

const sourceLabels: Record<ImportSourceKind, string> = {
  ghost: 'Ghost export',
  markdown: 'Markdown file',
  'markdown-archive': 'Markdown archive',
};

/** How import_sources names a record of the source: its kind and the source's own id. */
const sourceKey = (kind: 'post' | 'author' | 'item', sourceId: string) => `${kind}:${sourceId}`;

/** What an import will do (the dry run) or was asked to do (stored with it). */
export interface ImportReport {
  kind: ImportSourceKind;
  /** The source's version, as its file states it. */
  version: string;
  create: {
    posts: number;
    published: number;
    drafts: number;
    scheduled: number;
    teamProfiles: number;
    seriesItems: number;
    tags: number;
  };
  /** Records an earlier import of this team already created: they are left as they are. */
  alreadyImported: { posts: number; teamProfiles: number; seriesItems: number };
  skipped: ReadSource['skipped'];
  notes: string[];
}

/** What this import's job has written so far, per kind of record. */
const createdCounts = z
  .object({
    posts: z.number().default(0),
    teamProfiles: z.number().default(0),
    seriesItems: z.number().default(0),
  })
  .prefault({});
type CreatedCounts = z.output<typeof createdCounts>;

async function importedKeys(
  db: Tx | ServiceContext['db'],
  teamId: string,
  kind: ImportSourceKind,
  keys: string[],
) {
  const rows = await db.importSource.findMany({
    where: { teamId, sourceKind: kind, sourceId: { in: keys } },
    select: { sourceId: true },
  });
  return new Set(rows.map((row) => row.sourceId));
}

async function readAndReport(
  ctx: ServiceContext,
  { teamId, kind, file, siteUrl }: ImportFileInput & { teamId: string },
  { storeImages = false }: { storeImages?: boolean } = {},
) {
  const source = await readers[kind](file, {
    siteUrl: siteUrl ?? null,
    storeImage: storeImages ? teamImageStore(ctx, teamId) : undefined,
  });
  const { posts, authors } = source.plan;
  const seriesItems = await inTeamSeries(ctx, teamId, source);
  const done = await importedKeys(ctx.db, teamId, kind, [
    ...posts.map((post) => sourceKey('post', post.sourceId)),
    ...authors.map((author) => sourceKey('author', author.sourceId)),
    ...seriesItems.map((item) => sourceKey('item', item.sourceId)),
  ]);
  const newPosts = posts.filter((post) => !done.has(sourceKey('post', post.sourceId)));
  const newAuthors = authors.filter((author) => !done.has(sourceKey('author', author.sourceId)));
  const newItems = seriesItems.filter((item) => !done.has(sourceKey('item', item.sourceId)));
  const report: ImportReport = {
    kind,
    version: source.version,
    create: {
      posts: newPosts.length,
      published: newPosts.filter((post) => post.status === 'published').length,
      drafts: newPosts.filter((post) => post.status === 'draft').length,
      scheduled: newPosts.filter((post) => post.status === 'scheduled').length,
      teamProfiles: newAuthors.length,
      seriesItems: newItems.length,
      tags: new Set(newPosts.flatMap((post) => post.tags)).size,
    },
    alreadyImported: {
      posts: posts.length - newPosts.length,
      teamProfiles: authors.length - newAuthors.length,
      seriesItems: seriesItems.length - newItems.length,
    },
    skipped: source.skipped,
    notes: source.notes,
  };
  return { report, plan: { ...source.plan, seriesItems } };
}

/**
 * The source's series items with the team's series they name (by slug); an item naming a series
 * the team does not have is moved to the source's skipped entries.
 */
async function inTeamSeries(ctx: ServiceContext, teamId: string, source: ReadSource) {
  const slugs = [...new Set(source.plan.seriesItems.map((item) => item.seriesSlug))];
  if (slugs.length === 0) return [];
  const series = await ctx.db.series.findMany({
    where: { teamId, slug: { in: slugs } },
    select: { id: true, slug: true },
  });
  const idOf = new Map(series.map(({ slug, id }) => [slug, id]));
  const found: SeriesItemPlan[] = [];
  for (const item of source.plan.seriesItems) {
    const seriesId = idOf.get(item.seriesSlug);
    if (seriesId) found.push({ ...item, seriesId });
    else {
      source.skipped.push({
        entry: 'the file',
        title: item.title,
        reason: `This team has no series "${item.seriesSlug}": create it first.`,
      });
    }
  }
  return found;
}

/**
 * The dry run: reads and checks the file and says what an import would create, what it leaves
 * out and why, and what an earlier import already brought in. Writes nothing; a file that is not
 * what its source writes is refused (BAD_REQUEST naming the entry and field).
 */
export async function previewImport(
  ctx: ServiceContext,
  input: ImportFileInput & { teamId: string },
): Promise<ImportReport> {
  return (await readAndReport(ctx, input)).report;
}

/**
 * Starts an import: the checked plan, its job and its audit entry are written in one
 * transaction, so there is no import without its job. One import runs per team at a time.
 */
export async function startImport(
  ctx: ServiceContext,
  { teamId, actorId, ...input }: ImportFileInput & { teamId: string; actorId: string },
) {
  // The source's images are stored before the import exists: one whose import is then refused
  // is referred to by nothing, and `npm run uploads:gc` removes it.
  const { report, plan } = await readAndReport(ctx, { teamId, ...input }, { storeImages: true });
  return ctx.db.$transaction(async (tx) => {
    // Taken in order of the team row, so two starts for one team wait for each other here.
    await tx.$executeRaw`SELECT 1 FROM teams WHERE id = ${teamId}::uuid FOR UPDATE`;
    const running = await tx.import.count({
      where: { teamId, status: { in: ['queued', 'running'] } },
    });
    if (running > 0) throw conflict('An import is already running for this team.');
    const created = await tx.import.create({
      data: {
        teamId,
        actorId,
        sourceKind: input.kind,
        report: report as unknown as Prisma.InputJsonValue,
        plan,
        total: plan.authors.length + plan.posts.length + plan.seriesItems.length,
      },
      select: { id: true },
    });
    await queueJob(tx, IMPORT_QUEUE, { importId: created.id });
    await recordAudit(tx, {
      actorId,
      action: 'import',
      entityType: 'import',
      entityId: created.id,
      entityLabel: `${sourceLabels[input.kind]}: ${report.create.posts} post(s), ${report.create.seriesItems} series item(s), ${report.create.teamProfiles} profile(s)`,
      teamId,
      changes: {
        posts: { from: null, to: report.create.posts },
        seriesItems: { from: null, to: report.create.seriesItems },
        teamProfiles: { from: null, to: report.create.teamProfiles },
      },
    });
    return { id: created.id, report };
  });
}

const importSelect = {
  id: true,
  teamId: true,
  sourceKind: true,
  status: true,
  report: true,
  processed: true,
  total: true,
  created: true,
  error: true,
  createdAt: true,
  finishedAt: true,
  actor: { select: { fullName: true } },
} satisfies Prisma.ImportSelect;

function importView({
  actor,
  report,
  created,
  ...row
}: Prisma.ImportGetPayload<{ select: typeof importSelect }>) {
  return {
    ...row,
    report: report as unknown as ImportReport,
    created: createdCounts.parse(created),
    actorName: actor?.fullName ?? null,
  };
}
export type ImportView = ReturnType<typeof importView>;

/** One import of the team, with its progress: what the import screen polls while it runs. */
export async function getImport(
  ctx: ServiceContext,
  { teamId, id }: ImportIdInput & { teamId: string },
) {
  const row = await ctx.db.import.findFirst({ where: { id, teamId }, select: importSelect });
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return importView(row);
}

/** The team's latest imports, newest first. */
export async function adminListImports(ctx: ServiceContext, { teamId }: { teamId: string }) {
  const rows = await ctx.db.import.findMany({
    where: { teamId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 20,
    select: importSelect,
  });
  return rows.map(importView);
}

type PlannedRecord =
  | { type: 'author'; author: AuthorPlan }
  | { type: 'post'; post: PostPlan }
  | { type: 'item'; item: SeriesItemPlan };

interface ImportRow {
  id: string;
  teamId: string;
  actorId: string | null;
  sourceKind: string;
}

/** Records that one record of the source is now `recordId`; false when it already was. */
async function claimSource(
  tx: Tx,
  row: ImportRow,
  sourceId: string,
  recordType: string,
  write: () => Promise<string>,
): Promise<boolean> {
  const existing = await tx.importSource.findUnique({
    where: {
      teamId_sourceKind_sourceId: { teamId: row.teamId, sourceKind: row.sourceKind, sourceId },
    },
    select: { id: true },
  });
  if (existing) return false;
  const recordId = await write();
  // The unique key refuses a second claim: of two runs at once, one batch fails and is retried.
  await tx.importSource.create({
    data: { teamId: row.teamId, sourceKind: row.sourceKind, sourceId, recordType, recordId },
  });
  return true;
}

async function writeAuthor(tx: Tx, row: ImportRow, author: AuthorPlan) {
  return claimSource(tx, row, sourceKey('author', author.sourceId), 'team_profile', async () => {
    const { _max } = await tx.teamMemberProfile.aggregate({
      where: { teamId: row.teamId },
      _max: { orderIndex: true },
    });
    const { sourceId: _sourceId, ...fields } = author;
    const profile = await tx.teamMemberProfile.create({
      data: { ...fields, teamId: row.teamId, orderIndex: (_max.orderIndex ?? -1) + 1 },
      select: { id: true },
    });
    return profile.id;
  });
}

async function writePost(tx: Tx, row: ImportRow, post: PostPlan, publicIds: string[]) {
  return claimSource(tx, row, sourceKey('post', post.sourceId), 'blog_post', async () => {
    // A schedule whose time passed since the dry run leaves the post a draft.
    const publishAt =
      post.status === 'scheduled' && post.publishAt && new Date(post.publishAt) > new Date()
        ? new Date(post.publishAt)
        : null;
    const published = post.status === 'published';
    const created = await tx.blogPost.create({
      data: {
        teamId: row.teamId,
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        published,
        publishedAt: post.publishedAt ? new Date(post.publishedAt) : null,
        publishAt,
        scheduledById: publishAt ? row.actorId : null,
        authorName: post.authorName,
        featuredImageUrl: post.featuredImageUrl,
        imageUrls: post.imageUrls,
        tags: post.tags,
      },
      select: { id: true },
    });
    if (publishAt) {
      await queueSchedule(tx, 'blog_post', created.id, { publishAt, unpublishAt: null });
    }
    if (published) publicIds.push(created.id);
    return created.id;
  });
}

async function writeSeriesItem(
  tx: Tx,
  row: ImportRow,
  item: SeriesItemPlan,
  publicItems: { seriesId: string; id: string }[],
) {
  return claimSource(tx, row, sourceKey('item', item.sourceId), 'series_item', async () => {
    // Scoped through the series' team: a plan never writes into another team's series.
    if (!item.seriesId) throw notFound('Series not found');
    const series = await tx.series.findFirst({
      where: { id: item.seriesId, teamId: row.teamId },
      select: { id: true },
    });
    if (!series) throw notFound('Series not found');
    const { _max } = await tx.seriesItem.aggregate({
      where: { seriesId: series.id },
      _max: { itemOrder: true },
    });
    const created = await tx.seriesItem.create({
      data: {
        seriesId: series.id,
        title: item.title,
        summary: item.summary,
        content: item.content,
        itemType: item.itemType,
        weekNumber: item.weekNumber,
        itemOrder: (_max.itemOrder ?? -1) + 1,
        published: item.published,
      },
      select: { id: true },
    });
    if (item.published) publicItems.push({ seriesId: series.id, id: created.id });
    return created.id;
  });
}

const importJob = z.object({ importId: z.uuid() });

/**
 * Runs an import's job: the plan's records in batches, each batch and the progress it makes in
 * one transaction. The import row is locked for each batch and its progress read again, so a
 * retry, or a second run of the job, continues where the last committed batch ended; every
 * record is keyed by its source (import_sources), so nothing is created twice. A failure is
 * stored on the import for the person who started it.
 */
export async function runImportJob(ctx: ServiceContext, data: unknown): Promise<void> {
  const { importId } = importJob.parse(data);
  const row = await ctx.db.import.findUnique({
    where: { id: importId },
    select: { id: true, teamId: true, actorId: true, sourceKind: true, status: true, plan: true },
  });
  if (!row || row.status === 'done' || row.status === 'failed') return;
  await ctx.db.import.update({ where: { id: importId }, data: { status: 'running' } });
  const plan = importPlan.parse(row.plan);
  const records: PlannedRecord[] = [
    ...plan.authors.map((author) => ({ type: 'author' as const, author })),
    ...plan.posts.map((post) => ({ type: 'post' as const, post })),
    ...plan.seriesItems.map((item) => ({ type: 'item' as const, item })),
  ];
  try {
    for (;;) {
      const publicIds: string[] = [];
      const publicItems: { seriesId: string; id: string }[] = [];
      let profilesChanged = false;
      const finished = await ctx.db.$transaction(async (tx) => {
        const [locked] = await tx.$queryRaw<{ processed: number; created: unknown }[]>`
          SELECT processed, created FROM imports WHERE id = ${importId}::uuid FOR UPDATE`;
        const start = locked?.processed ?? records.length;
        if (start >= records.length) return true;
        const created: CreatedCounts = createdCounts.parse(locked?.created);
        const batch = records.slice(start, start + IMPORT_BATCH_SIZE);
        for (const record of batch) {
          if (record.type === 'author') {
            if (await writeAuthor(tx, row, record.author)) {
              created.teamProfiles++;
              profilesChanged = true;
            }
          } else if (record.type === 'post') {
            if (await writePost(tx, row, record.post, publicIds)) created.posts++;
          } else if (await writeSeriesItem(tx, row, record.item, publicItems)) {
            created.seriesItems++;
          }
        }
        await tx.import.update({
          where: { id: importId },
          data: { processed: start + batch.length, created },
        });
        return false;
      });
      if (finished) break;
      const seriesSlugs = new Map(
        (
          await ctx.db.series.findMany({
            where: { id: { in: publicItems.map((item) => item.seriesId) } },
            select: { id: true, slug: true },
          })
        ).map(({ id, slug }) => [id, slug]),
      );
      await revalidatePaths(ctx, [
        ...publicIds.flatMap((id) => publicPaths.blogPost(id)),
        ...publicItems.flatMap((item) =>
          publicPaths.seriesItem(seriesSlugs.get(item.seriesId) ?? '', item.id),
        ),
        ...(profilesChanged ? publicPaths.teamProfiles() : []),
      ]);
    }
    await ctx.db.import.update({
      where: { id: importId },
      data: { status: 'done', finishedAt: new Date() },
    });
  } catch (error) {
    console.error(`Import ${importId} failed:`, error);
    await ctx.db.import.update({
      where: { id: importId },
      data: {
        status: 'failed',
        finishedAt: new Date(),
        error: 'The import stopped with an error; what was written before it is kept.',
      },
    });
  }
}
