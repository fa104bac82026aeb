/*
 * Server-side shaping of posts for page props (getStaticProps, feeds). Kept apart from the
 * components: it imports the zod schemas, which must stay out of the public pages' bundles.
 */
import { BLOG_PREVIEW_LENGTH } from '~/schemas/blog';

import { htmlToPlainText, truncateText } from './plain-text';
import type { BlogPost, BlogPostSummary, FeaturedBlogPost } from './types';

/** The post without its content, so list pages do not ship every post's full HTML. */
export function summarizePost(post: BlogPost): BlogPostSummary {
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

/** The start of the post's content as plain text, with an ellipsis when cut (spec §9: 500). */
export function contentPreview(content: string): string {
  return truncateText(htmlToPlainText(content), BLOG_PREVIEW_LENGTH);
}

export function featurePost(post: BlogPost): FeaturedBlogPost {
  return { ...summarizePost(post), preview: contentPreview(post.content) };
}
