import Head from 'next/head';

import { absoluteUrl } from '~/lib/site-url';
import { BLOG_FEED_PATH } from '~/lib/public-paths';

import { BLOG_TITLE } from './blog-meta';

/** Lets feed readers discover the blog's RSS feed from its pages. */
export function BlogFeedLink() {
  return (
    <Head>
      <link
        rel="alternate"
        type="application/rss+xml"
        title={BLOG_TITLE}
        href={absoluteUrl(BLOG_FEED_PATH)}
      />
    </Head>
  );
}
