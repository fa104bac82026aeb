import { SITE_NAME } from '~/lib/site-config';

/**
 * The blog's name and description: its page, its RSS feed and its structured data share them.
 * Apart from the site's texts, which every page carries, so that only the blog's pages load them.
 */
export const BLOG_TITLE = `${SITE_NAME} Blog`;
export const BLOG_DESCRIPTION =
  'Insights, lessons and updates from our team’s 8-week AI hackathon, written as we build.';
