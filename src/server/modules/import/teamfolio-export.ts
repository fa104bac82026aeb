import { z } from 'zod';

import { SLUG_PATTERN } from '~/lib/slugify';
import { blogPostFields } from '~/schemas/blog';
import { idSchema, optionalText, tagList } from '~/schemas/common';
import { customLinkFields } from '~/schemas/custom-link';
import { mediaShape, withMediaUrlRule } from '~/schemas/media';
import { projectFields } from '~/schemas/project';
import { seriesFields } from '~/schemas/series';
import { seriesItemFields } from '~/schemas/series-item';
import { teamProfileFields } from '~/schemas/team-profile';
import type { UploadFolder } from '~/schemas/upload';
import { badRequest } from '~/server/errors';
import { inputProblem } from '~/server/input-guards';
import { EXPORT_FORMAT, EXPORT_VERSION } from '~/server/modules/export/site-export';
import { sanitizeBlogHtml } from '~/server/sanitize-html';
import { uploadKeysIn } from '~/server/storage/file-references';
import { LOCAL_UPLOADS_URL } from '~/server/storage/local';

import { unpackArchive, type StoreImage } from './markdown-archive';
import { sourceKey, type LinkPlan, type ReadSource } from './plan';

const refuse = (message: string) => badRequest(`Teamfolio export: ${message}`, { field: 'file' });

const manifestSchema = z.looseObject({
  format: z.unknown(),
  version: z.unknown(),
});

/** A time the export wrote (ISO 8601), or none. */
const exportedTime = z.iso.datetime({ message: 'Must be a date.' }).nullish().default(null);

/** A series' calendar date, which the export writes as that day's UTC midnight. */
const exportedDay = z
  .union([z.iso.date(), z.iso.datetime()], { message: 'Must be a date.' })
  .nullish()
  .transform((value) => (value ? value.slice(0, 10) : null));

/*
 * Each collection's records are checked with the fields a person edits (the same rules as the
 * admin screens), plus the ids and times the export adds; any other column is left out.
 */
const recordSchemas = {
  series: seriesFields.extend({
    id: idSchema,
    // A saved series always has one: an empty slug is not "derive it" here.
    slug: z
      .string({ message: 'Slug is required.' })
      .max(80, 'Slug must be at most 80 characters.')
      .regex(SLUG_PATTERN, 'Slug may contain lowercase letters, digits and single hyphens only.'),
    startDate: exportedDay,
    endDate: exportedDay,
  }),
  seriesItems: seriesItemFields.extend({ id: idSchema, seriesId: idSchema }),
  blogPosts: blogPostFields.extend({
    id: idSchema,
    publishedAt: exportedTime,
    publishAt: exportedTime,
    authorName: optionalText(200),
    tags: tagList,
  }),
  projects: projectFields.extend({ id: idSchema }),
  mediaItems: withMediaUrlRule(mediaShape.extend({ id: idSchema })),
  teamProfiles: teamProfileFields.extend({
    id: idSchema,
    orderIndex: z.number().int().default(0),
  }),
  customLinks: customLinkFields.extend({
    id: idSchema,
    blogPostId: idSchema.nullish().default(null),
    projectId: idSchema.nullish().default(null),
    seriesId: idSchema.nullish().default(null),
    seriesItemId: idSchema.nullish().default(null),
    displayOrder: z.number().int().default(0),
  }),
};
type Collection = keyof typeof recordSchemas;
type RecordOf<Name extends Collection> = z.output<(typeof recordSchemas)[Name]>;

const DATA_PAGE = /^data\/([A-Za-z]+)\/(\d+)\.json$/;

/** The records of one collection, all pages in order, each checked; a bad one is refused by place. */
function recordsOf<Name extends Collection>(
  files: Map<string, Buffer>,
  name: Name,
): RecordOf<Name>[] {
  const pages = [...files.keys()]
    .map((path) => [path, DATA_PAGE.exec(path)] as const)
    .filter(([, page]) => page?.[1] === name)
    .sort(([, a], [, b]) => Number(a![2]) - Number(b![2]));
  const raw: unknown[] = [];
  for (const [path] of pages) {
    let rows: unknown;
    try {
      rows = JSON.parse(files.get(path)!.toString('utf8'));
    } catch {
      throw refuse(`${path} is not valid JSON.`);
    }
    if (!Array.isArray(rows)) throw refuse(`${path} is not a list of records.`);
    raw.push(...(rows as unknown[]));
  }
  return raw.map((record, index) => {
    const where = `${name}[${index}]`;
    const problem = inputProblem(record);
    if (problem) throw refuse(`${where}, field ${problem.field}: ${problem.message}`);
    const parsed = recordSchemas[name].safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.length > 0 ? issue.path.join('.') : 'the record';
      throw refuse(`${where}, field ${field}: ${issue.message}`);
    }
    return parsed.data as RecordOf<Name>;
  });
}

/** A local upload's address as a record holds it, on this site or the one exported from. */
const UPLOAD_ADDRESS = new RegExp(
  `(?:https?://[^/\\s"'<>]+)?${LOCAL_UPLOADS_URL}/([a-z-]+/[A-Za-z0-9_-]+\\.[a-z0-9]+)`,
  'g',
);

/** `value` with every upload address that `urls` knows (by key) replaced by its new one. */
function withUploadUrls<Value>(value: Value, urls: Map<string, string>): Value {
  if (typeof value === 'string') {
    return value.replace(UPLOAD_ADDRESS, (whole, key: string) => urls.get(key) ?? whole) as Value;
  }
  if (Array.isArray(value)) return value.map((item) => withUploadUrls(item, urls)) as Value;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([field, item]) => [field, withUploadUrls(item, urls)]),
    ) as Value;
  }
  return value;
}

/** The export's content records as a plan: new records of the team, keyed by their old ids. */
function planOf(files: Map<string, Buffer>): ReadSource {
  const series = recordsOf(files, 'series');
  const items = recordsOf(files, 'seriesItems');
  const posts = recordsOf(files, 'blogPosts');
  const projects = recordsOf(files, 'projects');
  const media = recordsOf(files, 'mediaItems');
  const profiles = recordsOf(files, 'teamProfiles');
  const links = recordsOf(files, 'customLinks');
  const skipped: ReadSource['skipped'] = [];
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
          content: sanitizeBlogHtml(post.content) || '<p></p>',
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

/**
 * Reads a Teamfolio export (a `.tar.gz`, base64-encoded as the API carries files; see
 * docs/export-format.md) as content for a team: its manifest's format and version first, then
 * every record of its series, series items, posts, projects, media items, team profiles and
 * custom links, checked like an edit of it would be. Accounts, teams and members are left out.
 * The uploads the records refer to are given to `storeImage` (once each, after every record is
 * checked, so a broken export stores nothing) and the records point at where it stored them; a
 * dry run passes none and counts them. Records `imported` says an earlier import wrote are not
 * written again, so their uploads are not stored again either.
 */
export async function readTeamfolioExport(
  base64: string,
  storeImage: StoreImage | undefined,
  imported: (keys: string[]) => Promise<Set<string>>,
): Promise<ReadSource> {
  const files = await unpackArchive(Buffer.from(base64, 'base64'), refuse);
  const manifestFile = files.get('manifest.json');
  if (!manifestFile) throw refuse('It has no manifest.json: it is not an export, or incomplete.');
  let manifest: z.output<typeof manifestSchema>;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestFile.toString('utf8')));
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
  const read = planOf(files);

  const { plan } = read;
  const keyed = [
    ...plan.authors.map((one) => [sourceKey('author', one.sourceId), one] as const),
    ...(plan.series ?? []).map((one) => [sourceKey('series', one.sourceId), one] as const),
    ...plan.seriesItems.map((one) => [sourceKey('item', one.sourceId), one] as const),
    ...plan.posts.map((one) => [sourceKey('post', one.sourceId), one] as const),
    ...(plan.projects ?? []).map((one) => [sourceKey('project', one.sourceId), one] as const),
    ...(plan.mediaItems ?? []).map((one) => [sourceKey('media', one.sourceId), one] as const),
  ];
  const done = await imported(keyed.map(([key]) => key));
  const fresh = keyed.filter(([key]) => !done.has(key)).map(([, record]) => record);
  const referred = [...uploadKeysIn(fresh)].sort();
  const carried = referred.filter((key) => files.has(`uploads/${key}`));
  if (carried.length < referred.length) {
    read.notes.push(
      `${referred.length - carried.length} uploaded file(s) the records refer to are not in the archive: those addresses are kept as they are.`,
    );
  }
  if (carried.length === 0) return read;
  if (!storeImage) {
    read.notes.push(
      `${carried.length} uploaded file(s) of the export will be stored with the team's uploads.`,
    );
    return read;
  }
  const urls = new Map<string, string>();
  for (const key of carried) {
    const [folder] = key.split('/') as [UploadFolder];
    urls.set(key, await storeImage({ path: key, bytes: files.get(`uploads/${key}`)!, folder }));
  }
  return { ...read, plan: withUploadUrls(read.plan, urls) };
}
