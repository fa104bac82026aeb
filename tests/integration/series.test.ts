import { beforeEach, describe, expect, it } from 'vitest';

import {
  createCustomLink,
  createProject,
  createSeries,
  createSeriesItem,
} from '../helpers/content-factories';
import { seriesInput } from '../helpers/content-inputs';
import {
  REFUSED_LINK_ERROR,
  REFUSED_LINK_NAME,
  stagedLinksOf,
  withLinkRefusingTrigger,
} from '../helpers/custom-links';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, as, adminApi } = cast;

const createInput = (overrides: Record<string, unknown> = {}) =>
  seriesInput(cast.team.id, overrides);
const uniqueSlug = () => createInput().slug;

const countSeries = (slug: string) => database().db.series.count({ where: { slug } });

describe('series.create', () => {
  it('stores the series with the caller as author, defaults and the team', async () => {
    const { api, revalidated } = as('admin');
    const created = await api.series.create(createInput({ slug: 'ai-hackathon' }));

    expect(created).toMatchObject({
      title: 'Hackathon Journey',
      slug: 'ai-hackathon',
      description: 'Eight weeks of building.',
      shortDescription: null,
      status: 'active',
      featured: false,
      startDate: null,
      endDate: null,
      tags: [],
      imageUrl: null,
      teamId: cast.team.id,
      team: { name: cast.team.name, slug: cast.team.slug },
    });
    const row = await database().db.series.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.authorId).toBe(cast.users.admin.id);
    expect(revalidated.sort()).toEqual(['/', '/hackathon', '/series', '/series/ai-hackathon']);
  });

  it('generates the slug from the title when it is empty or absent', async () => {
    const fromEmpty = await adminApi().series.create(
      createInput({ title: '  Week One: Hello,   World! ', slug: '' }),
    );
    expect(fromEmpty.slug).toBe('week-one-hello-world');

    const { slug: _slug, ...withoutSlug } = createInput({ title: 'Demo -- Day' });
    const fromAbsent = await adminApi().series.create(withoutSlug);
    expect(fromAbsent.slug).toBe('demo-day');
  });

  it('refuses a title that yields no slug when no slug is given', async () => {
    await expect(
      adminApi().series.create(createInput({ title: '!!!', slug: '' })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/slug/) });
  });

  it('validates the slug format', async () => {
    await expect(
      adminApi().series.create(createInput({ slug: 'week-2-recap' })),
    ).resolves.toMatchObject({ slug: 'week-2-recap' });
    for (const slug of ['Week Two', 'week_two', '-week', 'week--two', 'wéek']) {
      await expect(adminApi().series.create(createInput({ slug }))).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('lowercase letters, digits and single hyphens'),
      });
    }
  });

  it('requires a title and a description', async () => {
    await expect(adminApi().series.create(createInput({ title: '   ' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Title is required.'),
    });
    await expect(adminApi().series.create(createInput({ description: '' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Description is required.'),
    });
    const trimmed = await adminApi().series.create(
      createInput({ title: '  Spaced  ', description: ' Text ' }),
    );
    expect(trimmed).toMatchObject({ title: 'Spaced', description: 'Text' });
  });

  it('refuses a slug that is taken, in any team, with a clear conflict', async () => {
    await adminApi().series.create(createInput({ slug: 'taken-slug' }));
    await expect(
      adminApi().series.create(createInput({ slug: 'taken-slug' })),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A series with this slug already exists.',
    });
    await expect(
      as('otherAdmin').api.series.create({
        ...createInput({ slug: 'taken-slug' }),
        teamId: cast.otherTeam.id,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await countSeries('taken-slug')).toBe(1);
  });

  it('trims tags and drops empty and duplicate ones', async () => {
    const created = await adminApi().series.create(
      createInput({ tags: [' ai ', 'ml', '', '   ', 'ai', 'ml ', 'Data'] }),
    );
    expect(created.tags).toEqual(['ai', 'ml', 'Data']);
  });

  it('stores empty dates as null and keeps given dates', async () => {
    const empty = await adminApi().series.create(createInput({ startDate: '', endDate: '' }));
    expect(empty).toMatchObject({ startDate: null, endDate: null });

    const dated = await adminApi().series.create(
      createInput({ startDate: '2025-03-01', endDate: '2025-04-26' }),
    );
    expect(dated.startDate?.toISOString().slice(0, 10)).toBe('2025-03-01');
    expect(dated.endDate?.toISOString().slice(0, 10)).toBe('2025-04-26');
  });

  it('refuses a malformed date', async () => {
    await expect(
      adminApi().series.create(createInput({ startDate: '01/03/2025' })),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('YYYY-MM-DD'),
    });
  });

  it('refuses an end date before the start date; the same day is fine', async () => {
    const slug = uniqueSlug();
    await expect(
      adminApi().series.create(
        createInput({ slug, startDate: '2025-03-10', endDate: '2025-03-09' }),
      ),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('End date cannot be before the start date.'),
    });
    expect(await countSeries(slug)).toBe(0);

    const sameDay = await adminApi().series.create(
      createInput({ startDate: '2025-03-10', endDate: '2025-03-10' }),
    );
    expect(sameDay.endDate).toEqual(sameDay.startDate);
    // Only one date given: nothing to compare.
    await expect(
      adminApi().series.create(createInput({ startDate: '', endDate: '2020-01-01' })),
    ).resolves.toMatchObject({ startDate: null });
  });

  it('accepts the three statuses and refuses any other', async () => {
    for (const status of ['active', 'completed', 'upcoming'] as const) {
      await expect(adminApi().series.create(createInput({ status }))).resolves.toMatchObject({
        status,
      });
    }
    await expect(
      adminApi().series.create(createInput({ status: 'archived' })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('Status') });
  });

  it('accepts an http(s) or site-path image URL and refuses others', async () => {
    await expect(
      adminApi().series.create(createInput({ imageUrl: '/uploads/series/a.png' })),
    ).resolves.toMatchObject({ imageUrl: '/uploads/series/a.png' });
    await expect(
      adminApi().series.create(createInput({ imageUrl: 'javascript:alert(1)' })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('creates staged links with display_order = position', async () => {
    const created = await adminApi().series.create(
      createInput({
        links: [
          { linkName: ' Repo ', linkUrl: ' https://github.com/team/repo ' },
          { linkName: 'Slides', linkUrl: 'https://example.com/slides' },
        ],
      }),
    );
    expect(await stagedLinksOf(database().db, { seriesId: created.id })).toEqual([
      { linkName: 'Repo', linkUrl: 'https://github.com/team/repo', displayOrder: 0 },
      { linkName: 'Slides', linkUrl: 'https://example.com/slides', displayOrder: 1 },
    ]);
  });

  it('creates nothing when a staged link is invalid', async () => {
    for (const badLink of [
      { linkName: 'Docs', linkUrl: 'javascript:alert(1)' },
      { linkName: '   ', linkUrl: 'https://example.com' },
      { linkName: 'Docs', linkUrl: '' },
    ]) {
      const slug = uniqueSlug();
      await expect(
        adminApi().series.create(
          createInput({
            slug,
            links: [{ linkName: 'Fine', linkUrl: 'https://ok.example' }, badLink],
          }),
        ),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      expect(await countSeries(slug)).toBe(0);
    }
  });

  it('leaves no series behind when the database refuses a staged link (one transaction)', async () => {
    const { db } = database();
    await withLinkRefusingTrigger(db, async () => {
      const slug = uniqueSlug();
      const linksBefore = await db.customLink.count();
      await expect(
        adminApi().series.create(
          createInput({
            slug,
            links: [
              { linkName: 'First', linkUrl: 'https://ok.example' },
              { linkName: REFUSED_LINK_NAME, linkUrl: 'https://ok.example' },
            ],
          }),
        ),
      ).rejects.toThrow(REFUSED_LINK_ERROR);
      expect(await countSeries(slug)).toBe(0);
      expect(await db.customLink.count()).toBe(linksBefore);
    });
  });
});

describe('series.update', () => {
  it('replaces the fields, keeps the rules and revalidates the old and new slug', async () => {
    const { db } = database();
    const series = await createSeries(db, cast.team.id, { slug: 'before-rename', featured: true });
    const { api, revalidated } = as('admin');

    const updated = await api.series.update({
      teamId: cast.team.id,
      id: series.id,
      title: 'Renamed',
      slug: 'after-rename',
      description: 'New text',
      tags: ['x', ' x', 'y'],
      startDate: '2025-01-01',
      endDate: '',
      status: 'completed',
      featured: false,
    });

    expect(updated).toMatchObject({
      id: series.id,
      title: 'Renamed',
      slug: 'after-rename',
      description: 'New text',
      tags: ['x', 'y'],
      endDate: null,
      status: 'completed',
      featured: false,
    });
    expect(revalidated).toEqual(
      expect.arrayContaining(['/series/before-rename', '/series/after-rename', '/series', '/']),
    );
  });

  it('revalidates the pages that show its title: its items under both slugs and its projects', async () => {
    const { db } = database();
    const series = await createSeries(db, cast.team.id, { slug: 'old-name' });
    const item = await createSeriesItem(db, series.id);
    const project = await createProject(db, cast.team.id, { seriesId: series.id });
    const unrelated = await createProject(db, cast.team.id);
    const { api, revalidated } = as('admin');

    await api.series.update({
      teamId: cast.team.id,
      id: series.id,
      title: 'New Name',
      slug: 'new-name',
      description: 'd',
    });

    expect(revalidated).toEqual(
      expect.arrayContaining([
        `/series/old-name/item/${item.id}`,
        `/series/new-name/item/${item.id}`,
        `/projects/${project.id}`,
      ]),
    );
    expect(revalidated).not.toContain(`/projects/${unrelated.id}`);
  });

  it('leaves its item and project pages alone when its title and slug stay', async () => {
    const { db } = database();
    const series = await createSeries(db, cast.team.id, { slug: 'same-name', title: 'Same' });
    const item = await createSeriesItem(db, series.id);
    const project = await createProject(db, cast.team.id, { seriesId: series.id });
    const { api, revalidated } = as('admin');

    await api.series.update({
      teamId: cast.team.id,
      id: series.id,
      title: 'Same',
      slug: 'same-name',
      description: 'Only the description changes.',
    });

    expect(revalidated).toContain('/series/same-name');
    expect(revalidated).not.toContain(`/series/same-name/item/${item.id}`);
    expect(revalidated).not.toContain(`/projects/${project.id}`);
  });

  it('regenerates an emptied slug from the title', async () => {
    const series = await createSeries(database().db, cast.team.id);
    const updated = await adminApi().series.update({
      teamId: cast.team.id,
      id: series.id,
      title: 'Fresh Title',
      slug: '',
      description: 'd',
    });
    expect(updated.slug).toBe('fresh-title');
  });

  it('refuses a slug taken by another series, but keeps its own', async () => {
    const { db } = database();
    await createSeries(db, cast.team.id, { slug: 'occupied' });
    const series = await createSeries(db, cast.team.id, { slug: 'mine' });
    const input = { teamId: cast.team.id, id: series.id, title: 'T', description: 'd' };

    await expect(adminApi().series.update({ ...input, slug: 'occupied' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A series with this slug already exists.',
    });
    await expect(adminApi().series.update({ ...input, slug: 'mine' })).resolves.toMatchObject({
      slug: 'mine',
    });
  });

  it('refuses an end date before the start date', async () => {
    const series = await createSeries(database().db, cast.team.id);
    await expect(
      adminApi().series.update({
        teamId: cast.team.id,
        id: series.id,
        title: 'T',
        description: 'd',
        startDate: '2025-05-02',
        endDate: '2025-05-01',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('End date') });
  });

  it("does not find another team's series", async () => {
    const foreign = await createSeries(database().db, cast.otherTeam.id, { title: 'Foreign' });
    await expect(
      adminApi().series.update({
        teamId: cast.team.id,
        id: foreign.id,
        title: 'Hijack',
        description: 'd',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Series not found' });
    const row = await database().db.series.findUniqueOrThrow({ where: { id: foreign.id } });
    expect(row.title).toBe('Foreign');
  });
});

describe('series.delete', () => {
  it('deletes the series with its items and links, unlinks its projects and revalidates their pages', async () => {
    const { db } = database();
    const series = await createSeries(db, cast.team.id, { slug: 'to-delete' });
    const item = await createSeriesItem(db, series.id);
    await createCustomLink(db, { seriesId: series.id });
    await createCustomLink(db, { seriesItemId: item.id });
    const project = await createProject(db, cast.team.id, { seriesId: series.id });
    const { api, revalidated } = as('owner');

    await expect(api.series.delete({ teamId: cast.team.id, id: series.id })).resolves.toEqual({
      id: series.id,
    });

    expect(await db.series.count({ where: { id: series.id } })).toBe(0);
    expect(await db.seriesItem.count({ where: { id: item.id } })).toBe(0);
    expect(
      await db.customLink.count({
        where: { OR: [{ seriesId: series.id }, { seriesItemId: item.id }] },
      }),
    ).toBe(0);
    expect(revalidated).toEqual(
      expect.arrayContaining([
        '/',
        '/series',
        '/series/to-delete',
        `/series/to-delete/item/${item.id}`,
        `/projects/${project.id}`,
      ]),
    );
    const unlinked = await db.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(unlinked.seriesId).toBeNull();
  });

  it("does not find another team's series", async () => {
    const foreign = await createSeries(database().db, cast.otherTeam.id);
    await expect(
      adminApi().series.delete({ teamId: cast.team.id, id: foreign.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await database().db.series.count({ where: { id: foreign.id } })).toBe(1);
  });
});

describe('public reads', () => {
  const at = (minutesAgo: number) => new Date(Date.UTC(2025, 0, 1, 12, 0) - minutesAgo * 60_000);

  beforeEach(async () => {
    await database().db.series.deleteMany();
  });

  it('featured: only featured series, newest first, 2 by default', async () => {
    const { db } = database();
    const old = await createSeries(db, cast.team.id, { featured: true, createdAt: at(30) });
    const newest = await createSeries(db, cast.team.id, { featured: true, createdAt: at(10) });
    const middle = await createSeries(db, cast.otherTeam.id, { featured: true, createdAt: at(20) });
    await createSeries(db, cast.team.id, { featured: false, createdAt: at(0) });
    const api = as('anonymous').api;

    expect((await api.series.featured()).map((s) => s.id)).toEqual([newest.id, middle.id]);
    expect((await api.series.featured({ limit: 5 })).map((s) => s.id)).toEqual([
      newest.id,
      middle.id,
      old.id,
    ]);
  });

  it('list: featured first, then newest first, with the team name', async () => {
    const { db } = database();
    const plainNew = await createSeries(db, cast.team.id, { createdAt: at(1) });
    const featuredOld = await createSeries(db, cast.team.id, { featured: true, createdAt: at(50) });
    const plainOld = await createSeries(db, cast.otherTeam.id, { createdAt: at(40) });
    const featuredNew = await createSeries(db, cast.team.id, { featured: true, createdAt: at(5) });

    const page = await as('anonymous').api.series.list();

    expect(page.items.map((s) => s.id)).toEqual([
      featuredNew.id,
      featuredOld.id,
      plainNew.id,
      plainOld.id,
    ]);
    expect(page.items[3]?.team.name).toBe(cast.otherTeam.name);
    expect(page.nextCursor).toBeNull();
  });

  it('list: pages cover every series once, in order, even with equal timestamps', async () => {
    const { db } = database();
    const sameTime = at(0);
    for (let i = 0; i < 7; i++) {
      await createSeries(db, cast.team.id, {
        featured: i % 3 === 0,
        createdAt: i < 4 ? sameTime : at(i),
      });
    }
    const api = as('anonymous').api;
    const full = await api.series.list({ limit: 100 });

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof api.series.list>> = await api.series.list({
        limit: 3,
        cursor,
      });
      seen.push(...page.items.map((s) => s.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);

    expect(pages).toBe(3);
    expect(seen).toEqual(full.items.map((s) => s.id));
    expect(new Set(seen).size).toBe(7);
  });

  it('list: refuses a page size above 100', async () => {
    await expect(as('anonymous').api.series.list({ limit: 101 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('bySlug: the series with its team name; an unknown slug is not found', async () => {
    const series = await createSeries(database().db, cast.team.id, { slug: 'public-one' });
    await expect(as('anonymous').api.series.bySlug({ slug: 'public-one' })).resolves.toMatchObject({
      id: series.id,
      team: { name: cast.team.name },
    });
    await expect(as('anonymous').api.series.bySlug({ slug: 'nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Series not found',
    });
  });
});

describe('series.adminList', () => {
  it("lists only the team's series, newest first, in pages", async () => {
    const { db } = database();
    await db.series.deleteMany();
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await createSeries(db, cast.team.id, { createdAt: new Date(Date.UTC(2025, 1, i + 1)) }),
      );
    }
    await createSeries(db, cast.otherTeam.id);
    const api = as('member').api;

    const first = await api.series.adminList({ teamId: cast.team.id, limit: 3 });
    const second = await api.series.adminList({
      teamId: cast.team.id,
      limit: 3,
      cursor: first.nextCursor,
    });

    expect([...first.items, ...second.items].map((s) => s.id)).toEqual(
      made.map((s) => s.id).reverse(),
    );
    expect(second.nextCursor).toBeNull();
    expect(first.items[0]).toMatchObject({ team: { name: cast.team.name }, _count: { items: 0 } });
  });
});
