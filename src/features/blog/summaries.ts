/*
 * Server-side shaping of posts for page props (getStaticProps). Kept apart from the components:
 * the preview's length comes with the zod schemas, which must stay out of the public pages'
 * bundles.
 */
import { contentPreview } from '~/lib/content-preview';

import { summarizePost } from './post-summary';
import type { BlogPost, FeaturedBlogPost } from './types';

export function featurePost(post: BlogPost): FeaturedBlogPost {
  return { ...summarizePost(post), preview: contentPreview(post.content) };
}
