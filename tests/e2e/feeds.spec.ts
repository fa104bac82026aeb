import type { Page } from '@playwright/test';

import { expect, test } from './helpers/fixtures';
import { BLOG_POSTS } from '../../prisma/seed/blog';
import { HACKATHON_ITEMS } from '../../prisma/seed/hackathon-items';
import { PROJECTS } from '../../prisma/seed/projects';
import { SERIES } from '../../prisma/seed/series';

const published = BLOG_POSTS.filter((post) => post.published);
const draft = BLOG_POSTS.find((post) => !post.published)!;
const newestFirst = [...published].sort(
  (a, b) => new Date(b.publishedAt!).getTime() - new Date(a.publishedAt!).getTime(),
);

interface ParsedFeed {
  error: string | null;
  root: string;
  channelTitle: string;
  items: Array<{ title: string; link: string; guid: string; pubDate: string; creator: string }>;
}

/** Parses the document with the browser's own XML parser: it refuses anything malformed. */
function parseFeed(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const text = (parent: Element | Document, selector: string) =>
      parent.querySelector(selector)?.textContent ?? '';
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.nodeName,
      channelTitle: text(doc, 'channel > title'),
      items: [...doc.querySelectorAll('item')].map((item) => ({
        title: text(item, 'title'),
        link: text(item, 'link'),
        guid: text(item, 'guid'),
        pubDate: text(item, 'pubDate'),
        creator:
          item.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0]
            ?.textContent ?? '',
      })),
    };
  }, xml);
}

function parseLocations(page: Page, xml: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      urls: [...doc.getElementsByTagName('url')].map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      })),
    };
  }, xml);
}

test('/blog/rss.xml is a valid RSS 2.0 feed of the published posts, newest first', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get('/blog/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(response.headers()['cache-control']).toBe(
    'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
  );

  const feed = await parseFeed(page, await response.text());
  expect(feed.error).toBeNull();
  expect(feed.root).toBe('rss');
  expect(feed.channelTitle).toBe('Teamfolio Blog');
  expect(feed.items.map((item) => item.title)).toEqual(newestFirst.map((post) => post.title));
  expect(feed.items.map((item) => item.title)).not.toContain(draft.title);

  const [newest] = feed.items;
  expect(newest!.link).toBe(`${baseURL}/blog/${newestFirst[0]!.id}`);
  expect(newest!.guid).toBe(newest!.link);
  expect(newest!.pubDate).toBe('Fri, 13 Nov 2026 17:30:00 GMT');
  expect(newest!.creator).toBe('Maya Chen');
});

const HACKATHON = '/series/8-week-ai-hackathon';
const publishedWeeks = HACKATHON_ITEMS.filter((item) => item.published).sort(
  (a, b) => new Date(b.createdAt!).getTime() - new Date(a.createdAt!).getTime(),
);
const draftWeeks = HACKATHON_ITEMS.filter((item) => !item.published);

test('a series has an RSS feed of its published items, newest first, week numbers in titles', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get(`${HACKATHON}/rss.xml`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');

  const feed = await parseFeed(page, await response.text());
  expect(feed.error).toBeNull();
  expect(feed.channelTitle).toBe(SERIES.find((one) => one.slug === '8-week-ai-hackathon')!.title);
  expect(feed.items.map((item) => item.title)).toEqual(
    publishedWeeks.map((item) => `Week ${item.weekNumber}: ${item.title}`),
  );
  for (const draftItem of draftWeeks) {
    expect(feed.items.map((item) => item.guid)).not.toContain(`urn:uuid:${draftItem.id}`);
  }
  expect(feed.items[0]!.link).toBe(`${baseURL}${HACKATHON}/item/${publishedWeeks[0]!.id}`);
  expect(feed.items[0]!.guid).toBe(`urn:uuid:${publishedWeeks[0]!.id}`);
  expect(feed.items[0]!.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
});

test('a series and the blog have a JSON Feed 1.1 of the same items', async ({
  request,
  baseURL,
}) => {
  for (const [path, ids] of [
    [`${HACKATHON}/feed.json`, publishedWeeks.map((item) => `urn:uuid:${item.id}`)],
    ['/blog/feed.json', newestFirst.map((post) => `${baseURL}/blog/${post.id}`)],
  ] as const) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/feed+json; charset=utf-8');
    const feed = (await response.json()) as {
      version: string;
      title: string;
      feed_url: string;
      items: Array<{ id: string; content_html: string; date_published: string }>;
    };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.feed_url).toBe(`${baseURL}${path}`);
    expect(feed.items.map((item) => item.id)).toEqual(ids);
    for (const item of feed.items) {
      expect(item.content_html.length).toBeGreaterThan(0);
      expect(item.date_published).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
  }
});

test('a feed answers 304 to a reader whose copy is current, and 404 for an unknown series', async ({
  request,
}) => {
  const first = await request.get(`${HACKATHON}/rss.xml`);
  const etag = first.headers()['etag']!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(first.headers()['last-modified']).toBeTruthy();
  const again = await request.get(`${HACKATHON}/rss.xml`, { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);

  expect((await request.get('/series/no-such-series/rss.xml')).status()).toBe(404);
  expect((await request.get('/series/no-such-series/feed.json')).status()).toBe(404);
});

test('the series page and the blog announce their feeds; the series page invites to follow it', async ({
  page,
  baseURL,
}) => {
  await page.goto(HACKATHON);
  const alternate = (type: string) => page.locator(`head link[rel="alternate"][type="${type}"]`);
  await expect(alternate('application/rss+xml')).toHaveAttribute(
    'href',
    `${baseURL}${HACKATHON}/rss.xml`,
  );
  await expect(alternate('application/feed+json')).toHaveAttribute(
    'href',
    `${baseURL}${HACKATHON}/feed.json`,
  );
  const follow = page.getByRole('region', { name: 'Follow this series' });
  await expect(follow).toBeVisible();
  await expect(follow.getByRole('link', { name: /^RSS feed/ })).toHaveAttribute(
    'href',
    `${baseURL}${HACKATHON}/rss.xml`,
  );
  await expect(follow.getByRole('link', { name: /^JSON Feed/ })).toHaveAttribute(
    'href',
    `${baseURL}${HACKATHON}/feed.json`,
  );

  await page.goto('/blog');
  await expect(alternate('application/rss+xml')).toHaveAttribute('href', `${baseURL}/blog/rss.xml`);
  await expect(alternate('application/feed+json')).toHaveAttribute(
    'href',
    `${baseURL}/blog/feed.json`,
  );
  await expect(page.getByRole('link', { name: 'JSON Feed' })).toHaveAttribute(
    'href',
    '/blog/feed.json',
  );
});

test('/sitemap.xml lists the public pages, posts, projects, series and published items', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');

  const { error, urls } = await parseLocations(page, await response.text());
  expect(error).toBeNull();
  const locations = urls.map((url) => url.loc);
  const expected = [
    ...['/', '/series', '/projects', '/media', '/about', '/blog', '/contact', '/hackathon'],
    ...published.map((post) => `/blog/${post.id}`),
    ...PROJECTS.map((project) => `/projects/${project.id}`),
    ...SERIES.map((series) => `/series/${series.slug}`),
    ...HACKATHON_ITEMS.filter((item) => item.published).map(
      (item) => `/series/8-week-ai-hackathon/item/${item.id}`,
    ),
  ].map((path) => `${baseURL}${path}`);
  expect(locations).toEqual(expect.arrayContaining(expected));
  expect(new Set(locations).size).toBe(locations.length);

  expect(locations).not.toContain(`${baseURL}/blog/${draft.id}`);
  for (const item of HACKATHON_ITEMS.filter((candidate) => !candidate.published)) {
    expect(locations).not.toContain(`${baseURL}/series/8-week-ai-hackathon/item/${item.id}`);
  }
  expect(locations.some((loc) => /\/(admin|auth|teams|system-admin)/.test(loc))).toBe(false);

  const post = urls.find((url) => url.loc === `${baseURL}/blog/${published[0]!.id}`);
  expect(post?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
});

test('/robots.txt allows the public site, keeps crawlers out of private areas, names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const lines = (await response.text()).split('\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /system-admin',
      'Disallow: /api',
      'Disallow: /auth',
      'Disallow: /teams',
      `Sitemap: ${baseURL}/sitemap.xml`,
    ]),
  );
});
