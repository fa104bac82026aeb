import type { BlogPostSummary } from './types';

/**
 * The post without its content, so list pages do not ship every post's full HTML. Runs on the
 * server for page props and in the browser for pages loaded with 'Load more'.
 */
export function summarizePost(post: BlogPostSummary): BlogPostSummary {
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    publishedAt: post.publishedAt,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    authorDisplayName: post.authorDisplayName,
    imageUrls: post.imageUrls,
    featuredImageUrl: post.featuredImageUrl,
  };
}
