import type { ImportFileInput, ImportSourceKind } from '~/schemas/import';
import type { Tx } from '~/server/db';
import type { ServiceContext } from '~/server/service-context';

import { withCarriedFiles } from './carried-files';
import {
  importPlan,
  type ImportPlan,
  type ReadSource,
  type SeriesItemPlan,
  type SeriesPlan,
  sourceKey,
} from './plan';
import { readInWorker } from './read-in-worker';
import { teamFileStore } from './team-files';

export const sourceLabels: Record<ImportSourceKind, string> = {
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

export async function readAndReport(
  ctx: ServiceContext,
  { teamId, kind, file, siteUrl }: ImportFileInput & { teamId: string },
  { storeFiles = false }: { storeFiles?: boolean } = {},
) {
  const read = await readInWorker({ kind, file, siteUrl: siteUrl ?? null });
  const source = await withCarriedFiles(kind, read, {
    store: storeFiles ? teamFileStore(ctx, teamId, sourceLabels[kind]) : undefined,
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
