import { escapeXml, XML_DECLARATION, xmlElement } from './xml';

export interface RssChannel {
  title: string;
  /** The site page the feed belongs to (absolute URL). */
  link: string;
  description: string;
  /** The feed's own address (absolute URL), for the atom:link self reference. */
  feedUrl: string;
  language?: string;
}

export interface RssItem {
  title: string;
  /** Absolute URL of the item; also its permanent guid. */
  link: string;
  pubDate: Date;
  description: string | null;
  /** A display name; RSS's own <author> wants an e-mail address, so it goes in dc:creator. */
  author: string | null;
}

/** RFC 822 date as RSS 2.0 requires: 'Fri, 13 Nov 2026 17:30:00 GMT'. */
export function toRfc822Date(date: Date): string {
  return date.toUTCString();
}

function itemXml(item: RssItem): string {
  return [
    '<item>',
    xmlElement('title', item.title),
    xmlElement('link', item.link),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    xmlElement('pubDate', toRfc822Date(item.pubDate)),
    xmlElement('description', item.description),
    xmlElement('dc:creator', item.author),
    '</item>',
  ].join('');
}

/**
 * An RSS 2.0 document. Items appear in the order given (newest first, by convention); the
 * channel's pubDate is that of the first item.
 */
export function buildRssFeed(channel: RssChannel, items: readonly RssItem[]): string {
  const newest = items[0]?.pubDate;
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    xmlElement('title', channel.title),
    xmlElement('link', channel.link),
    xmlElement('description', channel.description),
    xmlElement('language', channel.language ?? 'en-us'),
    newest ? xmlElement('pubDate', toRfc822Date(newest)) : '',
    `<atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items.map(itemXml),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
