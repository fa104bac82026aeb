import { z } from 'zod';

import { UPLOAD_FOLDERS, type UploadFolder } from '~/schemas/upload';
import { badRequest } from '~/server/errors';
import {
  EXPORT_COLLECTIONS,
  type ExportedRecord,
  type ImportedCollection,
} from '~/server/modules/export/collections';
import {
  dataPageOf,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  uploadOf,
} from '~/server/modules/export/export-format';
import { inputProblem } from '~/server/trpc/input-guards';

import { spendValues, valueBudget, type ValueBudget } from './json-values';
import { unpackArchive } from './markdown-archive';
import type { CarriedFile, LinkPlan, ReadFile, ReadSource } from './plan';

const refuse = (message: string) => badRequest(`Teamfolio export: ${message}`, { field: 'file' });

const manifestSchema = z.looseObject({
  format: z.unknown(),
  version: z.unknown(),
});

/** What names a record of a collection in a message. */
const labelOf = (record: { title?: string; name?: string; linkName?: string }) =>
  record.title ?? record.name ?? record.linkName ?? '';

interface Reading {
  files: Map<string, Buffer>;
  budget: ValueBudget;
  skipped: ReadSource['skipped'];
}

/**
 * The records of one collection, all pages in order, each checked; a bad one is refused by place,
 * one with the id of an earlier one is skipped. Each page's values are counted before it is parsed.
 */
function recordsOf<Name extends ImportedCollection>(
  { files, budget, skipped }: Reading,
  name: Name,
): ExportedRecord<Name>[] {
  const pages = [...files.keys()]
    .map((path) => [path, dataPageOf(path)] as const)
    .filter(([, page]) => page?.collection === name)
    .sort(([, a], [, b]) => a!.page - b!.page);
  const raw: unknown[] = [];
  for (const [path] of pages) {
    const text = files.get(path)!.toString('utf8');
    spendValues(text, budget);
    let rows: unknown;
    try {
      rows = JSON.parse(text);
    } catch {
      throw refuse(`${path} is not valid JSON.`);
    }
    if (!Array.isArray(rows)) throw refuse(`${path} is not a list of records.`);
    raw.push(...(rows as unknown[]));
  }
  const firstWith = new Map<string, string>();
  return raw.flatMap((record, index) => {
    const where = `${name}[${index}]`;
    const problem = inputProblem(record);
    if (problem) throw refuse(`${where}, field ${problem.field}: ${problem.message}`);
    const parsed = EXPORT_COLLECTIONS[name].record.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.length > 0 ? issue.path.join('.') : 'the record';
      throw refuse(`${where}, field ${field}: ${issue.message}`);
    }
    const data = parsed.data as ExportedRecord<Name>;
    const earlier = firstWith.get(data.id);
    if (earlier) {
      skipped.push({
        entry: where,
        title: labelOf(data),
        reason: `Same id as ${earlier}: only the first is imported.`,
      });
      return [];
    }
    firstWith.set(data.id, where);
    return [data];
  });
}

/** The export's content records as a plan: new records of the team, keyed by their old ids. */
function planOf(files: Map<string, Buffer>, budget: ValueBudget): ReadSource {
  const skipped: ReadSource['skipped'] = [];
  const reading = { files, budget, skipped };
  const series = recordsOf(reading, 'series');
  const items = recordsOf(reading, 'seriesItems');
  const posts = recordsOf(reading, 'blogPosts');
  const projects = recordsOf(reading, 'projects');
  const media = recordsOf(reading, 'mediaItems');
  const profiles = recordsOf(reading, 'teamProfiles');
  const links = recordsOf(reading, 'customLinks');
  const notes: string[] = [];

  const slugOf = new Map(series.map((one) => [one.id, one.slug]));
  const itemIds = new Set<string>();
  // Items are written in their series' order: each is put after the ones written before it.
  const orderedItems = items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        a.item.seriesId.localeCompare(b.item.seriesId) || a.item.itemOrder - b.item.itemOrder,
    );
  const seriesItems = orderedItems.flatMap(({ item, index }) => {
    const slug = slugOf.get(item.seriesId);
    if (slug === undefined) {
      skipped.push({
        entry: `seriesItems[${index}]`,
        title: item.title,
        reason: 'Its series is not in the export.',
      });
      return [];
    }
    itemIds.add(item.id);
    return [
      {
        sourceId: item.id,
        seriesSlug: slug,
        seriesId: null,
        seriesSourceId: item.seriesId,
        title: item.title,
        summary: item.summary,
        content: item.content,
        itemType: item.itemType,
        weekNumber: item.weekNumber,
        published: item.published,
        youtubeVideoUrl: item.youtubeVideoUrl,
        githubLinks: item.githubLinks,
        documentLinks: item.documentLinks,
        imageUrl: item.imageUrl,
      },
    ];
  });

  const owners: Record<LinkPlan['ownerKind'], Set<string>> = {
    post: new Set(posts.map((post) => post.id)),
    project: new Set(projects.map((project) => project.id)),
    series: new Set(slugOf.keys()),
    item: itemIds,
  };
  const customLinks = links.flatMap((link, index): LinkPlan[] => {
    const owner: [LinkPlan['ownerKind'], string | null][] = [
      ['post', link.blogPostId],
      ['project', link.projectId],
      ['series', link.seriesId],
      ['item', link.seriesItemId],
    ];
    const found = owner.find(([kind, id]) => id !== null && owners[kind].has(id));
    if (!found) {
      skipped.push({
        entry: `customLinks[${index}]`,
        title: link.linkName,
        reason: 'What it belongs to is not in the export.',
      });
      return [];
    }
    return [
      {
        sourceId: link.id,
        ownerKind: found[0],
        ownerSourceId: found[1]!,
        linkName: link.linkName,
        linkUrl: link.linkUrl,
        displayOrder: link.displayOrder,
      },
    ];
  });
  customLinks.sort((a, b) => a.displayOrder - b.displayOrder);

  notes.push(
    "Accounts, teams and members are not imported: posts keep their author's name but belong to no account, and series have no author.",
  );

  return {
    version: `${EXPORT_FORMAT} ${EXPORT_VERSION}`,
    plan: {
      authors: [...profiles]
        .sort((a, b) => a.orderIndex - b.orderIndex || a.name.localeCompare(b.name))
        .map((profile) => ({
          sourceId: profile.id,
          name: profile.name,
          role: profile.role,
          bio: profile.bio,
          photoUrl: profile.photoUrl,
          twitterUrl: profile.twitterUrl,
          githubUrl: profile.githubUrl,
          linkedinUrl: profile.linkedinUrl,
        })),
      series: series.map((one) => ({
        sourceId: one.id,
        title: one.title,
        slug: one.slug,
        description: one.description,
        shortDescription: one.shortDescription,
        status: one.status,
        featured: one.featured,
        startDate: one.startDate,
        endDate: one.endDate,
        tags: one.tags,
        imageUrl: one.imageUrl,
      })),
      seriesItems,
      posts: posts.map((post) => {
        const scheduled = !post.published && post.publishAt !== null;
        return {
          sourceId: post.id,
          title: post.title,
          excerpt: post.excerpt,
          content: post.content,
          status: post.published ? 'published' : scheduled ? 'scheduled' : 'draft',
          publishedAt: post.publishedAt,
          publishAt: scheduled ? post.publishAt : null,
          featuredImageUrl: post.featuredImageUrl,
          imageUrls: post.imageUrls,
          tags: post.tags,
          authorName: post.authorName,
        };
      }),
      projects: projects.map((project) => ({
        sourceId: project.id,
        seriesSourceId: project.seriesId && slugOf.has(project.seriesId) ? project.seriesId : null,
        title: project.title,
        description: project.description,
        featured: project.featured,
        imageUrls: project.imageUrls,
        imageUrl: project.imageUrl,
        videoUrl: project.videoUrl,
        demoUrl: project.demoUrl,
        githubUrl: project.githubUrl,
        tags: project.tags,
      })),
      mediaItems: media.map((item) => ({
        sourceId: item.id,
        title: item.title,
        description: item.description,
        mediaType: item.mediaType,
        mediaUrl: item.mediaUrl,
        thumbnailUrl: item.thumbnailUrl,
        tags: item.tags,
      })),
      customLinks,
    },
    skipped,
    notes,
    tagCount: new Set(posts.flatMap((post) => post.tags)).size,
  };
}

const uploadFolders = new Set<string>(UPLOAD_FOLDERS);

/** The export's uploaded files, keyed as records refer to them ('blog/1a2b.png'). */
function uploadsOf(files: Map<string, Buffer>): CarriedFile[] {
  return [...files].flatMap(([path, bytes]) => {
    const upload = uploadOf(path);
    if (!upload || !uploadFolders.has(upload.folder)) return [];
    const folder = upload.folder as UploadFolder;
    return [{ key: `${folder}/${upload.name}`, path, bytes, folder }];
  });
}

/**
 * Reads a Teamfolio export (a `.tar.gz`, base64-encoded as the API carries files; see
 * docs/export-format.md) as content for a team: its manifest's format and version first, then
 * every record of its series, series items, posts, projects, media items, team profiles and
 * custom links, checked like an edit of it would be. Accounts, teams and members are left out.
 * The uploaded files come with it; the records refer to them by their addresses on the site
 * they were exported from until they are stored.
 */
export async function readTeamfolioExport(base64: string): Promise<ReadFile> {
  const files = await unpackArchive(Buffer.from(base64, 'base64'), refuse);
  const manifestFile = files.get('manifest.json');
  if (!manifestFile) throw refuse('It has no manifest.json: it is not an export, or incomplete.');
  const budget = valueBudget();
  const manifestText = manifestFile.toString('utf8');
  spendValues(manifestText, budget);
  let manifest: z.output<typeof manifestSchema>;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw refuse('Its manifest.json is not a JSON object.');
  }
  if (manifest.format !== EXPORT_FORMAT || manifest.version !== EXPORT_VERSION) {
    throw refuse(
      `Its manifest names format ${JSON.stringify(manifest.format ?? null)} version ${JSON.stringify(
        manifest.version ?? null,
      )}; only ${EXPORT_FORMAT} version ${EXPORT_VERSION} is read.`,
    );
  }
  return { source: planOf(files, budget), files: uploadsOf(files) };
}
