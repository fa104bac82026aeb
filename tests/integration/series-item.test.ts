import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { YOUTUBE_LINK_MESSAGE } from '~/lib/youtube';

import { createCustomLink, createSeries, createSeriesItem } from '../helpers/content-factories';
import { seriesItemInput } from '../helpers/content-inputs';
import {
  REFUSED_LINK_ERROR,
  REFUSED_LINK_NAME,
  stagedLinksOf,
  withLinkRefusingTrigger,
} from '../helpers/custom-links';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, as, adminApi } = cast;

let series: { id: string; slug: string; title: string };
let foreignSeries: { id: string; slug: string };

beforeAll(async () => {
  const { db } = database();
  series = await createSeries(db, cast.team.id, { slug: 'timeline', title: 'The Timeline' });
  foreignSeries = await createSeries(db, cast.otherTeam.id, { slug: 'foreign' });
});

const createInput = (overrides: Record<string, unknown> = {}) =>
  seriesItemInput(cast.team.id, series.id, overrides);

const create = (overrides: Record<string, unknown> = {}) =>
  adminApi().seriesItem.create(createInput(overrides));

const expectInvalid = (promise: Promise<unknown>, message: string) =>
  expect(promise).rejects.toMatchObject({
    code: 'BAD_REQUEST',
    message: expect.stringContaining(message),
  });

describe('seriesItem.create', () => {
  it('stores the item with the spec defaults and revalidates its pages', async () => {
    const { api, revalidated } = as('admin');
    const item = await api.seriesItem.create(createInput());

    expect(item).toMatchObject({
      seriesId: series.id,
      title: 'Week one recap',
      summary: 'What we built.',
      content: null,
      itemType: 'update',
      weekNumber: null,
      itemOrder: 0,
      published: true,
      youtubeVideoUrl: null,
      githubLinks: [],
      documentLinks: [],
      imageUrl: null,
    });
    expect(revalidated.sort()).toEqual(
      ['/hackathon', '/series/timeline', `/series/timeline/item/${item.id}`].sort(),
    );
  });

  it('requires a title and a summary', async () => {
    await expectInvalid(create({ title: '  ' }), 'Title is required.');
    await expectInvalid(create({ summary: '' }), 'Summary is required.');
    await expect(create({ title: ' T ', summary: ' S ' })).resolves.toMatchObject({
      title: 'T',
      summary: 'S',
    });
  });

  it('takes a whole week number of 1 or more; empty becomes null', async () => {
    await expect(create({ weekNumber: 3 })).resolves.toMatchObject({ weekNumber: 3 });
    await expect(create({ weekNumber: ' 4 ' })).resolves.toMatchObject({ weekNumber: 4 });
    await expect(create({ weekNumber: '' })).resolves.toMatchObject({ weekNumber: null });
    await expect(create({ weekNumber: null })).resolves.toMatchObject({ weekNumber: null });
    for (const weekNumber of [0, -1, 1.5, 'two', '2.5']) {
      await expectInvalid(create({ weekNumber }), 'Week number must be');
    }
  });

  it('takes a whole order of 0 or more, 0 by default', async () => {
    await expect(create({ itemOrder: 7 })).resolves.toMatchObject({ itemOrder: 7 });
    await expect(create({ itemOrder: '' })).resolves.toMatchObject({ itemOrder: 0 });
    await expect(create({ itemOrder: '12' })).resolves.toMatchObject({ itemOrder: 12 });
    for (const itemOrder of [-1, 2.5, 'first']) {
      await expectInvalid(create({ itemOrder }), 'Order must be');
    }
  });

  it('accepts the four item types and refuses any other', async () => {
    for (const itemType of ['update', 'milestone', 'announcement', 'tutorial']) {
      await expect(create({ itemType })).resolves.toMatchObject({ itemType });
    }
    await expectInvalid(create({ itemType: 'essay' }), 'Type must be');
  });

  it('defaults published to true and keeps a draft a draft', async () => {
    await expect(create({ published: false })).resolves.toMatchObject({ published: false });
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    '  youtube.com/watch?v=dQw4w9WgXcQ&t=42  ',
  ])('stores the YouTube link %s in the embed form', async (youtubeVideoUrl) => {
    await expect(create({ youtubeVideoUrl })).resolves.toMatchObject({
      youtubeVideoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    });
  });

  it('stores an empty YouTube link as null and refuses non-YouTube links', async () => {
    await expect(create({ youtubeVideoUrl: '  ' })).resolves.toMatchObject({
      youtubeVideoUrl: null,
    });
    for (const youtubeVideoUrl of [
      'https://vimeo.com/123456',
      'https://www.youtube.com/watch?v=short',
    ]) {
      await expectInvalid(create({ youtubeVideoUrl }), YOUTUBE_LINK_MESSAGE);
    }
  });

  it.each(['githubLinks', 'documentLinks'])(
    '%s: trims entries, drops empty ones, and refuses non-http(s) ones',
    async (field) => {
      await expect(
        create({ [field]: ['  https://github.com/a/b ', '', '   ', 'http://docs.example/x'] }),
      ).resolves.toMatchObject({ [field]: ['https://github.com/a/b', 'http://docs.example/x'] });
      for (const bad of ['github.com/a/b', 'javascript:alert(1)', 'ftp://files.example/x']) {
        await expectInvalid(create({ [field]: ['https://ok.example', bad] }), 'http(s)');
      }
    },
  );

  it('creates staged links with display_order = position', async () => {
    const item = await create({
      links: [
        { linkName: 'Notebook', linkUrl: 'https://colab.example/n' },
        { linkName: ' Paper ', linkUrl: ' https://arxiv.example/p ' },
      ],
    });
    expect(await stagedLinksOf(database().db, { seriesItemId: item.id })).toEqual([
      { linkName: 'Notebook', linkUrl: 'https://colab.example/n', displayOrder: 0 },
      { linkName: 'Paper', linkUrl: 'https://arxiv.example/p', displayOrder: 1 },
    ]);
  });

  it('creates nothing when a staged link is invalid', async () => {
    const title = 'Item with a bad link';
    await expectInvalid(
      create({ title, links: [{ linkName: 'Bad', linkUrl: 'data:text/html,hi' }] }),
      'http(s)',
    );
    await expectInvalid(
      create({ title, links: [{ linkName: '', linkUrl: 'https://ok.example' }] }),
      'Link name is required.',
    );
    expect(await database().db.seriesItem.count({ where: { title } })).toBe(0);
  });

  it('leaves no item behind when the database refuses a staged link (one transaction)', async () => {
    const { db } = database();
    await withLinkRefusingTrigger(db, async () => {
      const title = 'Item whose link the database refuses';
      const linksBefore = await db.customLink.count();
      await expect(
        create({
          title,
          links: [
            { linkName: 'Fine', linkUrl: 'https://ok.example' },
            { linkName: REFUSED_LINK_NAME, linkUrl: 'https://ok.example' },
          ],
        }),
      ).rejects.toThrow(REFUSED_LINK_ERROR);
      expect(await db.seriesItem.count({ where: { title } })).toBe(0);
      expect(await db.customLink.count()).toBe(linksBefore);
    });
  });

  it('refuses a series of another team or an unknown series as not found', async () => {
    await expect(create({ seriesId: foreignSeries.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Series not found',
    });
    await expect(
      create({ seriesId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await database().db.seriesItem.count({ where: { seriesId: foreignSeries.id } })).toBe(0);
  });
});

describe('seriesItem.update and delete', () => {
  it('replaces the fields with the same rules and revalidates the pages', async () => {
    const item = await createSeriesItem(database().db, series.id, { weekNumber: 1 });
    const { api, revalidated } = as('owner');

    const updated = await api.seriesItem.update({
      teamId: cast.team.id,
      id: item.id,
      version: item.version,
      title: 'Edited',
      summary: 'Edited summary',
      weekNumber: '',
      itemType: 'milestone',
      published: false,
      youtubeVideoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      githubLinks: [' https://github.com/x/y ', ''],
    });

    expect(updated).toMatchObject({
      id: item.id,
      title: 'Edited',
      weekNumber: null,
      itemType: 'milestone',
      published: false,
      youtubeVideoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      githubLinks: ['https://github.com/x/y'],
    });
    expect(revalidated).toEqual(
      expect.arrayContaining(['/series/timeline', `/series/timeline/item/${item.id}`]),
    );
    await expectInvalid(
      api.seriesItem.update({
        teamId: cast.team.id,
        id: item.id,
        version: item.version,
        title: 'T',
        summary: 'S',
        youtubeVideoUrl: 'nope',
      }),
      YOUTUBE_LINK_MESSAGE,
    );
  });

  it('deletes the item and its links and revalidates the pages', async () => {
    const { db } = database();
    const item = await createSeriesItem(db, series.id);
    await createCustomLink(db, { seriesItemId: item.id });
    const { api, revalidated } = as('admin');

    await expect(api.seriesItem.delete({ teamId: cast.team.id, id: item.id })).resolves.toEqual({
      id: item.id,
    });
    expect(await db.seriesItem.count({ where: { id: item.id } })).toBe(0);
    expect(await db.customLink.count({ where: { seriesItemId: item.id } })).toBe(0);
    expect(revalidated).toEqual(
      expect.arrayContaining(['/series/timeline', `/series/timeline/item/${item.id}`]),
    );
  });

  it("does not find another team's item", async () => {
    const foreign = await createSeriesItem(database().db, foreignSeries.id, { title: 'Foreign' });
    await expect(
      adminApi().seriesItem.update({
        teamId: cast.team.id,
        id: foreign.id,
        version: 1,
        title: 'X',
        summary: 'Y',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Item Not Found' });
    await expect(
      adminApi().seriesItem.delete({ teamId: cast.team.id, id: foreign.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const row = await database().db.seriesItem.findUniqueOrThrow({ where: { id: foreign.id } });
    expect(row.title).toBe('Foreign');
  });
});

describe('with a fresh timeline', () => {
  const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute));

  beforeEach(async () => {
    await database().db.seriesItem.deleteMany();
  });

  /** Items in the order the public timeline must show them, plus drafts and another series' item. */
  async function buildTimeline() {
    const { db } = database();
    const make = (data: Parameters<typeof createSeriesItem>[2]) =>
      createSeriesItem(db, series.id, data);
    const noWeekLate = await make({
      weekNumber: null,
      itemOrder: 0,
      createdAt: at(9),
      title: 'no week, late',
    });
    const week2 = await make({ weekNumber: 2, itemOrder: 0, createdAt: at(1), title: 'week 2' });
    const week1Order1 = await make({
      weekNumber: 1,
      itemOrder: 1,
      createdAt: at(1),
      title: 'w1 o1',
    });
    const noWeekEarly = await make({
      weekNumber: null,
      itemOrder: 0,
      createdAt: at(2),
      title: 'no week, early',
    });
    const week1Order0Late = await make({
      weekNumber: 1,
      itemOrder: 0,
      createdAt: at(5),
      title: 'w1 o0 late',
    });
    const week1Order0Early = await make({
      weekNumber: 1,
      itemOrder: 0,
      createdAt: at(3),
      title: 'w1 o0 early',
    });
    const week10 = await make({ weekNumber: 10, itemOrder: 0, createdAt: at(0), title: 'week 10' });
    const draft = await make({ weekNumber: 1, itemOrder: 0, published: false, createdAt: at(0) });
    await createSeriesItem(db, foreignSeries.id, { weekNumber: 1 });
    const timeline = [
      week1Order0Early,
      week1Order0Late,
      week1Order1,
      week2,
      week10,
      noWeekEarly,
      noWeekLate,
    ];
    return { timeline, draft };
  }

  it('list: published only, by week (empty last), then order, then creation', async () => {
    const { timeline } = await buildTimeline();
    const api = as('anonymous').api;

    const bySlug = await api.seriesItem.list({ seriesSlug: 'timeline' });
    const byId = await api.seriesItem.list({ seriesId: series.id });

    expect(bySlug.items.map((item) => item.title)).toEqual(timeline.map((item) => item.title));
    expect(byId.items).toEqual(bySlug.items);
    expect(bySlug.nextCursor).toBeNull();
  });

  it('list: pages cover every item once, in order, across the empty-week items', async () => {
    const { timeline } = await buildTimeline();
    const api = as('anonymous').api;
    for (const limit of [1, 2, 3, 6]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Awaited<ReturnType<typeof api.seriesItem.list>> = await api.seriesItem.list({
          seriesSlug: 'timeline',
          limit,
          cursor,
        });
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(timeline.map((item) => item.id));
    }
  });

  it('list: needs a series id or slug; an unknown slug lists nothing', async () => {
    await expect(as('anonymous').api.seriesItem.list({})).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(as('anonymous').api.seriesItem.list({ seriesSlug: 'nope' })).resolves.toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('byId: a published item within its series, with the series for the breadcrumb', async () => {
    const { timeline, draft } = await buildTimeline();
    const item = timeline[0]!;
    const api = as('anonymous').api;

    await expect(
      api.seriesItem.byId({ seriesSlug: 'timeline', itemId: item.id }),
    ).resolves.toMatchObject({
      id: item.id,
      title: item.title,
      series: { title: 'The Timeline', slug: 'timeline' },
    });
    for (const input of [
      { seriesSlug: 'timeline', itemId: draft.id },
      { seriesSlug: 'foreign', itemId: item.id },
      { seriesSlug: 'timeline', itemId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      await expect(api.seriesItem.byId(input)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Item Not Found',
      });
    }
  });

  it('adminList: drafts included, by order then creation, in pages', async () => {
    const { db } = database();
    const make = (data: Parameters<typeof createSeriesItem>[2]) =>
      createSeriesItem(db, series.id, data);
    const second = await make({ itemOrder: 1, createdAt: at(1) });
    const first = await make({ itemOrder: 0, createdAt: at(5), published: false });
    const third = await make({ itemOrder: 1, createdAt: at(2), weekNumber: 1 });
    await createSeriesItem(db, foreignSeries.id);
    const api = as('member').api;

    const page1 = await api.seriesItem.adminList({
      teamId: cast.team.id,
      seriesId: series.id,
      limit: 2,
    });
    const page2 = await api.seriesItem.adminList({
      teamId: cast.team.id,
      seriesId: series.id,
      limit: 2,
      cursor: page1.nextCursor,
    });

    expect([...page1.items, ...page2.items].map((item) => item.id)).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
    expect(page2.nextCursor).toBeNull();
    await expect(
      api.seriesItem.adminList({ teamId: cast.team.id, seriesId: foreignSeries.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Series not found' });
  });

  it('reorder: writes item_order = position in one go and revalidates the series', async () => {
    const { db } = database();
    const items = [
      await createSeriesItem(db, series.id, { itemOrder: 5 }),
      await createSeriesItem(db, series.id, { itemOrder: 5 }),
      await createSeriesItem(db, series.id, { itemOrder: 5 }),
    ];
    const order = [items[2]!.id, items[0]!.id, items[1]!.id];
    const { api, revalidated } = as('admin');

    await api.seriesItem.reorder({ teamId: cast.team.id, seriesId: series.id, ids: order });

    const rows = await db.seriesItem.findMany({
      where: { seriesId: series.id },
      orderBy: { itemOrder: 'asc' },
      select: { id: true, itemOrder: true },
    });
    expect(rows).toEqual(order.map((id, index) => ({ id, itemOrder: index })));
    expect(revalidated).toEqual(expect.arrayContaining(['/series/timeline', '/series']));
  });

  it('reorder: needs every item of the series exactly once', async () => {
    const { db } = database();
    const a = await createSeriesItem(db, series.id, { itemOrder: 3 });
    const b = await createSeriesItem(db, series.id, { itemOrder: 4 });
    const foreign = await createSeriesItem(db, foreignSeries.id);
    const reorder = (ids: string[]) =>
      adminApi().seriesItem.reorder({ teamId: cast.team.id, seriesId: series.id, ids });

    const refusals: Array<[string[], string]> = [
      [[a.id], "1 of the series' items is missing; list each of them once."],
      [
        [a.id, b.id, b.id],
        `${b.id} is listed more than once; list each of the series' items once.`,
      ],
      [[a.id, foreign.id], `${foreign.id} is not one of the series' items.`],
      [[a.id, b.id, foreign.id], `${foreign.id} is not one of the series' items.`],
    ];
    for (const [ids, message] of refusals) {
      await expect(reorder(ids)).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
    }
    const orders = await db.seriesItem.findMany({
      where: { id: { in: [a.id, b.id] } },
      select: { itemOrder: true },
      orderBy: { itemOrder: 'asc' },
    });
    expect(orders).toEqual([{ itemOrder: 3 }, { itemOrder: 4 }]);
    await expect(
      adminApi().seriesItem.reorder({
        teamId: cast.team.id,
        seriesId: foreignSeries.id,
        ids: [foreign.id],
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
