import {
  adminListBlogPostsInput,
  blogPostIdInput,
  createBlogPostInput,
  latestBlogPostsInput,
  listBlogPostsInput,
  publishBlogPostInput,
  updateBlogPostInput,
} from '~/schemas/blog';
import { scheduleWithFollowersInput } from '~/schemas/schedule';
import { systemContentListInput } from '~/schemas/system-content';
import { router } from '~/server/trpc/init';
import {
  publicProcedure,
  systemAdminProcedure,
  teamAdminProcedure,
  teamMemberProcedure,
} from '~/server/trpc/procedures';

import {
  adminGetBlogPost,
  adminListBlogPosts,
  cancelBlogPostSchedule,
  createBlogPost,
  deleteBlogPost,
  getPublishedBlogPost,
  listLatestBlogPosts,
  listPublishedBlogPosts,
  listPublishedBlogPostSummaries,
  publishBlogPost,
  scheduleBlogPost,
  systemListBlogPosts,
  updateBlogPost,
} from './blog.service';

const latest = publicProcedure
  .input(latestBlogPostsInput)
  .query(({ ctx, input }) => listLatestBlogPosts(ctx, input));

export const blogRouter = router({
  latest,
  /** The home page's "Latest Insights" and the blog's featured post: the newest published posts. */
  featured: latest,
  list: publicProcedure
    .input(listBlogPostsInput)
    .query(({ ctx, input }) => listPublishedBlogPosts(ctx, input)),
  /** The same pages as `list`, without each post's content (the cards of /blog). */
  summaries: publicProcedure
    .input(listBlogPostsInput)
    .query(({ ctx, input }) => listPublishedBlogPostSummaries(ctx, input)),
  byId: publicProcedure
    .input(blogPostIdInput)
    .query(({ ctx, input }) => getPublishedBlogPost(ctx, input)),

  adminList: teamMemberProcedure
    .input(adminListBlogPostsInput)
    .query(({ ctx, input }) => adminListBlogPosts(ctx, { ...input, teamId: ctx.team.id })),
  adminById: teamMemberProcedure
    .input(blogPostIdInput)
    .query(({ ctx, input }) => adminGetBlogPost(ctx, { ...input, teamId: ctx.team.id })),
  systemList: systemAdminProcedure
    .input(systemContentListInput)
    .query(({ ctx, input }) => systemListBlogPosts(ctx, input)),
  create: teamAdminProcedure
    .input(createBlogPostInput)
    .mutation(({ ctx, input }) =>
      createBlogPost(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  update: teamAdminProcedure
    .input(updateBlogPostInput)
    .mutation(({ ctx, input }) =>
      updateBlogPost(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  publish: teamAdminProcedure
    .input(publishBlogPostInput)
    .mutation(({ ctx, input }) =>
      publishBlogPost(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  /** Schedules a draft's publish (and unpublish), or moves the schedule it has. */
  schedule: teamAdminProcedure
    .input(scheduleWithFollowersInput)
    .mutation(({ ctx, input }) =>
      scheduleBlogPost(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  cancelSchedule: teamAdminProcedure
    .input(blogPostIdInput)
    .mutation(({ ctx, input }) =>
      cancelBlogPostSchedule(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
  delete: teamAdminProcedure
    .input(blogPostIdInput)
    .mutation(({ ctx, input }) =>
      deleteBlogPost(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
});
