import { Feed, type Item } from 'feed';

import { absoluteUrl } from '~/lib/site-url';
import { sanitizeHtmlWithAbsoluteUrls } from '~/server/sanitize-html';

import { escapeXml, withoutInvalidXmlChars } from './xml';

/** What a feed is about: the page it follows and its own addresses (site paths). */
export interface FeedChannel {
  title: string;
  description: string;
  /** The page the feed follows. */
  path: string;
  rssPath: string;
  jsonPath: string;
}

export interface FeedEntry {
  /** Permanent id (RSS guid): built from the record's id, never from anything an edit changes. */
  id: string;
  title: string;
  /** The entry's page (site path). */
  path: string;
  published: Date;
  updated: Date;
  summary: string | null;
  /** Full content: sanitised HTML whose URLs are still site paths. */
  contentHtml: string;
  author: string | null;
}

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
export const JSON_FEED_CONTENT_TYPE = 'application/feed+json; charset=utf-8';
const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';
const DC_CREATOR = 'dc:creator';

/** Feed readers show content away from the site: site paths in it become absolute URLs. */
export function withAbsoluteUrls(html: string): string {
  return sanitizeHtmlWithAbsoluteUrls(html, absoluteUrl);
}

/**
 * The feed library writes titles and content as CDATA and escapes only the first `]]>` in each;
 * a second one would end the section early. A zero-width space keeps the text as it reads.
 */
function forXml(text: string): string {
  return withoutInvalidXmlChars(text).replaceAll(']]>', ']]\u200B>');
}

/**
 * How a format carries an entry's summary, which is plain text. RSS readers render an item's
 * <description> as HTML, so there it is escaped (markup an import brought in is shown, never
 * run; no `]]>` is left to end its CDATA section); JSON Feed's `summary` is plain text by
 * definition, so it goes as it is.
 */
type SummaryFormat = (summary: string) => string;
const RSS_SUMMARY: SummaryFormat = escapeXml;
const JSON_SUMMARY: SummaryFormat = (summary) => summary;

function toItem(entry: FeedEntry, summaryOf: SummaryFormat): Item {
  const link = absoluteUrl(entry.path);
  return {
    title: forXml(entry.title),
    id: entry.id,
    link,
    date: entry.updated,
    published: entry.published,
    description: entry.summary === null ? undefined : summaryOf(entry.summary),
    content: forXml(withAbsoluteUrls(entry.contentHtml)),
    // RSS's own <author> wants an e-mail address: a display name goes in dc:creator.
    extensions: entry.author
      ? [{ name: DC_CREATOR, objects: { _text: withoutInvalidXmlChars(entry.author) } }]
      : [],
  };
}

function buildFeed(
  channel: FeedChannel,
  entries: readonly FeedEntry[],
  summaryOf: SummaryFormat,
): Feed {
  const feed = new Feed({
    title: forXml(channel.title),
    description: forXml(channel.description),
    id: absoluteUrl(channel.path),
    link: absoluteUrl(channel.path),
    language: 'en',
    updated: entries[0]?.updated,
    generator: false,
    feedLinks: { rss: absoluteUrl(channel.rssPath), json: absoluteUrl(channel.jsonPath) },
  });
  entries.forEach((entry) => feed.addItem(toItem(entry, summaryOf)));
  return feed;
}

/** An RSS 2.0 document; entries in the order given (newest first). Dates are RFC 822. */
export function renderRss(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  return buildFeed(channel, entries, RSS_SUMMARY).rss2();
}

/**
 * A JSON Feed 1.1 document. The library writes version 1, and copies RSS-only fields (the
 * dc:creator) into items; 1.1 names the version by URL, lists `authors` and adds `language`.
 * Dates are RFC 3339.
 */
export function renderJsonFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const {
    version: _v1,
    items,
    ...rest
  } = JSON.parse(buildFeed(channel, entries, JSON_SUMMARY).json1()) as {
    version: string;
    items: Array<Record<string, unknown>>;
  };
  return JSON.stringify({
    version: JSON_FEED_VERSION,
    ...rest,
    language: 'en',
    items: items.map(({ [DC_CREATOR]: _creator, ...item }, index) => {
      const author = entries[index]?.author;
      return author ? { ...item, authors: [{ name: author }] } : item;
    }),
  });
}
