import Head from 'next/head';

import { absoluteUrl } from '~/lib/site-url';

export interface FeedAddresses {
  /** What a feed reader names the subscription. */
  title: string;
  rssPath: string;
  jsonPath: string;
}

/** Lets feed readers discover a page's RSS and JSON feeds from the page itself. */
export function FeedAlternateLinks({ title, rssPath, jsonPath }: FeedAddresses) {
  return (
    <Head>
      <link rel="alternate" type="application/rss+xml" title={title} href={absoluteUrl(rssPath)} />
      <link
        rel="alternate"
        type="application/feed+json"
        title={title}
        href={absoluteUrl(jsonPath)}
      />
    </Head>
  );
}

const linkClass =
  'font-medium break-all text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200';

/**
 * A visible invitation to follow in a feed reader, with both feeds' addresses to copy. Feeds are
 * files, not pages: plain links, no client-side navigation.
 */
export function FollowFeeds({
  heading,
  rssPath,
  jsonPath,
}: {
  heading: string;
  rssPath: string;
  jsonPath: string;
}) {
  return (
    <section
      aria-labelledby="follow-feeds"
      className="flex flex-col gap-2 rounded-xl border border-slate-200 p-5 text-sm dark:border-slate-800"
    >
      <h2 id="follow-feeds" className="text-base font-semibold text-slate-900 dark:text-white">
        {heading}
      </h2>
      <p className="text-slate-600 dark:text-slate-400">
        Add a feed to your feed reader to get every new entry as it is published.
      </p>
      <ul className="flex flex-col gap-1">
        <li>
          RSS:{' '}
          <a href={rssPath} className={linkClass}>
            {absoluteUrl(rssPath)}
          </a>
        </li>
        <li>
          JSON Feed:{' '}
          <a href={jsonPath} className={linkClass}>
            {absoluteUrl(jsonPath)}
          </a>
        </li>
      </ul>
    </section>
  );
}
