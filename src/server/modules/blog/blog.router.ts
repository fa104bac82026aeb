import {
  blogListInput,
  blogPostIdInput,
  createBlogPostInput,
  latestPostsInput,
  publishBlogPostInput,
  updateBlogPostInput,
} from '~/schemas/blog';
import { publicPaths, revalidatePaths } from '~/server/revalidate';
import { router } from '~/server/trpc/init';
import { publicProcedure, teamAdminProcedure, teamMemberProcedure } from '~/server/trpc/procedures';
import type { Context } from '~/server/trpc/context';

import {
  createPost,
  deletePost,
  getPublishedPost,
  getTeamPost,
  listLatestPosts,
  listPublishedPosts,
  listPublishedPostSummaries,
  listTeamPosts,
  setPostPublished,
  updatePost,
  type PostChange,
} from './blog.service';

type RevalidateContext = Pick<Context, 'revalidate'>;

/** Drafts appear on no public page: only changes to public posts revalidate. */
async function revalidateIfPublic(ctx: RevalidateContext, id: string, isPublic: boolean) {
  if (isPublic) await revalidatePaths(ctx, publicPaths.blogPost(id));
}

async function afterChange(ctx: RevalidateContext, change: PostChange) {
  await revalidateIfPublic(ctx, change.post.id, change.publicChange);
  return change.post;
}

const latest = publicProcedure
  .input(latestPostsInput)
  .query(({ ctx, input }) => listLatestPosts(ctx.db, input.limit));

export const blogRouter = router({
  latest,
  /** The home page's "Latest Insights" and the blog's featured post: the newest published posts. */
  featured: latest,
  list: publicProcedure
    .input(blogListInput)
    .query(({ ctx, input }) => listPublishedPosts(ctx.db, input)),
  /** The same pages as `list`, without each post's content (the cards of /blog). */
  summaries: publicProcedure
    .input(blogListInput)
    .query(({ ctx, input }) => listPublishedPostSummaries(ctx.db, input)),
  byId: publicProcedure
    .input(blogPostIdInput)
    .query(({ ctx, input }) => getPublishedPost(ctx.db, input.id)),

  adminList: teamMemberProcedure
    .input(blogListInput)
    .query(({ ctx, input }) => listTeamPosts(ctx.db, ctx.team.id, input)),
  adminById: teamMemberProcedure
    .input(blogPostIdInput)
    .query(({ ctx, input }) => getTeamPost(ctx.db, ctx.team.id, input.id)),
  create: teamAdminProcedure.input(createBlogPostInput).mutation(async ({ ctx, input }) => {
    const { teamId: _teamId, ...fields } = input;
    const post = await createPost(ctx.db, ctx.team.id, ctx.session.user.id, fields);
    await revalidateIfPublic(ctx, post.id, post.published);
    return post;
  }),
  update: teamAdminProcedure.input(updateBlogPostInput).mutation(async ({ ctx, input }) => {
    const { teamId: _teamId, ...fields } = input;
    return afterChange(ctx, await updatePost(ctx.db, ctx.team.id, fields));
  }),
  publish: teamAdminProcedure
    .input(publishBlogPostInput)
    .mutation(async ({ ctx, input }) =>
      afterChange(ctx, await setPostPublished(ctx.db, ctx.team.id, input.id, input.published)),
    ),
  delete: teamAdminProcedure.input(blogPostIdInput).mutation(async ({ ctx, input }) => {
    const wasPublic = await deletePost(ctx.db, ctx.team.id, input.id);
    await revalidateIfPublic(ctx, input.id, wasPublic);
    return { id: input.id };
  }),
});
