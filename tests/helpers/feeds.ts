import Parser from 'rss-parser';
import { expect } from 'vitest';

/** A feed as a real feed reader's parser (rss-parser) reads it; it throws on malformed XML. */
export function parseRss(xml: string) {
  return new Parser().parseString(xml);
}

/** RFC 3339 date-time: a date, 'T', a time with optional fraction, and Z or an offset. */
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
/** RFC 822 as RSS uses it (with a four-digit year): 'Fri, 13 Nov 2026 17:30:00 GMT'. */
export const RFC_822 =
  /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} (?:GMT|[+-]\d{4})$/;

export interface JsonFeedItem {
  id: string;
  url?: string;
  title?: string;
  content_html?: string;
  content_text?: string;
  summary?: string;
  date_published?: string;
  date_modified?: string;
  authors?: Array<{ name?: string }>;
}

export interface JsonFeed {
  version: string;
  title: string;
  home_page_url?: string;
  feed_url?: string;
  items: JsonFeedItem[];
}

/** The item fields JSON Feed 1.1 defines; anything else must be an extension, named `_…`. */
const ITEM_FIELDS = new Set([
  'id',
  'url',
  'external_url',
  'title',
  'content_html',
  'content_text',
  'summary',
  'image',
  'banner_image',
  'date_published',
  'date_modified',
  'authors',
  'tags',
  'language',
  'attachments',
]);

/**
 * Parses a JSON Feed and checks it against the JSON Feed 1.1 rules: the version URL, a title,
 * an items array whose items each have a string id and content_html or content_text, RFC 3339
 * dates, and authors as a list of objects.
 */
export function parseJsonFeed(text: string): JsonFeed {
  const feed = JSON.parse(text) as Record<string, unknown>;
  expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
  expect(typeof feed.title === 'string' && feed.title.length > 0).toBe(true);
  expect(Array.isArray(feed.items)).toBe(true);
  for (const url of [feed.home_page_url, feed.feed_url]) {
    if (url !== undefined) expect(typeof url === 'string' && URL.canParse(url)).toBe(true);
  }
  for (const item of feed.items as Array<Record<string, unknown>>) {
    expect(typeof item.id === 'string' && item.id.length > 0).toBe(true);
    expect(typeof item.content_html === 'string' || typeof item.content_text === 'string').toBe(
      true,
    );
    for (const date of [item.date_published, item.date_modified]) {
      if (date !== undefined) expect(date).toMatch(RFC_3339);
    }
    if (item.authors !== undefined) {
      expect(Array.isArray(item.authors)).toBe(true);
      for (const author of item.authors as unknown[]) expect(typeof author).toBe('object');
    }
    expect(
      Object.keys(item).filter((key) => !ITEM_FIELDS.has(key) && !key.startsWith('_')),
    ).toEqual([]);
  }
  return feed as unknown as JsonFeed;
}
