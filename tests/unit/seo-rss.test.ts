import { describe, expect, it } from 'vitest';

import { buildRssFeed, toRfc822Date, type RssChannel, type RssItem } from '~/features/seo/rss';

const channel: RssChannel = {
  title: 'Teamfolio Blog',
  link: 'https://example.org/blog',
  description: 'Notes & news',
  feedUrl: 'https://example.org/blog/rss.xml',
};

const item = (overrides: Partial<RssItem> = {}): RssItem => ({
  title: 'Halfway There',
  link: 'https://example.org/blog/1',
  pubDate: new Date('2026-11-13T17:30:00Z'),
  description: 'What changed',
  author: 'Maya Chen',
  ...overrides,
});

describe('toRfc822Date', () => {
  it('writes the RFC 822 date RSS requires, in GMT', () => {
    expect(toRfc822Date(new Date('2026-11-13T17:30:00Z'))).toBe('Fri, 13 Nov 2026 17:30:00 GMT');
    expect(toRfc822Date(new Date('2026-01-05T00:00:00+02:00'))).toBe(
      'Sun, 04 Jan 2026 22:00:00 GMT',
    );
  });
});

describe('buildRssFeed', () => {
  it('is an RSS 2.0 document with the channel and its self link', () => {
    const xml = buildRssFeed(channel, []);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<title>Teamfolio Blog</title>');
    expect(xml).toContain('<link>https://example.org/blog</link>');
    expect(xml).toContain('<description>Notes &amp; news</description>');
    expect(xml).toContain(
      '<atom:link href="https://example.org/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('<pubDate>');
    expect(xml.trimEnd().endsWith('</channel>\n</rss>')).toBe(true);
  });

  it('writes each item with link, permanent guid, date, description and author', () => {
    const xml = buildRssFeed(channel, [item()]);
    expect(xml).toContain(
      '<item><title>Halfway There</title><link>https://example.org/blog/1</link>' +
        '<guid isPermaLink="true">https://example.org/blog/1</guid>' +
        '<pubDate>Fri, 13 Nov 2026 17:30:00 GMT</pubDate>' +
        '<description>What changed</description><dc:creator>Maya Chen</dc:creator></item>',
    );
  });

  it('keeps the items in the order given and dates the channel by the first', () => {
    const xml = buildRssFeed(channel, [
      item({ title: 'Newer', pubDate: new Date('2026-11-13T17:30:00Z') }),
      item({ title: 'Older', pubDate: new Date('2026-10-02T09:00:00Z') }),
    ]);
    expect(xml.indexOf('Newer')).toBeLessThan(xml.indexOf('Older'));
    expect(xml).toMatch(/<language>en-us<\/language>\n<pubDate>Fri, 13 Nov 2026 17:30:00 GMT</);
  });

  it('escapes markup in every text, so a title cannot break the feed', () => {
    const xml = buildRssFeed(channel, [
      item({
        title: 'Tags <script>alert("x")</script> & more',
        description: 'a < b && c > d',
        author: "O'Brien & Co",
        link: 'https://example.org/blog/1?a=1&b=2',
      }),
    ]);
    expect(xml).toContain(
      '<title>Tags &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</title>',
    );
    expect(xml).toContain('<description>a &lt; b &amp;&amp; c &gt; d</description>');
    expect(xml).toContain('<dc:creator>O&apos;Brien &amp; Co</dc:creator>');
    expect(xml).toContain('<guid isPermaLink="true">https://example.org/blog/1?a=1&amp;b=2</guid>');
    expect(xml).not.toContain('<script>');
  });

  it('leaves out a missing description and author', () => {
    const xml = buildRssFeed(channel, [item({ description: null, author: null })]);
    const itemXml = xml.slice(xml.indexOf('<item>'));
    expect(itemXml).not.toContain('<description>');
    expect(itemXml).not.toContain('<dc:creator>');
  });
});
