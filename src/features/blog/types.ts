import type { Serialized } from '~/server/trpc/server-caller';
import type { RouterOutputs } from '~/utils/api';

/** A published post as the API lists it, after JSON (dates are ISO strings). */
export type BlogPost = Serialized<RouterOutputs['blog']['list']['items'][number]>;

/** What the list and its cards need of a post: everything but its content. */
export type BlogPostSummary = Pick<
  BlogPost,
  | 'id'
  | 'title'
  | 'excerpt'
  | 'publishedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'authorDisplayName'
  | 'imageUrls'
  | 'featuredImageUrl'
>;

/** The list's featured post: a summary and the start of its content as plain text. */
export type FeaturedBlogPost = BlogPostSummary & { preview: string };
