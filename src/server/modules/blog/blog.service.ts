import type { BlogPostFields } from '~/schemas/blog';
import type { PageInput } from '~/schemas/common';
import type { Db } from '~/server/db';
import { AppError } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/pagination';
import { sanitizeBlogHtml } from '~/server/sanitize-html';

/**
 * The author comes with the post in the same findMany (one relation select, no per-post
 * lookups), so a list costs the same number of queries for any number of posts and authors.
 */
const postSelect = {
  id: true,
  teamId: true,
  title: true,
  excerpt: true,
  content: true,
  published: true,
  publishedAt: true,
  authorId: true,
  authorName: true,
  imageUrls: true,
  featuredImageUrl: true,
  createdAt: true,
  updatedAt: true,
  author: { select: { fullName: true, username: true, avatarUrl: true } },
} satisfies Prisma.BlogPostSelect;

/** What a post's card shows: all but its content. */
const { content: _content, ...summarySelect } = postSelect;

type PostRow = Prisma.BlogPostGetPayload<{ select: typeof postSelect }>;

/** Display name: the author's full name, else username, else the name stored with the post. */
function withAuthor<Row extends Pick<PostRow, 'author' | 'authorName'>>({ author, ...post }: Row) {
  return {
    ...post,
    authorDisplayName: author?.fullName.trim() || author?.username || post.authorName || null,
    authorAvatarUrl: author?.avatarUrl ?? null,
  };
}
export type BlogPostView = ReturnType<typeof withAuthor<PostRow>>;

const newestPublishedFirst = [
  { publishedAt: 'desc' },
  { id: 'desc' },
] satisfies Prisma.BlogPostOrderByWithRelationInput[];

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'Post Not Found');
}

/** Home page: the latest published posts. */
export async function listLatestPosts(db: Db, limit: number) {
  const rows = await db.blogPost.findMany({
    where: { published: true },
    orderBy: newestPublishedFirst,
    take: limit,
    select: postSelect,
  });
  return rows.map(withAuthor);
}

/**
 * The posts after the cursor post in newestPublishedFirst order, as a keyset condition; null
 * when there is no such post. Prisma's own `cursor` sends no LIMIT when an ordering column is
 * nullable (published_at is), so every page would read all the posts after it.
 */
async function afterInPublishedOrder(
  db: Db,
  cursor: string,
): Promise<Prisma.BlogPostWhereInput | null> {
  const post = await db.blogPost.findUnique({
    where: { id: cursor },
    select: { id: true, publishedAt: true },
  });
  if (!post) return null;
  const { id, publishedAt } = post;
  // PostgreSQL puts NULLs first in descending order.
  if (publishedAt === null) {
    return { OR: [{ publishedAt: null, id: { lt: id } }, { publishedAt: { not: null } }] };
  }
  // The redundant `lte` lets the index start at the cursor instead of filtering up to it.
  return {
    publishedAt: { lte: publishedAt },
    OR: [{ publishedAt: { lt: publishedAt } }, { id: { lt: id } }],
  };
}

type PublishedPageArgs = {
  where: Prisma.BlogPostWhereInput;
  orderBy: typeof newestPublishedFirst;
  take: number;
};

/**
 * One page of published posts, newest published first, read by `find` with the page's
 * arguments (each list selects its own fields).
 */
async function listPublished<Row extends Pick<PostRow, 'id' | 'author' | 'authorName'>>(
  db: Db,
  page: PageInput,
  find: (args: PublishedPageArgs) => Promise<Row[]>,
) {
  const after = page.cursor ? await afterInPublishedOrder(db, page.cursor) : {};
  if (!after) return { items: [], nextCursor: null };
  const rows = await find({
    where: { published: true, AND: [after] },
    orderBy: newestPublishedFirst,
    ...pageArgs({ limit: page.limit }),
  });
  const { items, nextCursor } = toPage(rows, page.limit);
  return { items: items.map(withAuthor), nextCursor };
}

/** Public list: published posts, newest published first. */
export function listPublishedPosts(db: Db, page: PageInput) {
  return listPublished(db, page, (args) => db.blogPost.findMany({ ...args, select: postSelect }));
}

/** listPublishedPosts without the posts' content: what 'Load more' on /blog needs. */
export function listPublishedPostSummaries(db: Db, page: PageInput) {
  return listPublished(db, page, (args) =>
    db.blogPost.findMany({ ...args, select: summarySelect }),
  );
}

export async function getPublishedPost(db: Db, id: string) {
  const post = await db.blogPost.findFirst({ where: { id, published: true }, select: postSelect });
  if (!post) throw notFound();
  return withAuthor(post);
}

/** Admin list of one team's posts, drafts included, newest first. */
export async function listTeamPosts(db: Db, teamId: string, page: PageInput) {
  const rows = await db.blogPost.findMany({
    where: { teamId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    ...pageArgs(page),
    select: postSelect,
  });
  const { items, nextCursor } = toPage(rows, page.limit);
  return { items: items.map(withAuthor), nextCursor };
}

export async function getTeamPost(db: Db, teamId: string, id: string) {
  const post = await db.blogPost.findFirst({ where: { id, teamId }, select: postSelect });
  if (!post) throw notFound();
  return withAuthor(post);
}

/**
 * published_at is set the first time a post is published and then kept: re-saving does not
 * move a post up the list, and unpublishing then republishing restores its original date.
 */
function publishedAtFor(published: boolean, current: Date | null): Date | null {
  return published && !current ? new Date() : current;
}

export async function createPost(db: Db, teamId: string, authorId: string, fields: BlogPostFields) {
  const author = await db.user.findUnique({ where: { id: authorId }, select: { fullName: true } });
  const post = await db.blogPost.create({
    data: {
      ...fields,
      content: sanitizeBlogHtml(fields.content),
      publishedAt: publishedAtFor(fields.published, null),
      teamId,
      authorId,
      authorName: author?.fullName ?? null,
    },
    select: postSelect,
  });
  return withAuthor(post);
}

/** Post state before a write, so callers know whether the public pages showed it. */
async function findTeamPostState(db: Db, teamId: string, id: string) {
  const post = await db.blogPost.findFirst({
    where: { id, teamId },
    select: { published: true, publishedAt: true },
  });
  if (!post) throw notFound();
  return post;
}

export interface PostChange {
  post: BlogPostView;
  /** Whether the public pages showed the post before or show it now. */
  publicChange: boolean;
}

export async function updatePost(
  db: Db,
  teamId: string,
  { id, ...fields }: BlogPostFields & { id: string },
): Promise<PostChange> {
  const before = await findTeamPostState(db, teamId, id);
  const post = await db.blogPost.update({
    where: { id },
    data: {
      ...fields,
      content: sanitizeBlogHtml(fields.content),
      publishedAt: publishedAtFor(fields.published, before.publishedAt),
    },
    select: postSelect,
  });
  return { post: withAuthor(post), publicChange: before.published || post.published };
}

export async function setPostPublished(
  db: Db,
  teamId: string,
  id: string,
  published: boolean,
): Promise<PostChange> {
  const before = await findTeamPostState(db, teamId, id);
  const post = await db.blogPost.update({
    where: { id },
    data: { published, publishedAt: publishedAtFor(published, before.publishedAt) },
    select: postSelect,
  });
  return { post: withAuthor(post), publicChange: before.published !== published };
}

/** Returns whether the deleted post was public. */
export async function deletePost(db: Db, teamId: string, id: string): Promise<boolean> {
  const before = await findTeamPostState(db, teamId, id);
  await db.blogPost.delete({ where: { id } });
  return before.published;
}
