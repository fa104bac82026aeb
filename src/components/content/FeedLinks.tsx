import Head from 'next/head';

import { absoluteUrl } from '~/lib/site-url';

import type { CustomLinkItem } from './CustomLinkList';

/** One of a page's feeds, shaped as a link of CustomLinkList; its id is the feed's media type. */
export type FeedLink = CustomLinkItem;

/**
 * A page's RSS and JSON feeds. Pages build them on the server (in getStaticProps), so the labels
 * and types travel as data rather than in every page's script.
 */
export function feedLinks(rssPath: string, jsonPath: string): FeedLink[] {
  return [
    { id: 'application/rss+xml', linkName: 'RSS feed', linkUrl: absoluteUrl(rssPath) },
    { id: 'application/feed+json', linkName: 'JSON Feed', linkUrl: absoluteUrl(jsonPath) },
  ];
}

/** Lets feed readers discover a page's feeds from the page itself. */
export function FeedAlternateLinks({ title, feeds }: { title: string; feeds: FeedLink[] }) {
  return (
    <Head>
      {feeds.map(({ id, linkUrl }) => (
        <link key={id} rel="alternate" type={id} title={title} href={linkUrl} />
      ))}
    </Head>
  );
}
