import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { z } from 'zod';

import type { ImportFileInput, ImportIdInput, ImportSourceKind } from '~/schemas/import';
import { recordAudit } from '~/server/records/audit';
import type { Tx } from '~/server/db';
import { AppError, conflict, notFound } from '~/server/errors';
import { contentImportJob } from '~/server/jobs/content-import';
import { queueJob } from '~/server/jobs/queue';
import { queueSchedule } from '~/server/scheduling/schedule-jobs';
import type { Prisma } from '~/server/generated/prisma/client';
import { publicPaths, revalidatePaths } from '~/server/cache/revalidate';
import type { ServiceContext } from '~/server/service-context';
import { getImageStorage } from '~/server/storage';
import { storeWithinQuota } from '~/server/storage/quota';
import { withUploadFolder } from '~/server/modules/upload/upload-body';
import { storeUpload, takesVideos } from '~/server/modules/upload/upload.service';

import { withCarriedFiles, type StoreFile } from './carried-files';
import {
  importPlan,
  type AuthorPlan,
  type ImportPlan,
  type LinkPlan,
  type MediaPlan,
  type PostPlan,
  type ProjectPlan,
  type ReadSource,
  type SeriesItemPlan,
  type SeriesPlan,
  sourceKey,
} from './plan';
import { readInWorker } from './read-in-worker';

/** Records written per transaction: a failure loses at most one batch, which the retry redoes. */
export const IMPORT_BATCH_SIZE = 25;

/**
 * Stores a file a source carries as the team's upload, within the team's quota, with the same
 * checks as an upload from the editor: an image is decoded and encoded again (at most 4096
 * pixels a side, without its metadata), whatever site it comes from. A file refused is named.
 */
function teamFileStore(ctx: ServiceContext, teamId: string, kind: ImportSourceKind): StoreFile {
  return ({ path: name, bytes, folder }) =>
    withUploadFolder(tmpdir(), async (temporary) => {
      const file = join(temporary, 'image');
      await writeFile(file, bytes);
      const stored = await storeWithinQuota(ctx.db, { teamId, bytes: bytes.length }, () =>
        storeUpload(getImageStorage(), {
          purpose: folder ?? 'blog',
          fileName: name,
          file: { path: file, size: bytes.length },
          videos: folder ? takesVideos(folder) : false,
        }),
      ).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        throw new AppError(error.code, `${sourceLabels[kind]}, ${name}: ${error.message}`, {
          field: 'file',
        });
      });
      return stored.url;
    });
}

const sourceLabels: Record<ImportSourceKind, string> = {
  ghost: 'Ghost export',
  markdown: 'Markdown file',
  'markdown-archive': 'Markdown archive',
  teamfolio: 'Teamfolio export',
};

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
    series: number;
    projects: number;
    mediaItems: number;
    customLinks: number;
  };
  /** Records an earlier import of this team already created: they are left as they are. */
  alreadyImported: {
    posts: number;
    teamProfiles: number;
    seriesItems: number;
    series: number;
    projects: number;
    mediaItems: number;
    customLinks: number;
  };
  skipped: ReadSource['skipped'];
  notes: string[];
}

/** What this import's job has written so far, per kind of record. */
const createdCounts = z
  .object({
    posts: z.number().default(0),
    teamProfiles: z.number().default(0),
    seriesItems: z.number().default(0),
    series: z.number().default(0),
    projects: z.number().default(0),
    mediaItems: z.number().default(0),
    customLinks: z.number().default(0),
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
  { storeFiles = false }: { storeFiles?: boolean } = {},
) {
  const read = await readInWorker({ kind, file, siteUrl: siteUrl ?? null });
  const source = await withCarriedFiles(kind, read, {
    store: storeFiles ? teamFileStore(ctx, teamId, kind) : undefined,
    imported: (keys) => importedKeys(ctx.db, teamId, kind, keys),
  });
  const checked = importPlan.parse(source.plan);
  const plan = {
    ...checked,
    seriesItems: await inTeamSeries(ctx, teamId, checked, source.skipped),
  };
  const keyed = {
    posts: plan.posts.map((post) => sourceKey('post', post.sourceId)),
    teamProfiles: plan.authors.map((author) => sourceKey('author', author.sourceId)),
    seriesItems: plan.seriesItems.map((item) => sourceKey('item', item.sourceId)),
    series: plan.series.map((one) => sourceKey('series', one.sourceId)),
    projects: plan.projects.map((project) => sourceKey('project', project.sourceId)),
    mediaItems: plan.mediaItems.map((item) => sourceKey('media', item.sourceId)),
    customLinks: plan.customLinks.map((link) => sourceKey('link', link.sourceId)),
  };
  const done = await importedKeys(ctx.db, teamId, kind, Object.values(keyed).flat());
  const already = (keys: string[]) => keys.filter((key) => done.has(key)).length;
  const newPosts = plan.posts.filter((post) => !done.has(sourceKey('post', post.sourceId)));
  const newSeries = plan.series.filter((one) => !done.has(sourceKey('series', one.sourceId)));
  const notes = [...source.notes, ...(await takenSlugNotes(ctx, newSeries))];
  const report: ImportReport = {
    kind,
    version: source.version,
    create: {
      posts: newPosts.length,
      published: newPosts.filter((post) => post.status === 'published').length,
      drafts: newPosts.filter((post) => post.status === 'draft').length,
      scheduled: newPosts.filter((post) => post.status === 'scheduled').length,
      teamProfiles: keyed.teamProfiles.length - already(keyed.teamProfiles),
      seriesItems: keyed.seriesItems.length - already(keyed.seriesItems),
      tags: new Set(newPosts.flatMap((post) => post.tags)).size,
      series: newSeries.length,
      projects: keyed.projects.length - already(keyed.projects),
      mediaItems: keyed.mediaItems.length - already(keyed.mediaItems),
      customLinks: keyed.customLinks.length - already(keyed.customLinks),
    },
    alreadyImported: {
      posts: already(keyed.posts),
      teamProfiles: already(keyed.teamProfiles),
      seriesItems: already(keyed.seriesItems),
      series: already(keyed.series),
      projects: already(keyed.projects),
      mediaItems: already(keyed.mediaItems),
      customLinks: already(keyed.customLinks),
    },
    skipped: source.skipped,
    notes,
  };
  return { report, plan };
}

/** What the dry run says of series whose slug another series of the site already has. */
async function takenSlugNotes(ctx: ServiceContext, series: SeriesPlan[]): Promise<string[]> {
  if (series.length === 0) return [];
  const taken = new Set(
    (
      await ctx.db.series.findMany({
        where: { slug: { in: series.map((one) => one.slug) } },
        select: { slug: true },
      })
    ).map(({ slug }) => slug),
  );
  return series
    .filter((one) => taken.has(one.slug))
    .map(
      (one) =>
        `Series "${one.title}": the address /series/${one.slug} is taken on this site, so it gets a free one (${one.slug}-2 or the next free number).`,
    );
}

/** `slug`, or the first of `slug-2`, `slug-3`… no series of the site has (slugs are site-wide). */
async function freeSeriesSlug(tx: Tx, slug: string): Promise<string> {
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

/**
 * The source's series items with the team's series they name (by slug); an item naming a series
 * the team does not have is moved to the source's skipped entries.
 */
async function inTeamSeries(
  ctx: ServiceContext,
  teamId: string,
  plan: ImportPlan,
  skipped: ReadSource['skipped'],
) {
  // An item of a series the same import brings finds that series as it is written.
  const bringsSeries = plan.seriesItems.filter((item) => item.seriesSourceId !== null);
  const named = plan.seriesItems.filter((item) => item.seriesSourceId === null);
  const slugs = [...new Set(named.map((item) => item.seriesSlug))];
  if (slugs.length === 0) return bringsSeries;
  const series = await ctx.db.series.findMany({
    where: { teamId, slug: { in: slugs } },
    select: { id: true, slug: true },
  });
  const idOf = new Map(series.map(({ slug, id }) => [slug, id]));
  const found: SeriesItemPlan[] = [...bringsSeries];
  for (const item of named) {
    const seriesId = idOf.get(item.seriesSlug);
    if (seriesId) found.push({ ...item, seriesId });
    else {
      skipped.push({
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
  // The source's files are stored before the import exists: one whose import is then refused
  // is referred to by nothing, and `npm run uploads:gc` removes it.
  const { report, plan } = await readAndReport(ctx, { teamId, ...input }, { storeFiles: true });
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
        total: plannedRecords(plan).length,
      },
      select: { id: true },
    });
    await queueJob(tx, contentImportJob, { importId: created.id });
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
  if (!row) throw notFound('Import');
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

/**
 * One record of a plan, with what it counts as once written. Records come in the order they are
 * written: every one after the records it refers to (an item after its series, a link after its
 * owner), so a reference is found in import_sources by the time it is needed.
 */
type PlannedRecord =
  | { type: 'author'; author: AuthorPlan }
  | { type: 'series'; series: SeriesPlan }
  | { type: 'item'; item: SeriesItemPlan }
  | { type: 'post'; post: PostPlan }
  | { type: 'project'; project: ProjectPlan }
  | { type: 'media'; media: MediaPlan }
  | { type: 'link'; link: LinkPlan };

function plannedRecords(plan: ImportPlan): PlannedRecord[] {
  return [
    ...plan.authors.map((author) => ({ type: 'author' as const, author })),
    ...plan.series.map((series) => ({ type: 'series' as const, series })),
    ...plan.seriesItems.map((item) => ({ type: 'item' as const, item })),
    ...plan.posts.map((post) => ({ type: 'post' as const, post })),
    ...plan.projects.map((project) => ({ type: 'project' as const, project })),
    ...plan.mediaItems.map((media) => ({ type: 'media' as const, media })),
    ...plan.customLinks.map((link) => ({ type: 'link' as const, link })),
  ];
}

interface ImportRow {
  id: string;
  teamId: string;
  actorId: string | null;
  sourceKind: string;
}

/** The public pages a batch changed, revalidated once it has committed. */
type ChangedPaths = string[];

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

/** The id of the record this import (or an earlier one of the team) made of a source's record. */
async function importedRecordId(tx: Tx, row: ImportRow, sourceId: string) {
  const found = await tx.importSource.findUnique({
    where: {
      teamId_sourceKind_sourceId: { teamId: row.teamId, sourceKind: row.sourceKind, sourceId },
    },
    select: { recordId: true },
  });
  return found?.recordId ?? null;
}

async function writeAuthor(tx: Tx, row: ImportRow, author: AuthorPlan, paths: ChangedPaths) {
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
    paths.push(...publicPaths.teamProfiles());
    return profile.id;
  });
}

async function writeSeries(tx: Tx, row: ImportRow, series: SeriesPlan, paths: ChangedPaths) {
  return claimSource(tx, row, sourceKey('series', series.sourceId), 'series', async () => {
    const { sourceId: _sourceId, startDate, endDate, ...fields } = series;
    const created = await tx.series.create({
      data: {
        ...fields,
        teamId: row.teamId,
        slug: await freeSeriesSlug(tx, series.slug),
        startDate: startDate ? new Date(`${startDate}T00:00:00.000Z`) : null,
        endDate: endDate ? new Date(`${endDate}T00:00:00.000Z`) : null,
      },
      select: { id: true, slug: true },
    });
    paths.push(...publicPaths.series(created.slug));
    return created.id;
  });
}

async function writePost(tx: Tx, row: ImportRow, post: PostPlan, paths: ChangedPaths) {
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
    if (published) paths.push(...publicPaths.blogPost(created.id));
    return created.id;
  });
}

async function writeSeriesItem(tx: Tx, row: ImportRow, item: SeriesItemPlan, paths: ChangedPaths) {
  return claimSource(tx, row, sourceKey('item', item.sourceId), 'series_item', async () => {
    const seriesId = item.seriesSourceId
      ? await importedRecordId(tx, row, sourceKey('series', item.seriesSourceId))
      : item.seriesId;
    // Scoped through the series' team: a plan never writes into another team's series.
    if (!seriesId) throw notFound('Series');
    const series = await tx.series.findFirst({
      where: { id: seriesId, teamId: row.teamId },
      select: { id: true, slug: true },
    });
    if (!series) throw notFound('Series');
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
        youtubeVideoUrl: item.youtubeVideoUrl,
        githubLinks: item.githubLinks,
        documentLinks: item.documentLinks,
        imageUrl: item.imageUrl,
      },
      select: { id: true },
    });
    if (item.published) paths.push(...publicPaths.seriesItem(series.slug, created.id));
    return created.id;
  });
}

/** The team's series an imported record belongs to, or none (its series is gone since). */
async function importedSeriesId(tx: Tx, row: ImportRow, seriesSourceId: string | null) {
  if (!seriesSourceId) return null;
  const id = await importedRecordId(tx, row, sourceKey('series', seriesSourceId));
  if (!id) return null;
  const series = await tx.series.findFirst({
    where: { id, teamId: row.teamId },
    select: { id: true },
  });
  return series?.id ?? null;
}

async function writeProject(tx: Tx, row: ImportRow, project: ProjectPlan, paths: ChangedPaths) {
  return claimSource(tx, row, sourceKey('project', project.sourceId), 'project', async () => {
    const { sourceId: _sourceId, seriesSourceId, ...fields } = project;
    const created = await tx.project.create({
      data: {
        ...fields,
        teamId: row.teamId,
        seriesId: await importedSeriesId(tx, row, seriesSourceId),
      },
      select: { id: true },
    });
    paths.push(...publicPaths.project(created.id));
    return created.id;
  });
}

async function writeMedia(tx: Tx, row: ImportRow, media: MediaPlan, paths: ChangedPaths) {
  return claimSource(tx, row, sourceKey('media', media.sourceId), 'media_item', async () => {
    const { sourceId: _sourceId, ...fields } = media;
    const created = await tx.mediaItem.create({
      data: { ...fields, teamId: row.teamId },
      select: { id: true },
    });
    paths.push(...publicPaths.media());
    return created.id;
  });
}

/** The owner columns of a link to a record of each kind, found in the team only. */
const linkOwners = {
  post: async (tx: Tx, id: string, teamId: string) =>
    (await tx.blogPost.count({ where: { id, teamId } })) > 0 ? { blogPostId: id } : null,
  project: async (tx: Tx, id: string, teamId: string) =>
    (await tx.project.count({ where: { id, teamId } })) > 0 ? { projectId: id } : null,
  series: async (tx: Tx, id: string, teamId: string) =>
    (await tx.series.count({ where: { id, teamId } })) > 0 ? { seriesId: id } : null,
  item: async (tx: Tx, id: string, teamId: string) =>
    (await tx.seriesItem.count({ where: { id, series: { teamId } } })) > 0
      ? { seriesItemId: id }
      : null,
} satisfies Record<LinkPlan['ownerKind'], unknown>;

async function writeLink(tx: Tx, row: ImportRow, link: LinkPlan) {
  const ownerId = await importedRecordId(tx, row, sourceKey(link.ownerKind, link.ownerSourceId));
  // Its owner was deleted since an earlier import made it: the link has nothing to show with.
  const owner = ownerId ? await linkOwners[link.ownerKind](tx, ownerId, row.teamId) : null;
  if (!owner) return false;
  return claimSource(tx, row, sourceKey('link', link.sourceId), 'custom_link', async () => {
    const created = await tx.customLink.create({
      data: {
        ...owner,
        linkName: link.linkName,
        linkUrl: link.linkUrl,
        displayOrder: link.displayOrder,
      },
      select: { id: true },
    });
    return created.id;
  });
}

/** Writes one record; true when it was created now, under which count of `created`. */
async function writeRecord(
  tx: Tx,
  row: ImportRow,
  record: PlannedRecord,
  paths: ChangedPaths,
): Promise<keyof CreatedCounts | null> {
  switch (record.type) {
    case 'author':
      return (await writeAuthor(tx, row, record.author, paths)) ? 'teamProfiles' : null;
    case 'series':
      return (await writeSeries(tx, row, record.series, paths)) ? 'series' : null;
    case 'item':
      return (await writeSeriesItem(tx, row, record.item, paths)) ? 'seriesItems' : null;
    case 'post':
      return (await writePost(tx, row, record.post, paths)) ? 'posts' : null;
    case 'project':
      return (await writeProject(tx, row, record.project, paths)) ? 'projects' : null;
    case 'media':
      return (await writeMedia(tx, row, record.media, paths)) ? 'mediaItems' : null;
    case 'link':
      return (await writeLink(tx, row, record.link)) ? 'customLinks' : null;
  }
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
  const records = plannedRecords(importPlan.parse(row.plan));
  try {
    for (;;) {
      const paths: ChangedPaths = [];
      const finished = await ctx.db.$transaction(async (tx) => {
        const [locked] = await tx.$queryRaw<{ processed: number; created: unknown }[]>`
          SELECT processed, created FROM imports WHERE id = ${importId}::uuid FOR UPDATE`;
        const start = locked?.processed ?? records.length;
        if (start >= records.length) return true;
        const created: CreatedCounts = createdCounts.parse(locked?.created);
        const batch = records.slice(start, start + IMPORT_BATCH_SIZE);
        for (const record of batch) {
          const counted = await writeRecord(tx, row, record, paths);
          if (counted) created[counted]++;
        }
        await tx.import.update({
          where: { id: importId },
          data: { processed: start + batch.length, created },
        });
        return false;
      });
      if (finished) break;
      await revalidatePaths(ctx, [...new Set(paths)]);
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
