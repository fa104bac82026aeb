import type {
  AdminListBlogPostsInput,
  BlogPostIdInput,
  CreateBlogPostInput,
  LatestBlogPostsInput,
  ListBlogPostsInput,
  PublishBlogPostInput,
  UpdateBlogPostInput,
} from '~/schemas/blog';
import type { ScheduleWithFollowersInput } from '~/schemas/schedule';
import type { SystemContentListInput } from '~/schemas/system-content';
import { publicPaths, revalidatePaths } from '~/server/cache/revalidate';
import type { Db, Tx } from '~/server/db';
import { notFound } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { recentlyUpdatedFirst, titleContains } from '~/server/lists/admin-list';
import { crossTeamPageArgs, teamOfContent } from '~/server/lists/cross-team';
import { pageArgs, toPage } from '~/server/lists/pagination';
import { stagedLinksCreate } from '~/server/modules/custom-link/custom-link.service';
import { onPublish } from '~/server/outbox/on-publish';
import {
  auditedCreate,
  auditedUpdate,
  auditedDelete,
  type AuditedEntity,
} from '~/server/records/audit';
import { sanitizeBlogHtml } from '~/server/sanitize-html';
import {
  cancelRecordSchedule,
  scheduleRecord,
  SCHEDULE_STATE_SELECT,
  setRecordPublished,
  type SchedulableKind,
} from '~/server/scheduling/scheduled-record';
import type { ServiceContext } from '~/server/service-context';
import { releaseDroppedUploads } from '~/server/storage/file-references';

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
  publishAt: true,
  unpublishAt: true,
  scheduledById: true,
  missedAt: true,
  missedReason: true,
  followersEmailedAt: true,
  emailFollowersOnPublish: true,
  authorId: true,
  authorName: true,
  imageUrls: true,
  featuredImageUrl: true,
  version: true,
  createdAt: true,
  updatedAt: true,
  author: { select: { fullName: true, username: true, avatarUrl: true } },
} satisfies Prisma.BlogPostSelect;

/** What a post's card shows: all but its content. */
const { content: _content, ...summarySelect } = postSelect;

type PostRow = Prisma.BlogPostGetPayload<{ select: typeof postSelect }>;

const auditedPost: AuditedEntity<PostRow> = {
  type: 'blog_post',
  fields: [
    'title',
    'excerpt',
    'content',
    'published',
    'publishedAt',
    'publishAt',
    'unpublishAt',
    'imageUrls',
    'featuredImageUrl',
  ],
  label: (post) => post.title,
  teamId: (post) => post.teamId,
  revisions: {
    recordType: 'blog_post',
    fields: ['title', 'excerpt', 'content', 'imageUrls', 'featuredImageUrl', 'published'],
    version: (post) => post.version,
    teamId: (post) => post.teamId,
  },
};

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

/** Home page: the latest published posts. */
export async function listLatestBlogPosts(ctx: ServiceContext, { limit }: LatestBlogPostsInput) {
  const rows = await ctx.db.blogPost.findMany({
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
  page: ListBlogPostsInput,
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
export function listPublishedBlogPosts(ctx: ServiceContext, page: ListBlogPostsInput) {
  return listPublished(ctx.db, page, (args) =>
    ctx.db.blogPost.findMany({ ...args, select: postSelect }),
  );
}

/** listPublishedBlogPosts without the posts' content: what 'Load more' on /blog needs. */
export function listPublishedBlogPostSummaries(ctx: ServiceContext, page: ListBlogPostsInput) {
  return listPublished(ctx.db, page, (args) =>
    ctx.db.blogPost.findMany({ ...args, select: summarySelect }),
  );
}

export async function getPublishedBlogPost(ctx: ServiceContext, { id }: BlogPostIdInput) {
  const post = await ctx.db.blogPost.findFirst({
    where: { id, published: true },
    // The team's name, for the post's share image.
    select: { ...postSelect, team: { select: { name: true } } },
  });
  if (!post) throw notFound('Post');
  return withAuthor(post);
}

/**
 * Admin list of one team's posts, drafts included, the most recently edited first, without
 * their content; optionally by title and published or draft only.
 */
export async function adminListBlogPosts(
  ctx: ServiceContext,
  { teamId, search, published, scheduled, ...page }: AdminListBlogPostsInput & { teamId: string },
) {
  const rows = await ctx.db.blogPost.findMany({
    where: {
      teamId,
      ...titleContains(search),
      ...(published != null ? { published } : {}),
      ...(scheduled != null ? { publishAt: scheduled ? { not: null } : null } : {}),
    },
    orderBy: recentlyUpdatedFirst(),
    ...pageArgs(page),
    select: summarySelect,
  });
  const { items, nextCursor } = toPage(rows, page.limit);
  return { items: items.map(withAuthor), nextCursor };
}

/** Every team's posts for the system admin, drafts included, newest first; without content. */
export async function systemListBlogPosts(ctx: ServiceContext, input: SystemContentListInput) {
  const rows = await ctx.db.blogPost.findMany({
    ...crossTeamPageArgs(input),
    select: { ...summarySelect, team: teamOfContent },
  });
  const { items, nextCursor } = toPage(rows, input.limit);
  return { items: items.map(withAuthor), nextCursor };
}

export async function adminGetBlogPost(
  ctx: ServiceContext,
  { teamId, id }: BlogPostIdInput & { teamId: string },
) {
  const post = await ctx.db.blogPost.findFirst({ where: { id, teamId }, select: postSelect });
  if (!post) throw notFound('Post');
  return withAuthor(post);
}

/**
 * The team a post belongs to, for pages that learn only the post's id (the preview) and then
 * read it through the team-scoped procedures; null when there is no such post.
 */
export async function findBlogPostTeamId(ctx: ServiceContext, { id }: BlogPostIdInput) {
  const post = await ctx.db.blogPost.findUnique({ where: { id }, select: { teamId: true } });
  return post?.teamId ?? null;
}

/**
 * published_at is set the first time a post is published and then kept: re-saving does not
 * move a post up the list, and unpublishing then republishing restores its original date.
 */
function publishedAtFor(published: boolean, current: Date | null): Date | null {
  return published && !current ? new Date() : current;
}

/** Drafts appear on no public page: only a change the public pages showed or show revalidates. */
async function revalidateIfPublic(ctx: ServiceContext, id: string, isPublic: boolean) {
  if (isPublic) await revalidatePaths(ctx, publicPaths.blogPost(id));
}

/**
 * Writes a post in `tx`, its HTML sanitised: every new post, typed or imported, is written here.
 * HTML with nothing left once sanitised becomes an empty paragraph, which the editor opens.
 */
export function insertBlogPost(tx: Tx, data: Prisma.BlogPostUncheckedCreateInput) {
  return tx.blogPost.create({
    data: { ...data, content: sanitizeBlogHtml(data.content) || '<p></p>' },
    select: postSelect,
  });
}

export async function createBlogPost(
  ctx: ServiceContext,
  {
    teamId,
    actorId,
    links,
    emailFollowers,
    ...fields
  }: CreateBlogPostInput & { teamId: string; actorId: string },
) {
  const author = await ctx.db.user.findUnique({
    where: { id: actorId },
    select: { fullName: true },
  });
  const post = await auditedCreate(ctx.db, auditedPost, actorId, async (tx) =>
    onPublish(tx, 'blog_post', {
      row: await insertBlogPost(tx, {
        ...fields,
        publishedAt: publishedAtFor(fields.published, null),
        teamId,
        authorId: actorId,
        authorName: author?.fullName ?? null,
        // Written in the same statement as the post, so in the same transaction.
        customLinks: stagedLinksCreate(links),
      }),
      wasPublished: false,
      wanted: emailFollowers,
    }),
  );
  await revalidateIfPublic(ctx, post.id, post.published);
  return withAuthor(post);
}

interface PostWrite {
  teamId: string;
  actorId: string;
  id: string;
  action: string;
  /** The version the caller's save started from; none for a change of state (publishing). */
  expectedVersion?: number;
  autosave?: boolean;
  /** A save that publishes the post emails its followers. */
  emailFollowers?: boolean;
}

/**
 * Changes a post of the team (another team's id is not found) as a new version and records it,
 * in one transaction; `data` gets the post as it was.
 */
async function writeTeamPost(
  db: Db,
  { teamId, actorId, id, action, expectedVersion, autosave, emailFollowers = false }: PostWrite,
  data: (before: PostRow) => Prisma.BlogPostUpdateInput,
) {
  return auditedUpdate(
    db,
    auditedPost,
    { action, actorId, notFoundLabel: 'Post', expectedVersion, autosave },
    (tx) => tx.blogPost.findFirst({ where: { id, teamId }, select: postSelect }),
    async (tx, before) =>
      onPublish(tx, 'blog_post', {
        row: await tx.blogPost.update({
          where: { id, teamId, version: before.version },
          data: { ...data(before), version: { increment: 1 } },
          select: postSelect,
        }),
        wasPublished: before.published,
        wanted: emailFollowers,
      }),
  );
}

export async function updateBlogPost(
  ctx: ServiceContext,
  {
    teamId,
    actorId,
    id,
    version,
    autosave,
    emailFollowers,
    ...fields
  }: UpdateBlogPostInput & { teamId: string; actorId: string },
) {
  const { before, after } = await writeTeamPost(
    ctx.db,
    { teamId, actorId, id, action: 'update', expectedVersion: version, autosave, emailFollowers },
    (post) => ({
      ...fields,
      content: sanitizeBlogHtml(fields.content),
      publishedAt: publishedAtFor(fields.published, post.publishedAt),
      // Published by hand: its scheduled publish is moot (the job then finds nothing to do).
      ...(fields.published ? { publishAt: null } : {}),
    }),
  );
  await revalidateIfPublic(ctx, id, before.published || after.published);
  await releaseDroppedUploads(ctx.db, before, after);
  return withAuthor(after);
}

/** How the schedule (and a person's Publish) reads and writes posts. */
export const scheduledPosts: SchedulableKind<PostRow> = {
  entity: 'blog_post',
  audited: auditedPost,
  notFoundLabel: 'Post',
  stateOf: (db, id) =>
    db.blogPost.findUnique({ where: { id }, select: { teamId: true, ...SCHEDULE_STATE_SELECT } }),
  find: (tx, { id, teamId, still }) =>
    tx.blogPost.findFirst({ where: { id, teamId, ...still }, select: postSelect }),
  update: (tx, { id, teamId, still }, data, before) =>
    tx.blogPost.update({
      where: { id, teamId, ...still },
      data: {
        ...data,
        ...(data.published !== undefined
          ? { publishedAt: publishedAtFor(data.published, before.publishedAt) }
          : {}),
        version: { increment: 1 },
      },
      select: postSelect,
    }),
  revalidate: (ctx, post) => revalidatePaths(ctx, publicPaths.blogPost(post.id)),
  hasFollowers: true,
};

export async function publishBlogPost(
  ctx: ServiceContext,
  {
    teamId,
    actorId,
    id,
    published,
    emailFollowers,
  }: PublishBlogPostInput & { teamId: string; actorId: string },
) {
  return withAuthor(
    await setRecordPublished(ctx, scheduledPosts, {
      teamId,
      id,
      published,
      by: { actorId, emailFollowers },
    }),
  );
}

/** Schedules a draft post's publish (and unpublish), replacing any schedule it had. */
export async function scheduleBlogPost(
  ctx: ServiceContext,
  args: ScheduleWithFollowersInput & { teamId: string; actorId: string },
) {
  return withAuthor(await scheduleRecord(ctx, scheduledPosts, args));
}

/** Cancels a post's schedule (publish and unpublish) and its jobs. */
export async function cancelBlogPostSchedule(
  ctx: ServiceContext,
  args: BlogPostIdInput & { teamId: string; actorId: string },
) {
  return withAuthor(await cancelRecordSchedule(ctx, scheduledPosts, args));
}

export async function deleteBlogPost(
  ctx: ServiceContext,
  { teamId, actorId, id }: BlogPostIdInput & { teamId: string; actorId: string },
) {
  const deleted = await auditedDelete(
    ctx.db,
    auditedPost,
    { actorId, notFoundLabel: 'Post' },
    (tx) => tx.blogPost.delete({ where: { id, teamId }, select: postSelect }),
  );
  await revalidateIfPublic(ctx, id, deleted.published);
  await releaseDroppedUploads(ctx.db, deleted);
  return { id };
}
