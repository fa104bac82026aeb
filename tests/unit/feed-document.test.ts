import { describe, expect, it } from 'vitest';

import { isDocumentPath } from '~/lib/public-paths';
import { SITE_URL } from '~/lib/site-url';
import { sanitizeBlogHtml } from '~/server/sanitize-html';
import { renderJsonFeed, renderRss, withAbsoluteUrls } from '~/server/seo/feed-document';

import { parseJsonFeed, parseRss } from '../helpers/feeds';

const channel = {
  title: 'A series',
  description: 'Notes & news',
  path: '/series/a',
  rssPath: '/series/a/rss.xml',
  jsonPath: '/series/a/feed.json',
};

const entry = (title: string) => ({
  id: 'urn:uuid:00000000-0000-4000-8000-000000000001',
  title,
  path: '/series/a/item/1',
  published: new Date('2026-11-13T17:30:00Z'),
  updated: new Date('2026-11-14T08:00:00Z'),
  summary: null,
  contentHtml: '<p>Hello</p>',
  author: null,
});

describe('withAbsoluteUrls', () => {
  it('turns site paths in href and src of sanitised HTML into absolute URLs, and nothing else', () => {
    const html = sanitizeBlogHtml(
      '<p><a href="/blog/1">post</a> <img src="/api/uploads/a.png" alt="" />' +
        '<a href="https://example.org/x">out</a> <a href="#notes">notes</a> ' +
        'text that says href="/not-an-attribute"</p>',
    );
    expect(withAbsoluteUrls(html)).toBe(
      `<p><a href="${SITE_URL}/blog/1">post</a> <img src="${SITE_URL}/api/uploads/a.png" alt="" />` +
        '<a href="https://example.org/x">out</a> <a href="#notes">notes</a> ' +
        'text that says href="/not-an-attribute"</p>',
    );
  });
});

describe('the feed documents', () => {
  it('date RSS items in RFC 822 and JSON Feed items in RFC 3339', async () => {
    const rss = await parseRss(renderRss(channel, [entry('One')]));
    expect(rss.items[0]!.pubDate).toBe('Fri, 13 Nov 2026 17:30:00 GMT');
    const json = parseJsonFeed(renderJsonFeed(channel, [entry('One')]));
    expect(json.items[0]!.date_published).toBe('2026-11-13T17:30:00.000Z');
    expect(json.items[0]!.date_modified).toBe('2026-11-14T08:00:00.000Z');
  });

  it('stay well-formed with CDATA terminators and control characters in a title', async () => {
    const title = 'x ]]> y ]]> z \u0000\u001f <b>&amp;</b>';
    const rss = await parseRss(renderRss({ ...channel, title }, [entry(title)]));
    expect(rss.items[0]!.title).toContain('<b>&amp;</b>');
    expect(rss.items[0]!.title!.replaceAll('\u200B', '')).toBe('x ]]> y ]]> z  <b>&amp;</b>');
    expect(parseJsonFeed(renderJsonFeed(channel, [entry(title)])).items).toHaveLength(1);
  });

  it('carry a summary as text: RSS readers, which render it as HTML, get it escaped', async () => {
    const summary = 'Imported <img src=x onerror="alert(1)"> & <script>alert(2)</script> ]]>';
    const withSummary = { ...entry('One'), summary };
    const rss = renderRss(channel, [withSummary]);
    const [item] = (await parseRss(rss)).items;
    expect(item!.content).toBe(
      'Imported &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; ' +
        '&lt;script&gt;alert(2)&lt;/script&gt; ]]&gt;',
    );
    expect(rss).not.toMatch(/<img|<script/);
    expect(parseJsonFeed(renderJsonFeed(channel, [withSummary])).items[0]!.summary).toBe(summary);
  });

  it('are valid when empty', async () => {
    expect((await parseRss(renderRss(channel, []))).items).toEqual([]);
    expect(parseJsonFeed(renderJsonFeed(channel, [])).items).toEqual([]);
  });
});

describe('isDocumentPath', () => {
  it('tells feeds, the sitemap and share images from pages', () => {
    for (const path of [
      '/blog/rss.xml',
      '/blog/feed.json',
      '/series/a/rss.xml',
      '/sitemap.xml',
      '/api/og/blog/1',
      '/api/og/series/a/item/1',
    ]) {
      expect(isDocumentPath(path)).toBe(true);
    }
    for (const path of ['/', '/blog', '/series/a', '/series/a/item/1']) {
      expect(isDocumentPath(path)).toBe(false);
    }
  });
});
