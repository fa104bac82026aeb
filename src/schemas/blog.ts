import { z } from 'zod';

import {
  idSchema,
  mediaUrlList,
  optionalText,
  optionalMediaUrl,
  pageInput,
  requiredText,
  titleSearch,
} from './common';
import { stagedLinksSchema } from './custom-link';
import { autosaveFlag, versionSchema } from './revision';
import { emailFollowersFlag, scheduledFilter } from './schedule';

/** Home page: how many of the latest posts it shows. */
export const LATEST_POSTS_LIMIT = 3;
/** Blog list: how much of its content the featured post shows. */
export const BLOG_PREVIEW_LENGTH = 500;

export const blogPostFields = z.object({
  title: requiredText('Title', 200),
  excerpt: optionalText(1000),
  /** Rich-text HTML; sanitised by the server before it is stored. */
  content: requiredText('Content', 200_000),
  published: z.boolean().default(false),
  imageUrls: mediaUrlList,
  featuredImageUrl: optionalMediaUrl,
});

/** A new post takes the custom links collected before it existed; a saved post's are edited live. */
export const createBlogPostInput = blogPostFields.extend({
  links: stagedLinksSchema,
  emailFollowers: emailFollowersFlag,
});
export type CreateBlogPostInput = z.infer<typeof createBlogPostInput>;

export const updateBlogPostInput = blogPostFields.extend({
  id: idSchema,
  version: versionSchema,
  autosave: autosaveFlag,
  emailFollowers: emailFollowersFlag,
});
export type UpdateBlogPostInput = z.infer<typeof updateBlogPostInput>;

export const publishBlogPostInput = z.object({
  id: idSchema,
  published: z.boolean(),
  emailFollowers: emailFollowersFlag,
});
export type PublishBlogPostInput = z.infer<typeof publishBlogPostInput>;

export const blogPostIdInput = z.object({ id: idSchema });
export type BlogPostIdInput = z.infer<typeof blogPostIdInput>;

/** What a post preview's address names: the post and the team it is previewed in. */
export const blogPreviewInput = blogPostIdInput.extend({ teamId: idSchema });
export type BlogPreviewInput = z.infer<typeof blogPreviewInput>;

/** A page of posts: the public lists and the admin list. */
export const listBlogPostsInput = pageInput;
export type ListBlogPostsInput = z.infer<typeof listBlogPostsInput>;

/** The admin list: a page of one team's posts, drafts included, by title and state. */
export const adminListBlogPostsInput = pageInput.extend({
  search: titleSearch,
  /** true: published only; false: drafts only; null: both. */
  published: z.boolean().nullish(),
  /** true: scheduled drafts only. */
  scheduled: scheduledFilter,
});
export type AdminListBlogPostsInput = z.infer<typeof adminListBlogPostsInput>;

export const latestBlogPostsInput = z
  .object({ limit: z.number().int().min(1).max(20).default(LATEST_POSTS_LIMIT) })
  .prefault({});
export type LatestBlogPostsInput = z.infer<typeof latestBlogPostsInput>;
