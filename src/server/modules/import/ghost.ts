import { z } from 'zod';

import { shortenText } from '~/lib/shorten-text';
import { isMediaUrl } from '~/schemas/common';
import { badRequest } from '~/server/errors';
import { inputProblem } from '~/server/trpc/input-guards';

import { lexicalToHtml, mobiledocToHtml } from './ghost-content';
import { spendValues, valueBudget, type ValueBudget } from './json-values';
import type { AuthorPlan, PostPlan, ReadSource, SkippedEntry } from './plan';

/** A post's title and content as the blog editor bounds them. */
const MAX_TITLE = 200;
const MAX_CONTENT = 200_000;
const MAX_EXCERPT = 1000;

/** Ghost's ids are 24-character hex strings; exports of Ghost 0.x used numbers. */
const ghostId = z
  .union([z.string().trim().min(1).max(100), z.number().int()], { message: 'Must be an id.' })
  .transform(String);

/** ISO 8601 (Ghost 1 and later) or 'YYYY-MM-DD HH:MM:SS' in UTC (older exports); null: none. */
const ghostDate = z
  .union([z.string(), z.number()], { message: 'Must be a date.' })
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined) return null;
    const date = new Date(
      typeof value === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(value)
        ? `${value.replace(' ', 'T')}Z`
        : value,
    );
    if (Number.isNaN(date.getTime())) {
      context.addIssue({ code: 'custom', message: 'Must be a date.' });
      return z.NEVER;
    }
    return date;
  });

const text = (max: number) => z.string({ message: 'Must be text.' }).max(max).nullish();

const ghostPost = z.looseObject({
  id: ghostId,
  title: z
    .string({ message: 'Title is required.' })
    .trim()
    .min(1, 'Title is required.')
    .max(2000, 'Title must be at most 2000 characters.'),
  html: text(2_000_000),
  mobiledoc: text(2_000_000),
  lexical: text(2_000_000),
  feature_image: text(2048),
  custom_excerpt: text(5000),
  status: z.enum(['published', 'draft', 'scheduled', 'sent'], {
    message: 'Status must be published, draft, scheduled or sent.',
  }),
  type: z.enum(['post', 'page'], { message: 'Type must be post or page.' }).optional(),
  /** Before Ghost 3, pages were posts with `page: true`. */
  page: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  published_at: ghostDate,
  created_at: ghostDate,
  author_id: ghostId.nullish(),
});

const ghostTag = z.looseObject({
  id: ghostId,
  name: z.string({ message: 'Name is required.' }).trim().min(1, 'Name is required.').max(191),
  visibility: z.enum(['public', 'internal']).optional(),
});

const ghostUser = z.looseObject({
  id: ghostId,
  name: z.string({ message: 'Name is required.' }).trim().min(1, 'Name is required.').max(191),
  bio: text(5000),
  profile_image: text(2048),
  twitter: text(191),
});

const link = (left: string, right: string) =>
  z.looseObject({
    [left]: ghostId,
    [right]: ghostId,
    sort_order: z.number().int().optional(),
  });

const ghostExport = z.object(
  {
    db: z
      .array(
        z.object({
          meta: z.looseObject({ version: z.string({ message: 'Version is required.' }).max(50) }),
          data: z.looseObject({
            posts: z.array(ghostPost).default([]),
            tags: z.array(ghostTag).default([]),
            users: z.array(ghostUser).default([]),
            posts_tags: z.array(link('post_id', 'tag_id')).default([]),
            posts_authors: z.array(link('post_id', 'author_id')).default([]),
            roles: z.array(z.looseObject({ id: ghostId, name: z.string().max(50) })).default([]),
            roles_users: z.array(link('role_id', 'user_id')).default([]),
          }),
        }),
        { message: 'Not a Ghost export: it has no "db" list.' },
      )
      .min(1, 'Not a Ghost export: its "db" list is empty.'),
  },
  { message: 'Not a Ghost export: it has no "db" list.' },
);

type GhostData = z.output<typeof ghostExport>['db'][number]['data'];
type GhostPost = GhostData['posts'][number];

/** 'posts[3] (“Hello”), field title' from a path into the export. */
function describePath(raw: unknown, path: readonly PropertyKey[]): string {
  const [, , , collection, index, ...field] = path;
  if (path[0] !== 'db' || path[2] !== 'data' || typeof index !== 'number') {
    return path.length > 0 ? `field ${path.join('.')}` : 'the file';
  }
  const entry = (raw as { db: { data: Record<string, unknown[]> }[] }).db[Number(path[1])]?.data[
    String(collection)
  ]?.[index] as Record<string, unknown> | undefined;
  const label =
    typeof entry?.title === 'string' && entry.title.trim()
      ? ` (“${shortenText(entry.title.trim(), 60)}”)`
      : typeof entry?.id === 'string' || typeof entry?.id === 'number'
        ? ` (id ${String(entry.id).slice(0, 40)})`
        : '';
  const fieldName = field.length > 0 ? `, field ${field.join('.')}` : '';
  return `${String(collection)}[${index}]${label}${fieldName}`;
}

/** Older exports and Ghost(Pro)'s have `{ meta, data }` without the `db` list around it. */
function withDbList(raw: unknown): unknown {
  if (typeof raw === 'object' && raw !== null && !('db' in raw) && 'data' in raw) {
    return { db: [raw] };
  }
  return raw;
}

function parseExport(file: string, budget: ValueBudget) {
  spendValues(file, budget);
  let raw: unknown;
  try {
    raw = withDbList(JSON.parse(file));
  } catch (error) {
    throw badRequest(`The file is not valid JSON: ${(error as Error).message}`, {
      field: 'file',
    });
  }
  // PostgreSQL refuses NUL in text: the same check every call's input gets.
  const problem = inputProblem(raw);
  if (problem) {
    const path = problem.field === 'input' ? [] : problem.field.split('.');
    const at = describePath(
      raw,
      path.map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    );
    throw badRequest(`Ghost export, ${at}: ${problem.message}`, { field: 'file' });
  }
  const parsed = ghostExport.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`Ghost export, ${describePath(raw, issue.path)}: ${issue.message}`, {
      field: 'file',
    });
  }
  return { version: parsed.data.db[0]!.meta.version, data: parsed.data.db[0]!.data };
}

/** `__GHOST_URL__` stands for the blog's own address in Ghost 4 and later. */
const GHOST_URL = /__GHOST_URL__/g;

function bodyHtml(post: GhostPost, entry: string, budget: ValueBudget): string {
  if (post.html) return post.html;
  const field = post.lexical ? 'lexical' : post.mobiledoc ? 'mobiledoc' : null;
  if (!field) return '';
  const source = post[field]!;
  spendValues(source, budget);
  let document: unknown;
  try {
    document = JSON.parse(source);
  } catch {
    throw badRequest(`Ghost export, ${entry}, field ${field}: Not valid JSON.`, { field: 'file' });
  }
  try {
    return field === 'lexical' ? lexicalToHtml(document) : mobiledocToHtml(document);
  } catch {
    // The converters take any shape; only a document nested past the stack's depth stops them.
    throw badRequest(`Ghost export, ${entry}, field ${field}: Nested too deeply.`, {
      field: 'file',
    });
  }
}

const byOrder = <T extends { sort_order?: number | undefined }>(a: T, b: T) =>
  (a.sort_order ?? 0) - (b.sort_order ?? 0);

const twitterUrl = (handle: string | null | undefined) => {
  const name = handle?.trim().replace(/^@/, '');
  return name && /^\w{1,15}$/.test(name) ? `https://x.com/${name}` : null;
};

/**
 * Reads what Ghost's Labs → Export writes (Ghost 4 and 5; older files as far as they have the
 * same tables): posts become blog posts, their public tags the posts' tags, their authors team
 * profiles. Pages, email-only posts and internal tags are left out, each with its reason.
 * Throws BAD_REQUEST naming the entry and field of the first thing that is not as Ghost writes it.
 */
export function readGhostExport(file: string, siteUrl: string | null): ReadSource {
  const budget = valueBudget();
  const { version, data } = parseExport(file, budget);
  const skipped: SkippedEntry[] = [];
  const notes: string[] = [];
  const ownUrl = (url: string) => url.replace(GHOST_URL, siteUrl?.replace(/\/+$/, '') ?? '');
  let unresolvedImages = 0;

  const tags = new Map(data.tags.map((tag) => [tag.id, tag]));
  const internalTags = data.tags.filter(
    (tag) => tag.visibility === 'internal' || tag.name.startsWith('#'),
  ).length;
  if (internalTags > 0) {
    notes.push(`${internalTags} internal tag(s) (#…) are Ghost's own and are left out.`);
  }
  const tagsOf = new Map<string, string[]>();
  for (const link of [...data.posts_tags].sort(byOrder)) {
    const tag = tags.get(String(link.tag_id));
    if (!tag || tag.visibility === 'internal' || tag.name.startsWith('#')) continue;
    const list = tagsOf.get(String(link.post_id)) ?? [];
    if (!list.includes(tag.name)) list.push(tag.name);
    tagsOf.set(String(link.post_id), list);
  }

  const users = new Map(data.users.map((user) => [user.id, user]));
  const authorsOf = new Map<string, string[]>();
  for (const link of [...data.posts_authors].sort(byOrder)) {
    const list = authorsOf.get(String(link.post_id)) ?? [];
    list.push(String(link.author_id));
    authorsOf.set(String(link.post_id), list);
  }
  const roles = new Map(data.roles.map((role) => [role.id, role.name]));
  const roleOf = new Map(
    data.roles_users.map((link) => [String(link.user_id), roles.get(String(link.role_id))]),
  );

  const posts: PostPlan[] = [];
  const authorIds = new Set<string>();
  const now = new Date();
  const firstPostWith = new Map<string, string>();
  data.posts.forEach((post, index) => {
    const entry = `posts[${index}]`;
    const title = post.title;
    const earlier = firstPostWith.get(post.id);
    if (earlier) {
      skipped.push({ entry, title, reason: `Same id as ${earlier}: only the first is imported.` });
      return;
    }
    firstPostWith.set(post.id, entry);
    if (post.type === 'page' || post.page === true || post.page === 1) {
      skipped.push({ entry, title, reason: 'A page, not a post: Teamfolio has no pages.' });
      return;
    }
    if (post.status === 'sent') {
      skipped.push({ entry, title, reason: 'Sent by email only: it was never on the site.' });
      return;
    }
    const html = bodyHtml(post, entry, budget);
    if (html.length > MAX_CONTENT) {
      skipped.push({ entry, title, reason: `Longer than ${MAX_CONTENT} characters.` });
      return;
    }
    const content = ownUrl(html);
    if (!siteUrl && html.includes('__GHOST_URL__')) unresolvedImages++;
    let featuredImageUrl = post.feature_image ? ownUrl(post.feature_image) : null;
    if (featuredImageUrl && !isMediaUrl(featuredImageUrl)) {
      unresolvedImages++;
      featuredImageUrl = null;
    }
    const authors = authorsOf.get(post.id) ?? (post.author_id ? [post.author_id] : []);
    const known = authors.filter((id) => users.has(id));
    known.forEach((id) => authorIds.add(id));
    let status: PostPlan['status'] = post.status;
    if (status === 'scheduled' && !(post.published_at && post.published_at > now)) {
      skipped.push({
        entry,
        title,
        reason: 'Its scheduled time has passed: it is imported as a draft instead.',
      });
      status = 'draft';
    }
    posts.push({
      sourceId: post.id,
      title: shortenText(title, MAX_TITLE),
      excerpt: post.custom_excerpt ? shortenText(post.custom_excerpt.trim(), MAX_EXCERPT) : null,
      content,
      status,
      publishedAt:
        status === 'published' ? (post.published_at ?? post.created_at ?? now).toISOString() : null,
      publishAt: status === 'scheduled' ? post.published_at!.toISOString() : null,
      featuredImageUrl,
      imageUrls: [],
      tags: (tagsOf.get(post.id) ?? []).slice(0, 50).map((tag) => shortenText(tag, 50)),
      authorName: known.length > 0 ? users.get(known[0]!)!.name : null,
    });
  });
  if (unresolvedImages > 0) {
    notes.push(
      `${unresolvedImages} post(s) have images stored on the Ghost site itself (__GHOST_URL__): ` +
        'give the address the blog was published at to keep them.',
    );
  }

  const authors: AuthorPlan[] = [];
  const firstUserWith = new Map<string, string>();
  data.users.forEach((user, index) => {
    const entry = `users[${index}]`;
    const earlier = firstUserWith.get(user.id);
    if (earlier) {
      skipped.push({
        entry,
        title: user.name,
        reason: `Same id as ${earlier}: only the first is imported.`,
      });
      return;
    }
    firstUserWith.set(user.id, entry);
    if (!authorIds.has(user.id)) {
      skipped.push({
        entry,
        title: user.name,
        reason: 'Wrote none of the imported posts: no team profile is made.',
      });
      return;
    }
    const photo = user.profile_image ? ownUrl(user.profile_image) : null;
    authors.push({
      sourceId: user.id,
      name: shortenText(user.name, 100),
      role: shortenText(roleOf.get(user.id) ?? 'Author', 100),
      bio: user.bio?.trim() || null,
      photoUrl: photo && isMediaUrl(photo) ? photo : null,
      githubUrl: null,
      linkedinUrl: null,
      twitterUrl: twitterUrl(user.twitter),
    });
  });

  const tagCount = new Set(posts.flatMap((post) => post.tags)).size;
  return { version, plan: { authors, posts, seriesItems: [] }, skipped, notes, tagCount };
}
