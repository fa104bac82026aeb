import { BLOG_TITLE } from '~/lib/blog-texts';
import { feedLinks } from '~/lib/feed-links';
import { BLOG_FEED_PATH, BLOG_JSON_FEED_PATH } from '~/lib/public-paths';

/** The blog's RSS and JSON feeds, as its pages announce them (Seo's `feeds`). */
export const BLOG_FEEDS = {
  title: BLOG_TITLE,
  links: feedLinks(BLOG_FEED_PATH, BLOG_JSON_FEED_PATH),
};
