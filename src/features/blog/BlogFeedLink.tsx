import { FeedAlternateLinks } from '~/components/content/FeedLinks';
import { feedLinks } from '~/lib/feed-links';
import { BLOG_FEED_PATH, BLOG_JSON_FEED_PATH } from '~/lib/public-paths';

import { BLOG_TITLE } from './blog-meta';

const blogFeeds = feedLinks(BLOG_FEED_PATH, BLOG_JSON_FEED_PATH);

/** Lets feed readers discover the blog's RSS and JSON feeds from its pages. */
export function BlogFeedLink() {
  return <FeedAlternateLinks title={BLOG_TITLE} feeds={blogFeeds} />;
}
