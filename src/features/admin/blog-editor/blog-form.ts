import type { z } from 'zod';

import { createBlogPostInput } from '~/schemas/blog';
import type { RouterOutputs } from '~/utils/api';

export type AdminBlogPost = RouterOutputs['blog']['adminById'];

/** The blog editor's form: the create call's input (the post goes to the current team). */
export const blogFormSchema = createBlogPostInput;
export type BlogFormValues = z.input<typeof blogFormSchema>;

/** Fields whose server errors are shown beside them. */
export const BLOG_FORM_FIELDS = [
  'title',
  'excerpt',
  'content',
  'featuredImageUrl',
  'imageUrls',
  'links',
] as const satisfies readonly (keyof BlogFormValues)[];

export const EMPTY_BLOG_FORM: BlogFormValues = {
  title: '',
  excerpt: '',
  content: '',
  published: false,
  emailFollowers: true,
  featuredImageUrl: '',
  imageUrls: [],
  links: [],
};

/** An edit form prefilled from the post; what it lacks becomes an empty string. */
export function blogFormFrom(post: AdminBlogPost): BlogFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt ?? '',
    content: post.content,
    published: post.published,
    emailFollowers: post.followersEmailedAt === null,
    featuredImageUrl: post.featuredImageUrl ?? '',
    imageUrls: post.imageUrls,
    links: [],
  };
}

/** Where a team member sees the post as its public page will show it, draft or not. */
export function blogPreviewPath(teamId: string, postId: string): string {
  return `/admin/blog/${postId}/preview?teamId=${encodeURIComponent(teamId)}`;
}
