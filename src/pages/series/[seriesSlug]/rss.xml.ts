import { seriesFeedPath } from '~/lib/public-paths';
import { countSeriesFeedFetch } from '~/server/analytics/feed-fetch';
import { loadSeriesFeed } from '~/server/seo/series-feed';
import { serveFeed } from '~/server/seo/serve-feed';
import { serverCaller } from '~/server/trpc/server-caller';

/** /series/{slug}/rss.xml: RSS 2.0 feed of the series' newest published items. */
export const getServerSideProps = serveFeed<{ seriesSlug: string }>(
  'rss',
  ({ seriesSlug }) => seriesFeedPath(seriesSlug),
  ({ seriesSlug }) => loadSeriesFeed(serverCaller(), seriesSlug),
  countSeriesFeedFetch,
);

/** Never rendered: getServerSideProps answers with the feed itself. */
export default function SeriesFeed() {
  return null;
}
