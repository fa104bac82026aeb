import { beforeEach, describe, expect, it } from 'vitest';

import { createProject, createSeries } from '../helpers/content-factories';
import { PROJECT_FIELDS, projectInput } from '../helpers/content-inputs';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, as, adminApi } = cast;

beforeEach(async () => {
  await database().db.project.deleteMany();
});

const minimal = PROJECT_FIELDS;
const createInput = (overrides: Record<string, unknown> = {}) =>
  projectInput(cast.team.id, overrides);

/** Rows with explicit times, so ordering is decided by the data and not by insert speed. */
async function projectsAt(specs: ReadonlyArray<{ minutesAgo: number; featured?: boolean }>) {
  const { db } = database();
  const now = Date.now();
  return Promise.all(
    specs.map(({ minutesAgo, featured = false }) =>
      createProject(db, cast.team.id, { featured, createdAt: new Date(now - minutesAgo * 60_000) }),
    ),
  );
}

/** The documented order: featured first, then newest, then id (descending) as tie-break. */
function byFeaturedThenNewest(
  a: { featured: boolean; createdAt: Date; id: string },
  b: { featured: boolean; createdAt: Date; id: string },
) {
  return (
    Number(b.featured) - Number(a.featured) ||
    b.createdAt.getTime() - a.createdAt.getTime() ||
    (a.id < b.id ? 1 : -1)
  );
}

describe('project.create', () => {
  it('stores the project of the team, with defaults, and revalidates its pages', async () => {
    const { api, revalidated } = as('admin');
    const project = await api.project.create(createInput());

    expect(project).toMatchObject({
      ...minimal,
      teamId: cast.team.id,
      featured: false,
      imageUrls: [],
      imageUrl: null,
      videoUrl: null,
      demoUrl: null,
      githubUrl: null,
      tags: [],
      seriesId: null,
    });
    expect(revalidated.sort()).toEqual(['/', '/projects', `/projects/${project.id}`]);
  });

  it.each([
    ['title', { title: '   ' }, 'Title is required.'],
    ['description', { description: '' }, 'Description is required.'],
  ])('requires a %s', async (_field, overrides, message) => {
    await expect(adminApi().project.create(createInput(overrides))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(message),
    });
  });

  it.each(['demoUrl', 'githubUrl', 'videoUrl'])(
    'accepts an http(s) %s, stores an empty one as null, refuses other schemes',
    async (field) => {
      const api = adminApi();
      const withUrl = await api.project.create(createInput({ [field]: ' https://x.example/a ' }));
      expect(withUrl[field as 'demoUrl']).toBe('https://x.example/a');
      const empty = await api.project.create(createInput({ [field]: '' }));
      expect(empty[field as 'demoUrl']).toBeNull();

      for (const bad of ['javascript:alert(1)', 'ftp://x.example/a', 'not a url', '/local']) {
        await expect(api.project.create(createInput({ [field]: bad }))).rejects.toMatchObject({
          code: 'BAD_REQUEST',
          message: expect.stringContaining('Enter a full http(s):// URL.'),
        });
      }
    },
  );

  it('keeps the image list in order, trimmed, without empties; site paths allowed', async () => {
    const project = await adminApi().project.create(
      createInput({
        imageUrls: [' /uploads/projects/b.png', '', 'https://img.example/a.png '],
        imageUrl: '/uploads/projects/cover.png',
      }),
    );
    expect(project.imageUrls).toEqual(['/uploads/projects/b.png', 'https://img.example/a.png']);
    expect(project.imageUrl).toBe('/uploads/projects/cover.png');
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png'])(
    'refuses the image URL %s',
    async (bad) => {
      await expect(
        adminApi().project.create(createInput({ imageUrls: ['https://img.example/a.png', bad] })),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(adminApi().project.create(createInput({ imageUrl: bad }))).rejects.toMatchObject(
        { code: 'BAD_REQUEST' },
      );
    },
  );

  it('trims tags and drops empty and duplicate ones', async () => {
    const project = await adminApi().project.create(
      createInput({ tags: [' ai ', '', 'ai', 'bots', '  '] }),
    );
    expect(project.tags).toEqual(['ai', 'bots']);
  });

  it('links a series of the same team, and refuses another team’s or a missing one', async () => {
    const { db } = database();
    const ownSeries = await createSeries(db, cast.team.id);
    const foreignSeries = await createSeries(db, cast.otherTeam.id);

    const linked = await adminApi().project.create(createInput({ seriesId: ownSeries.id }));
    expect(linked.seriesId).toBe(ownSeries.id);

    for (const seriesId of [foreignSeries.id, '00000000-0000-4000-8000-000000000000']) {
      await expect(adminApi().project.create(createInput({ seriesId }))).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Choose a series of this team.',
      });
    }
  });
});

describe('project public reads', () => {
  it('featured: only featured projects, newest first, 2 by default', async () => {
    const [, newest, middle, oldest] = await projectsAt([
      { minutesAgo: 1 },
      { minutesAgo: 2, featured: true },
      { minutesAgo: 3, featured: true },
      { minutesAgo: 4, featured: true },
    ]);
    const api = as('anonymous').api;

    expect((await api.project.featured()).map((p) => p.id)).toEqual([newest!.id, middle!.id]);
    expect((await api.project.featured({ limit: 5 })).map((p) => p.id)).toEqual([
      newest!.id,
      middle!.id,
      oldest!.id,
    ]);
  });

  it('list: featured first, then newest; pages have no duplicates or gaps', async () => {
    const rows = await projectsAt([
      { minutesAgo: 1 },
      { minutesAgo: 5, featured: true },
      { minutesAgo: 2 },
      { minutesAgo: 3, featured: true },
      { minutesAgo: 4 },
      // Same time: the id decides.
      { minutesAgo: 6 },
      { minutesAgo: 6 },
    ]);
    const expected = [...rows].sort(byFeaturedThenNewest).map((p) => p.id);

    const api = as('anonymous').api;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = await api.project.list({
        limit: 2,
        cursor,
      });
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);

    expect(seen).toEqual(expected);
    expect((await api.project.list({})).items.map((p) => p.id)).toEqual(expected);
  });

  it('byId: with the team name and the series title and slug', async () => {
    const { db } = database();
    const series = await createSeries(db, cast.team.id, { title: 'AI Hackathon', slug: 'ai-hack' });
    const project = await createProject(db, cast.team.id, { seriesId: series.id });

    expect(await as('anonymous').api.project.byId({ id: project.id })).toMatchObject({
      id: project.id,
      team: { name: cast.team.name, slug: cast.team.slug },
      series: { title: 'AI Hackathon', slug: 'ai-hack' },
    });
    const alone = await createProject(db, cast.team.id);
    expect(await as('anonymous').api.project.byId({ id: alone.id })).toMatchObject({
      series: null,
    });
  });

  it('byId: NOT_FOUND "Project not found" for an unknown id', async () => {
    await expect(
      as('anonymous').api.project.byId({ id: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Project not found' });
  });
});

describe('project.update and project.delete', () => {
  it('replaces the fields, reordering the images, and revalidates', async () => {
    const { api, revalidated } = as('owner');
    const project = await api.project.create(
      createInput({ imageUrls: ['https://i.example/1.png', 'https://i.example/2.png'] }),
    );
    revalidated.length = 0;

    const updated = await api.project.update({
      ...createInput({
        title: 'Renamed',
        featured: true,
        imageUrls: ['https://i.example/2.png', 'https://i.example/1.png'],
      }),
      id: project.id,
      version: project.version,
    });

    expect(updated).toMatchObject({
      title: 'Renamed',
      featured: true,
      imageUrls: ['https://i.example/2.png', 'https://i.example/1.png'],
    });
    expect(revalidated.sort()).toEqual(['/', '/projects', `/projects/${project.id}`]);
  });

  it('deletes the project and revalidates its pages', async () => {
    const { api, revalidated } = as('admin');
    const project = await createProject(database().db, cast.team.id);
    await api.project.delete({ teamId: cast.team.id, id: project.id });

    expect(await database().db.project.count({ where: { id: project.id } })).toBe(0);
    expect(revalidated.sort()).toEqual(['/', '/projects', `/projects/${project.id}`]);
    await expect(
      api.project.delete({ teamId: cast.team.id, id: project.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('another team’s admin cannot reach the project through their own team (NOT_FOUND)', async () => {
    const project = await createProject(database().db, cast.team.id, { title: 'Ours' });
    const api = as('otherAdmin').api;

    await expect(
      api.project.update({ ...minimal, teamId: cast.otherTeam.id, id: project.id, version: 1 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Project not found' });
    await expect(
      api.project.delete({ teamId: cast.otherTeam.id, id: project.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(
      (await database().db.project.findUniqueOrThrow({ where: { id: project.id } })).title,
    ).toBe('Ours');
  });
});

describe('project.feature', () => {
  it('features and unfeatures a project, leaving its other fields, and revalidates', async () => {
    const { api, revalidated } = as('admin');
    const project = await createProject(database().db, cast.team.id, {
      title: 'Kept',
      tags: ['ai'],
    });

    expect(
      await api.project.feature({ teamId: cast.team.id, id: project.id, featured: true }),
    ).toMatchObject({ featured: true, title: 'Kept', tags: ['ai'] });
    expect(revalidated.sort()).toEqual(['/', '/projects', `/projects/${project.id}`]);
    expect(
      await api.project.feature({ teamId: cast.team.id, id: project.id, featured: false }),
    ).toMatchObject({ featured: false });
  });

  it('another team’s project is NOT_FOUND through one’s own team', async () => {
    const project = await createProject(database().db, cast.team.id);
    await expect(
      as('otherAdmin').api.project.feature({
        teamId: cast.otherTeam.id,
        id: project.id,
        featured: true,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Project not found' });
  });
});

describe('project.adminList', () => {
  it('shows a member the team’s projects and none of another team', async () => {
    await createProject(database().db, cast.team.id);
    await createProject(database().db, cast.otherTeam.id);
    const page = await as('member').api.project.adminList({ teamId: cast.team.id });
    expect(page.items.map((p) => p.teamId)).toEqual([cast.team.id]);
  });
});

describe('project.adminById and staged links', () => {
  it('adminById: a project of the team; another team’s is NOT_FOUND', async () => {
    const ours = await createProject(database().db, cast.team.id, { title: 'Ours' });
    const theirs = await createProject(database().db, cast.otherTeam.id);
    const api = as('member').api;

    expect(await api.project.adminById({ teamId: cast.team.id, id: ours.id })).toMatchObject({
      id: ours.id,
      title: 'Ours',
    });
    await expect(
      api.project.adminById({ teamId: cast.team.id, id: theirs.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Project not found' });
  });

  it('create saves the staged links with the project, in their order', async () => {
    const links = [
      { linkName: 'Docs', linkUrl: 'https://example.org/docs' },
      { linkName: 'Talk', linkUrl: 'https://example.org/talk' },
    ];
    const project = await adminApi().project.create(createInput({ links }));
    const saved = await adminApi().customLink.adminList({
      teamId: cast.team.id,
      entityType: 'project',
      entityId: project.id,
    });
    expect(saved.map(({ linkName, linkUrl }) => ({ linkName, linkUrl }))).toEqual(links);
  });
});
