import { renderBlogFeed } from '~/features/seo/blog-feed';
import { serveText } from '~/features/seo/serve-text';
import { serverCaller } from '~/server/trpc/server-caller';

/** /blog/rss.xml: RSS 2.0 feed of the newest published posts. */
export const getServerSideProps = serveText('application/rss+xml; charset=utf-8', () =>
  renderBlogFeed(serverCaller()),
);

/** Never rendered: getServerSideProps answers with the feed itself. */
export default function BlogFeed() {
  return null;
}
