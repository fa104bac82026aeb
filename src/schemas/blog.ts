import { z } from 'zod';

import {
  idSchema,
  mediaUrlList,
  optionalText,
  optionalMediaUrl,
  pageInput,
  requiredText,
} from './common';

/** Home page: latest posts shown (spec §9). */
export const LATEST_POSTS_LIMIT = 3;
/** Blog list: the featured post shows this much of its content (spec §9). */
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
export type BlogPostFields = z.output<typeof blogPostFields>;

export const createBlogPostInput = blogPostFields;
export const updateBlogPostInput = blogPostFields.extend({ id: idSchema });
export const publishBlogPostInput = z.object({ id: idSchema, published: z.boolean() });
export const blogPostIdInput = z.object({ id: idSchema });
export const blogListInput = pageInput;
export const latestPostsInput = z
  .object({ limit: z.number().int().min(1).max(20).default(LATEST_POSTS_LIMIT) })
  .prefault({});
