import type { ParsedUrlQuery } from 'node:querystring';

import {
  JSON_FEED_CONTENT_TYPE,
  renderJsonFeed,
  renderRss,
  RSS_CONTENT_TYPE,
  type FeedChannel,
  type FeedEntry,
} from './feed-document';
import { serveDocument, type DocumentRoute } from './serve-document';

export interface LoadedFeed {
  channel: FeedChannel;
  entries: FeedEntry[];
}

const FORMATS = {
  rss: { contentType: RSS_CONTENT_TYPE, render: renderRss },
  json: { contentType: JSON_FEED_CONTENT_TYPE, render: renderJsonFeed },
} as const;

/**
 * getServerSideProps for a feed route: the feed `load` reads, written as RSS 2.0 or JSON Feed
 * 1.1, kept under `path`; 404 when `load` finds nothing. `onServed` hears of every fetch.
 */
export function serveFeed<Params extends ParsedUrlQuery = ParsedUrlQuery>(
  format: keyof typeof FORMATS,
  path: (params: Params) => string,
  load: (params: Params) => Promise<LoadedFeed | null>,
  onServed?: DocumentRoute<Params>['onServed'],
) {
  const { contentType, render } = FORMATS[format];
  return serveDocument<Params>({
    contentType,
    path,
    onServed,
    generate: async (params) => {
      const feed = await load(params);
      return feed && render(feed.channel, feed.entries);
    },
  });
}
