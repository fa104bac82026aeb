import { BLOG_JSON_FEED_PATH } from '~/lib/public-paths';
import { loadBlogFeed } from '~/server/seo/blog-feed';
import { serveFeed } from '~/server/seo/serve-feed';
import { serverCaller } from '~/server/trpc/server-caller';

/** /blog/feed.json: JSON Feed 1.1 of the newest published posts. */
export const getServerSideProps = serveFeed(
  'json',
  () => BLOG_JSON_FEED_PATH,
  () => loadBlogFeed(serverCaller()),
);

/** Never rendered: getServerSideProps answers with the feed itself. */
export default function BlogJsonFeed() {
  return null;
}
