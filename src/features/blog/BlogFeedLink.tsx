import { FeedAlternateLinks } from '~/components/content/FeedLinks';
import { BLOG_FEED_PATH, BLOG_JSON_FEED_PATH } from '~/lib/public-paths';

import { BLOG_TITLE } from './blog-meta';

/** Lets feed readers discover the blog's RSS and JSON feeds from its pages. */
export function BlogFeedLink() {
  return (
    <FeedAlternateLinks
      title={BLOG_TITLE}
      rssPath={BLOG_FEED_PATH}
      jsonPath={BLOG_JSON_FEED_PATH}
    />
  );
}
