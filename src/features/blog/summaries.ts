/*
 * Server-side shaping of posts for page props (getStaticProps, feeds). Kept apart from the
 * components: it imports the zod schemas, which must stay out of the public pages' bundles.
 */
import { shortenText } from '~/lib/shorten-text';
import { BLOG_PREVIEW_LENGTH } from '~/schemas/blog';

import { htmlToPlainText } from '~/lib/plain-text';
import { summarizePost } from './post-summary';
import type { BlogPost, FeaturedBlogPost } from './types';

/**
 * The blog list's preview of a post: the first 500 characters of its content as plain text,
 * followed by an ellipsis when cut.
 */
export function contentPreview(content: string): string {
  return shortenText(htmlToPlainText(content), BLOG_PREVIEW_LENGTH, { cut: 'character' });
}

export function featurePost(post: BlogPost): FeaturedBlogPost {
  return { ...summarizePost(post), preview: contentPreview(post.content) };
}
