import Head from 'next/head';

import { absoluteUrl } from '~/lib/site-url';

/** One of a page's feeds, as its links show it. */
export interface FeedLink {
  label: string;
  type: string;
  url: string;
}

/**
 * A page's RSS and JSON feeds. Pages build them on the server (in getStaticProps), so the labels
 * and types travel as data rather than in every page's script.
 */
export function feedLinks(rssPath: string, jsonPath: string): FeedLink[] {
  return [
    { label: 'RSS', type: 'application/rss+xml', url: absoluteUrl(rssPath) },
    { label: 'JSON Feed', type: 'application/feed+json', url: absoluteUrl(jsonPath) },
  ];
}

/** Lets feed readers discover a page's feeds from the page itself. */
export function FeedAlternateLinks({ title, feeds }: { title: string; feeds: FeedLink[] }) {
  return (
    <Head>
      {feeds.map(({ type, url }) => (
        <link key={type} rel="alternate" type={type} title={title} href={url} />
      ))}
    </Head>
  );
}

/**
 * A visible invitation to follow in a feed reader, with the feeds' addresses to copy. Feeds are
 * files, not pages: plain links, no client-side navigation.
 */
export function FollowFeeds({ heading, feeds }: { heading: string; feeds: FeedLink[] }) {
  return (
    <section
      aria-labelledby="follow-feeds"
      className="max-w-3xl rounded-xl border border-slate-200 p-5 text-sm dark:border-slate-800"
    >
      <h2 id="follow-feeds" className="mb-2 font-semibold">
        {heading}
      </h2>
      <ul>
        {feeds.map(({ label, type, url }) => (
          <li key={type}>
            {label}:{' '}
            <a href={url} className="break-all underline">
              {url}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
