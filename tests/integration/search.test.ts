import { TRPCError } from '@trpc/server';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  createBlogPost,
  createMediaItem,
  createProject,
  createSeries,
  createSeriesItem,
} from '../helpers/content-factories';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, as, adminApi } = cast;
const visitor = () => as('anonymous').api;

beforeEach(async () => {
  const { db } = database();
  await db.blogPost.deleteMany();
  await db.series.deleteMany();
  await db.project.deleteMany();
  await db.mediaItem.deleteMany();
});

const search = (q: string, extra: { page?: number; limit?: number } = {}) =>
  visitor().search.query({ q, ...extra });
const titlesOf = async (q: string) => (await search(q)).items.map((result) => result.title);

const published = { published: true };

describe('search.query', () => {
  it('finds every kind of published content, with its kind, url, team, date and snippet', async () => {
    const { db } = database();
    const teamId = cast.team.id;
    const post = await createBlogPost(db, teamId, {
      ...published,
      title: 'Tuning the telescope',
      content: '<p>We pointed the <strong>telescope</strong> at Saturn.</p>',
    });
    const series = await createSeries(db, teamId, {
      title: 'Telescope weeks',
      slug: 'telescope-weeks',
    });
    const item = await createSeriesItem(db, series.id, {
      title: 'Week 1: grinding the mirror',
      summary: 'A telescope mirror, ground by hand.',
    });
    const project = await createProject(db, teamId, {
      title: 'Star finder',
      description: 'Points a telescope at any star.',
    });
    const media = await createMediaItem(db, teamId, { title: 'Telescope at dusk' });

    const { items, page, hasNextPage } = await search('telescope');

    expect(page).toBe(1);
    expect(hasNextPage).toBe(false);
    const byKind = Object.fromEntries(items.map((result) => [result.kind, result]));
    expect(Object.keys(byKind).sort()).toEqual([
      'media',
      'post',
      'project',
      'series',
      'seriesItem',
    ]);
    expect(byKind.post).toMatchObject({
      id: post.id,
      url: `/blog/${post.id}`,
      teamName: cast.team.name,
      date: post.publishedAt,
    });
    expect(byKind.series?.url).toBe('/series/telescope-weeks');
    expect(byKind.seriesItem?.url).toBe(`/series/telescope-weeks/item/${item.id}`);
    expect(byKind.project?.url).toBe(`/projects/${project.id}`);
    expect(byKind.media).toMatchObject({ id: media.id, url: '/media' });
    // The snippet is the post's text without its tags, the match marked.
    expect(byKind.post?.snippet).toEqual([
      { text: 'We pointed the ', match: false },
      { text: 'telescope', match: true },
      { text: ' at Saturn', match: false },
    ]);
  });

  it('ranks a title match above an excerpt match above a body match', async () => {
    const { db } = database();
    const teamId = cast.team.id;
    const bodyOnly = 'A report on gears. ' + 'The rover drives. '.repeat(30);
    await createBlogPost(db, teamId, {
      ...published,
      title: 'Body',
      content: `<p>${bodyOnly}</p>`,
    });
    await createBlogPost(db, teamId, {
      ...published,
      title: 'Excerpt',
      excerpt: 'What the rover saw',
      content: '<p>Nothing here.</p>',
    });
    await createProject(db, teamId, { title: 'The rover', description: 'Wheels.' });

    expect(await titlesOf('rover')).toEqual(['The rover', 'Excerpt', 'Body']);
  });

  it('matches a quoted phrase only in that order, and leaves out -excluded words', async () => {
    const { db } = database();
    const teamId = cast.team.id;
    await createProject(db, teamId, { title: 'Solar panel charger', description: 'Sun power.' });
    await createProject(db, teamId, { title: 'Panel of solar experts', description: 'People.' });
    await createProject(db, teamId, { title: 'Wind charger', description: 'Air power.' });

    expect(await titlesOf('"solar panel"')).toEqual(['Solar panel charger']);
    expect((await titlesOf('solar panel')).sort()).toEqual([
      'Panel of solar experts',
      'Solar panel charger',
    ]);
    expect(await titlesOf('charger -solar')).toEqual(['Wind charger']);
    expect((await titlesOf('wind or experts')).sort()).toEqual([
      'Panel of solar experts',
      'Wind charger',
    ]);
  });

  it('matches whatever the accents and word forms', async () => {
    const { db } = database();
    await createProject(db, cast.team.id, {
      title: 'Café crème robots',
      description: 'Building a naïve barista.',
    });

    expect(await titlesOf('cafe creme')).toEqual(['Café crème robots']);
    expect(await titlesOf('CAFÉ')).toEqual(['Café crème robots']);
    expect(await titlesOf('naive builds')).toEqual(['Café crème robots']);
  });

  it('never finds drafts or unpublished series items, even when called directly', async () => {
    const { db } = database();
    const teamId = cast.team.id;
    await createBlogPost(db, teamId, { title: 'Secret zeppelin draft' });
    await createBlogPost(db, cast.otherTeam.id, { title: 'Zeppelin draft of another team' });
    const series = await createSeries(db, teamId, { title: 'Airships' });
    await createSeriesItem(db, series.id, { title: 'Hidden zeppelin week', published: false });

    expect((await search('zeppelin')).items).toEqual([]);
    expect((await as('admin').api.search.query({ q: 'zeppelin' })).items).toEqual([]);
    expect((await as('systemAdmin').api.search.query({ q: 'zeppelin' })).items).toEqual([]);
  });

  it('drops a record from the results as soon as it is unpublished or deleted', async () => {
    const { db } = database();
    const teamId = cast.team.id;
    const post = await createBlogPost(db, teamId, { ...published, title: 'Balloon launch' });
    const series = await createSeries(db, teamId, { title: 'Weather' });
    const item = await createSeriesItem(db, series.id, { title: 'Balloon week' });
    const project = await createProject(db, teamId, { title: 'Balloon tracker' });
    expect((await titlesOf('balloon')).sort()).toEqual([
      'Balloon launch',
      'Balloon tracker',
      'Balloon week',
    ]);

    await adminApi().blog.publish({ teamId, id: post.id, published: false });
    await db.seriesItem.update({ where: { id: item.id }, data: { published: false } });
    expect(await titlesOf('balloon')).toEqual(['Balloon tracker']);

    await adminApi().project.delete({ teamId, id: project.id });
    expect(await titlesOf('balloon')).toEqual([]);
  });

  it('drops a series item with its series', async () => {
    const { db } = database();
    const series = await createSeries(db, cast.team.id, { title: 'Kites' });
    await createSeriesItem(db, series.id, { title: 'Kite week' });
    await adminApi().series.delete({ teamId: cast.team.id, id: series.id });

    expect(await titlesOf('kite')).toEqual([]);
  });

  it('pages through the results without repeating one', async () => {
    const { db } = database();
    for (let n = 1; n <= 5; n += 1) {
      await createProject(db, cast.team.id, { title: `Lantern ${n}` });
    }
    const first = await search('lantern', { limit: 2 });
    const second = await search('lantern', { limit: 2, page: 2 });
    const third = await search('lantern', { limit: 2, page: 3 });

    expect([first.hasNextPage, second.hasNextPage, third.hasNextPage]).toEqual([true, true, false]);
    const ids = [...first.items, ...second.items, ...third.items].map((result) => result.id);
    expect(new Set(ids).size).toBe(5);
  });

  it('never lets stored text forge a highlight', async () => {
    const { db } = database();
    await createBlogPost(db, cast.team.id, {
      ...published,
      title: 'Markup',
      content: '<p>\uE000fake\uE001 &lt;b&gt;bold&lt;/b&gt; &amp; <em>quartz</em></p>',
    });
    const [result] = (await search('quartz')).items;

    expect(result?.snippet.filter((segment) => segment.match)).toEqual([
      { text: 'quartz', match: true },
    ]);
    expect(result?.snippet.map((segment) => segment.text).join('')).toMatch(/^fake .*& quartz$/);
  });
});

describe('search.query with hostile input', () => {
  async function codeOf(call: Promise<unknown>): Promise<string> {
    try {
      await call;
      return 'ok';
    } catch (error) {
      return error instanceof TRPCError ? error.code : 'unexpected';
    }
  }

  beforeEach(async () => {
    await createProject(database().db, cast.team.id, { title: 'Robot arm' });
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['too long', 'robot '.repeat(40)],
    ['a control character', 'robot\u0000arm'],
  ])('refuses a query that is %s with BAD_REQUEST', async (_name, q) => {
    expect(await codeOf(search(q))).toBe('BAD_REQUEST');
  });

  it.each([
    ['page 0', { page: 0 }],
    ['page 51', { page: 51 }],
    ['21 a page', { limit: 21 }],
  ])('refuses %s with BAD_REQUEST', async (_name, extra) => {
    expect(await codeOf(search('robot', extra))).toBe('BAD_REQUEST');
  });

  it.each([
    ['only operators', '-- "" or -'],
    ['only exclusions', '-robot -arm'],
    ['only stop words', 'the and of'],
    ['SQL', "'; DROP TABLE projects; --"],
    ['tsquery syntax', 'robot & !(arm | :*) <-> ::'],
    ['unbalanced quotes', '"robot arm'],
    ['emoji and scripts', '🤖 ロボット روبوت'],
    ['backslashes', '\\\\ \\" \\'],
  ])('answers a query of %s with results or none, never an error', async (_name, q) => {
    const answer = await search(q);
    expect(Array.isArray(answer.items)).toBe(true);
  });

  it('finds nothing for exclusions alone rather than everything else', async () => {
    expect((await search('-arm')).items).toEqual([]);
  });

  it('takes SQL for words, and finds the words among operators', async () => {
    expect(await titlesOf("robot'; DROP TABLE projects; --")).toEqual([]);
    expect(await database().db.project.count()).toBe(1);
    expect(await titlesOf('robot -- ; "arm')).toEqual(['Robot arm']);
  });
});
