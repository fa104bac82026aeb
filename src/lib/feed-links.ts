import { absoluteUrl } from './site-url';

/** One of a page's feeds, shaped as a custom link (its id is the feed's media type). */
export interface FeedLink {
  id: string;
  linkName: string;
  linkUrl: string;
}

/**
 * A page's RSS and JSON feeds. Pages build them on the server (in getStaticProps), so the labels
 * and types travel as page data rather than in the page's script.
 */
export function feedLinks(rssPath: string, jsonPath: string): FeedLink[] {
  return [
    { id: 'application/rss+xml', linkName: 'RSS feed', linkUrl: absoluteUrl(rssPath) },
    { id: 'application/feed+json', linkName: 'JSON Feed', linkUrl: absoluteUrl(jsonPath) },
  ];
}
