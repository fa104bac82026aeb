/*
 * Server-side shaping of posts for page props (getStaticProps, feeds). Kept apart from the
 * components: it imports the zod schemas, which must stay out of the public pages' bundles.
 */
import { BLOG_PREVIEW_LENGTH } from '~/schemas/blog';

import { htmlToPlainText, truncateText } from './plain-text';
import { summarizePost } from './post-summary';
import type { BlogPost, FeaturedBlogPost } from './types';

/** The start of the post's content as plain text, with an ellipsis when cut (spec §9: 500). */
export function contentPreview(content: string): string {
  return truncateText(htmlToPlainText(content), BLOG_PREVIEW_LENGTH);
}

export function featurePost(post: BlogPost): FeaturedBlogPost {
  return { ...summarizePost(post), preview: contentPreview(post.content) };
}
