import Head from 'next/head';

import type { FeedLink } from '~/lib/feed-links';

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
