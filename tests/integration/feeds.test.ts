import { beforeEach, describe, expect, it } from 'vitest';

import {
  BLOG_FEED_PATH,
  BLOG_JSON_FEED_PATH,
  seriesFeedPath,
  seriesJsonFeedPath,
  SITEMAP_PATH,
} from '~/lib/public-paths';
import { absoluteUrl, SITE_URL } from '~/lib/site-url';
import { cachedDocument, dropAllDocuments } from '~/server/cache/document-cache';
import { publicPaths } from '~/server/cache/revalidate';
import { loadBlogFeed } from '~/server/seo/blog-feed';
import { renderJsonFeed, renderRss } from '~/server/seo/feed-document';
import { loadSeriesFeed } from '~/server/seo/series-feed';
import type { LoadedFeed } from '~/server/seo/serve-feed';

import { createBlogPost, createSeries, createSeriesItem } from '../helpers/content-factories';
import { parseJsonFeed, parseRss, RFC_822 } from '../helpers/feeds';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, as, adminApi } = cast;

const visitor = () => as('anonymous').api;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

beforeEach(async () => {
  const { db } = database();
  await db.series.deleteMany();
  await db.blogPost.deleteMany();
  dropAllDocuments();
});

async function seriesFeed(slug: string): Promise<LoadedFeed> {
  const feed = await loadSeriesFeed(visitor(), slug);
  if (!feed) throw new Error(`no feed for ${slug}`);
  return feed;
}

const rssOf = async (slug: string) => {
  const { channel, entries } = await seriesFeed(slug);
  return parseRss(renderRss(channel, entries));
};

const jsonOf = async (slug: string) => {
  const { channel, entries } = await seriesFeed(slug);
  return parseJsonFeed(renderJsonFeed(channel, entries));
};

/** A series with three published items a day apart and a draft, as the factories write them. */
async function seriesWithItems() {
  const { db } = database();
  const series = await createSeries(db, cast.team.id, { slug: 'journey', title: 'The Journey' });
  const first = await createSeriesItem(db, series.id, {
    title: 'Kick-off',
    weekNumber: 1,
    createdAt: hoursAgo(72),
  });
  const second = await createSeriesItem(db, series.id, {
    title: 'Prototype',
    weekNumber: 2,
    createdAt: hoursAgo(48),
    content: 'We built it.\n\nThen we <b>shipped</b> it & wrote notes.',
    imageUrl: '/api/uploads/series-items/prototype.png',
    githubLinks: ['https://github.com/example/prototype'],
  });
  const third = await createSeriesItem(db, series.id, {
    title: 'Loose notes',
    weekNumber: null,
    createdAt: hoursAgo(24),
  });
  const draft = await createSeriesItem(db, series.id, {
    title: 'Unfinished draft',
    weekNumber: 3,
    published: false,
    createdAt: hoursAgo(1),
  });
  return { series, first, second, third, draft };
}

describe('a series feed', () => {
  it('is RSS 2.0 a feed reader parses: published items newest first, week numbers in titles', async () => {
    const { series, first, second, third } = await seriesWithItems();
    const feed = await rssOf(series.slug);

    expect(feed.title).toBe('The Journey');
    expect(feed.link).toBe(absoluteUrl('/series/journey'));
    expect(feed.items.map((item) => item.title)).toEqual([
      'Loose notes',
      'Week 2: Prototype',
      'Week 1: Kick-off',
    ]);
    expect(feed.items.map((item) => item.guid)).toEqual(
      [third, second, first].map((item) => `urn:uuid:${item.id}`),
    );
    const [, prototype] = feed.items;
    expect(prototype!.link).toBe(absoluteUrl(`/series/journey/item/${second.id}`));
    expect(prototype!.pubDate).toMatch(RFC_822);
    expect(new Date(prototype!.pubDate!).getTime()).toBe(
      Math.floor(second.createdAt.getTime() / 1000) * 1000,
    );
    expect(prototype!.creator).toBe(cast.team.name);
  });

  it('carries the full content as sanitised HTML with absolute URLs', async () => {
    const { series } = await seriesWithItems();
    const feed = await rssOf(series.slug);
    const html = feed.items[1]!['content:encoded'] as string;

    expect(html).toContain(`<img src="${SITE_URL}/api/uploads/series-items/prototype.png"`);
    expect(html).toContain('<p>We built it.</p>');
    expect(html).toContain('Then we &lt;b&gt;shipped&lt;/b&gt; it &amp; wrote notes.');
    expect(html).toContain('<a href="https://github.com/example/prototype">');
    expect(html).not.toMatch(/(?:src|href)="\/(?!\/)/);
  });

  it('is a valid JSON Feed 1.1 with the same ids, RFC 3339 dates and the items newest first', async () => {
    const { series, first, second, third } = await seriesWithItems();
    const feed = await jsonOf(series.slug);

    expect(feed.title).toBe('The Journey');
    expect(feed.home_page_url).toBe(absoluteUrl('/series/journey'));
    expect(feed.feed_url).toBe(absoluteUrl('/series/journey/feed.json'));
    expect(feed.items.map((item) => item.id)).toEqual(
      [third, second, first].map((item) => `urn:uuid:${item.id}`),
    );
    expect(feed.items[1]).toMatchObject({
      title: 'Week 2: Prototype',
      url: absoluteUrl(`/series/journey/item/${second.id}`),
      date_published: second.createdAt.toISOString(),
      authors: [{ name: cast.team.name }],
    });
    expect(feed.items[1]!.content_html).toContain(`${SITE_URL}/api/uploads/`);
  });

  it('never carries a draft, by RSS or JSON', async () => {
    const { series, draft } = await seriesWithItems();
    const rss = await rssOf(series.slug);
    const json = await jsonOf(series.slug);
    expect(rss.items.map((item) => item.guid)).not.toContain(`urn:uuid:${draft.id}`);
    expect(json.items.map((item) => item.id)).not.toContain(`urn:uuid:${draft.id}`);
    expect(JSON.stringify([rss, json])).not.toContain('Unfinished draft');
  });

  it('keeps an item id when the item and its series are edited', async () => {
    const { series, second } = await seriesWithItems();
    const before = await jsonOf(series.slug);

    await adminApi().seriesItem.update({
      teamId: cast.team.id,
      id: second.id,
      version: second.version,
      title: 'Prototype, renamed',
      summary: 'A new summary',
      weekNumber: 5,
    });
    await adminApi().series.update({
      teamId: cast.team.id,
      id: series.id,
      title: 'The Journey',
      slug: 'journey-renamed',
      description: 'Moved',
    });

    const after = await jsonOf('journey-renamed');
    expect(after.items.map((item) => item.id).sort()).toEqual(
      before.items.map((item) => item.id).sort(),
    );
    expect(after.items.find((item) => item.id === `urn:uuid:${second.id}`)?.title).toBe(
      'Week 5: Prototype, renamed',
    );
    expect(await loadSeriesFeed(visitor(), 'journey')).toBeNull();
  });

  it('stays well-formed whatever the titles and texts contain', async () => {
    const { db } = database();
    const hostile = 'A ]]> B ]]> C <script>alert(1)</script> & "quotes" \u0001\u0008 end';
    const series = await createSeries(db, cast.team.id, { slug: 'hostile', title: hostile });
    await createSeriesItem(db, series.id, {
      title: hostile,
      summary: hostile,
      content: hostile,
      weekNumber: 4,
      githubLinks: ['javascript:alert(1)'],
    });

    const rss = await rssOf('hostile');
    expect(rss.title).toContain('<script>alert(1)</script> & "quotes"');
    expect(rss.items[0]!.title).toMatch(/^Week 4: A \]\]\u200B?> B \]\]\u200B?> C <script>/);
    const html = rss.items[0]!['content:encoded'] as string;
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/href="javascript:/i);

    // The summary is text: RSS readers render <description> as HTML, so it comes escaped.
    expect(rss.items[0]!.content).toContain('C &lt;script&gt;alert(1)&lt;/script&gt; &amp;');

    const json = await jsonOf('hostile');
    expect(json.items[0]!.content_html).not.toContain('<script>');
    expect(json.items[0]!.summary).toContain('C <script>alert(1)</script> & "quotes"');
  });

  it('is not found for an unknown or malformed series slug', async () => {
    expect(await loadSeriesFeed(visitor(), 'no-such-series')).toBeNull();
    expect(await loadSeriesFeed(visitor(), '   ')).toBeNull();
  });
});

describe('the blog feeds', () => {
  it('are RSS and JSON Feed 1.1 of the published posts, newest first, without drafts', async () => {
    const { db } = database();
    const older = await createBlogPost(db, cast.team.id, {
      title: 'Older post',
      published: true,
      publishedAt: hoursAgo(48),
      content: '<p>See <a href="/projects">our projects</a></p>',
    });
    const newer = await createBlogPost(db, cast.team.id, {
      title: 'Newer post',
      published: true,
      publishedAt: hoursAgo(2),
    });
    await createBlogPost(db, cast.team.id, { title: 'Draft post' });

    const { channel, entries } = await loadBlogFeed(visitor());
    const rss = await parseRss(renderRss(channel, entries));
    expect(rss.items.map((item) => item.title)).toEqual(['Newer post', 'Older post']);
    expect(rss.items.map((item) => item.guid)).toEqual(
      [newer, older].map((post) => absoluteUrl(`/blog/${post.id}`)),
    );
    expect(rss.items[1]!['content:encoded']).toContain(`href="${SITE_URL}/projects"`);

    const json = parseJsonFeed(renderJsonFeed(channel, entries));
    expect(json.feed_url).toBe(absoluteUrl('/blog/feed.json'));
    expect(json.items.map((item) => item.title)).toEqual(['Newer post', 'Older post']);
    expect(json.items[0]!.date_published).toBe(newer.publishedAt!.toISOString());
  });

  it('carry an excerpt an import brought markup into as text, never as HTML', async () => {
    const excerpt = 'Imported <img src=x onerror=alert(1)> text';
    const post = await createBlogPost(database().db, cast.team.id, {
      title: 'Imported post',
      published: true,
      excerpt,
    });
    const { channel, entries } = await loadBlogFeed(visitor());
    const rssXml = renderRss(channel, entries);
    const rss = await parseRss(rssXml);
    const item = rss.items.find((entry) => entry.guid === absoluteUrl(`/blog/${post.id}`));
    expect(item!.content).toBe('Imported &lt;img src=x onerror=alert(1)&gt; text');
    expect(rssXml).not.toContain('<img src=x');

    const json = parseJsonFeed(renderJsonFeed(channel, entries));
    expect(json.items.find((entry) => entry.title === 'Imported post')!.summary).toBe(excerpt);
  });
});

describe('the kept feeds', () => {
  /** What the route serves: the feed kept under its path, generated on a miss. */
  const servedSeriesFeed = async (slug: string) => {
    const document = await cachedDocument(seriesFeedPath(slug), async () => {
      const feed = await loadSeriesFeed(visitor(), slug);
      return feed && renderRss(feed.channel, feed.entries);
    });
    return parseRss(document!.body.toString());
  };

  it('show a published item as soon as it is published, and lose it when unpublished', async () => {
    const { series, draft } = await seriesWithItems();
    expect((await servedSeriesFeed(series.slug)).items).toHaveLength(3);

    let version = draft.version;
    const edit = async (published: boolean) =>
      ({ version } = await adminApi().seriesItem.update({
        teamId: cast.team.id,
        id: draft.id,
        version,
        title: draft.title,
        summary: draft.summary,
        weekNumber: 3,
        published,
      }));

    await edit(true);
    const afterPublish = await servedSeriesFeed(series.slug);
    expect(afterPublish.items[0]!.title).toBe('Week 3: Unfinished draft');

    await edit(false);
    const afterUnpublish = await servedSeriesFeed(series.slug);
    expect(afterUnpublish.items.map((item) => item.title)).not.toContain(
      'Week 3: Unfinished draft',
    );
  });

  it('are named among the paths a change of a post, series or item announces', () => {
    const itemId = '00000000-0000-4000-8000-000000000001';
    expect(publicPaths.seriesItem('journey', itemId)).toEqual(
      expect.arrayContaining([
        seriesFeedPath('journey'),
        seriesJsonFeedPath('journey'),
        SITEMAP_PATH,
      ]),
    );
    expect(publicPaths.series('journey')).toEqual(
      expect.arrayContaining([
        seriesFeedPath('journey'),
        seriesJsonFeedPath('journey'),
        SITEMAP_PATH,
      ]),
    );
    expect(publicPaths.blogPost(itemId)).toEqual(
      expect.arrayContaining([BLOG_FEED_PATH, BLOG_JSON_FEED_PATH, SITEMAP_PATH]),
    );
  });
});
