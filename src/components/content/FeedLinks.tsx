import Head from 'next/head';

import { absoluteUrl } from '~/lib/site-url';

export interface FeedAddresses {
  /** What a feed reader names the subscription. */
  title: string;
  rssPath: string;
  jsonPath: string;
}

function feedsOf({ rssPath, jsonPath }: FeedAddresses) {
  return [
    { label: 'RSS', type: 'application/rss+xml', url: absoluteUrl(rssPath) },
    { label: 'JSON Feed', type: 'application/feed+json', url: absoluteUrl(jsonPath) },
  ];
}

/** Lets feed readers discover a page's RSS and JSON feeds from the page itself. */
export function FeedAlternateLinks(addresses: FeedAddresses) {
  return (
    <Head>
      {feedsOf(addresses).map(({ type, url }) => (
        <link key={type} rel="alternate" type={type} title={addresses.title} href={url} />
      ))}
    </Head>
  );
}

/**
 * A visible invitation to follow in a feed reader, with both feeds' addresses to copy. Feeds are
 * files, not pages: plain links, no client-side navigation.
 */
export function FollowFeeds({ heading, ...addresses }: FeedAddresses & { heading: string }) {
  return (
    <section
      aria-labelledby="follow-feeds"
      className="max-w-3xl rounded-xl border border-slate-200 p-5 text-sm dark:border-slate-800"
    >
      <h2 id="follow-feeds" className="font-semibold text-slate-900 dark:text-white">
        {heading}
      </h2>
      <p className="my-2 text-slate-600 dark:text-slate-400">
        Get every new entry in your feed reader:
      </p>
      <ul>
        {feedsOf(addresses).map(({ label, type, url }) => (
          <li key={type}>
            {label}:{' '}
            <a href={url} className="break-all text-brand-700 underline dark:text-brand-300">
              {url}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
