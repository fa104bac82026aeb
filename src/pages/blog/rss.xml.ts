import { BLOG_FEED_PATH } from '~/lib/public-paths';
import { loadBlogFeed } from '~/server/seo/blog-feed';
import { serveFeed } from '~/server/seo/serve-feed';
import { serverCaller } from '~/server/trpc/server-caller';

/** /blog/rss.xml: RSS 2.0 feed of the newest published posts. */
export const getServerSideProps = serveFeed(
  'rss',
  () => BLOG_FEED_PATH,
  () => loadBlogFeed(serverCaller()),
);

/** Never rendered: getServerSideProps answers with the feed itself. */
export default function BlogFeed() {
  return null;
}
