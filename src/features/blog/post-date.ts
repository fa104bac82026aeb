import type { BlogPost } from './types';

/** When the post went out; a post without a publication date shows when it was written. */
export function publishedDate(post: Pick<BlogPost, 'publishedAt' | 'createdAt'>): string {
  return post.publishedAt ?? post.createdAt;
}
