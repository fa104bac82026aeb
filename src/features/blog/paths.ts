import { SITE_NAME } from '~/components/layout/site-config';

export const BLOG_PATH = '/blog';
export const BLOG_FEED_PATH = '/blog/rss.xml';
export const BLOG_TITLE = `${SITE_NAME} Blog`;
export const BLOG_DESCRIPTION =
  'Insights, lessons and updates from our team’s 8-week AI hackathon, written as we build.';

export function blogPostPath(id: string): string {
  return `${BLOG_PATH}/${id}`;
}
