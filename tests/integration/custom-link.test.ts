import { describe, expect, it } from 'vitest';

import type { CustomLinkEntityType } from '~/schemas/custom-link';

import {
  createBlogPost,
  createCustomLink,
  createProject,
  createSeries,
  createSeriesItem,
  type CustomLinkOwnerColumn,
} from '../helpers/content-factories';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, as, adminApi } = cast;

interface Owner {
  entityType: CustomLinkEntityType;
  entityId: string;
  column: CustomLinkOwnerColumn;
  /** The public pages that show the owner's links. */
  paths: string[];
}

/** One published owner of each kind in the given cast.team. */
async function makeOwner(entityType: CustomLinkEntityType, teamId = cast.team.id): Promise<Owner> {
  const { db } = database();
  switch (entityType) {
    case 'blog': {
      const post = await createBlogPost(db, teamId, { published: true });
      return {
        entityType,
        entityId: post.id,
        column: { blogPostId: post.id },
        paths: ['/blog', `/blog/${post.id}`],
      };
    }
    case 'project': {
      const project = await createProject(db, teamId);
      return {
        entityType,
        entityId: project.id,
        column: { projectId: project.id },
        paths: ['/projects', `/projects/${project.id}`],
      };
    }
    case 'series': {
      const series = await createSeries(db, teamId);
      return {
        entityType,
        entityId: series.id,
        column: { seriesId: series.id },
        paths: ['/series', `/series/${series.slug}`],
      };
    }
    case 'series_item': {
      const series = await createSeries(db, teamId);
      const item = await createSeriesItem(db, series.id);
      return {
        entityType,
        entityId: item.id,
        column: { seriesItemId: item.id },
        paths: [`/series/${series.slug}`, `/series/${series.slug}/item/${item.id}`],
      };
    }
  }
}

const ref = (owner: Owner) => ({ entityType: owner.entityType, entityId: owner.entityId });
const entityTypes: CustomLinkEntityType[] = ['blog', 'project', 'series', 'series_item'];

describe('customLink.add', () => {
  it.each(entityTypes)(
    '%s: appends after the highest display_order and revalidates the owner pages',
    async (entityType) => {
      const { db } = database();
      const owner = await makeOwner(entityType);
      await createCustomLink(db, owner.column, { displayOrder: 0 });
      await createCustomLink(db, owner.column, { displayOrder: 5 });
      const { api, revalidated } = as('admin');

      const link = await api.customLink.add({
        teamId: cast.team.id,
        ...ref(owner),
        linkName: '  Repository ',
        linkUrl: ' https://github.com/team/repo ',
      });

      expect(link).toMatchObject({
        linkName: 'Repository',
        linkUrl: 'https://github.com/team/repo',
        displayOrder: 6,
      });
      const row = await db.customLink.findUniqueOrThrow({ where: { id: link.id } });
      expect(row).toMatchObject(owner.column);
      expect(revalidated).toEqual(expect.arrayContaining(owner.paths));
    },
  );

  it('gives the first link display_order 0', async () => {
    const owner = await makeOwner('series');
    await expect(
      adminApi().customLink.add({
        teamId: cast.team.id,
        ...ref(owner),
        linkName: 'A',
        linkUrl: 'https://a.example',
      }),
    ).resolves.toMatchObject({ displayOrder: 0 });
  });

  it('requires a name and an http(s) URL after trimming', async () => {
    const owner = await makeOwner('project');
    const add = (linkName: string, linkUrl: string) =>
      adminApi().customLink.add({ teamId: cast.team.id, ...ref(owner), linkName, linkUrl });

    await expect(add('   ', 'https://ok.example')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Link name is required.'),
    });
    await expect(add('Docs', '  ')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Link URL is required.'),
    });
    for (const url of [
      'javascript:alert(1)',
      'mailto:a@b.example',
      'example.com/page',
      '/relative',
    ]) {
      await expect(add('Docs', url)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('http(s)'),
      });
    }
    await expect(add('Docs', 'http://plain.example/page')).resolves.toMatchObject({
      linkUrl: 'http://plain.example/page',
    });
    expect(await database().db.customLink.count({ where: owner.column })).toBe(1);
  });

  it('refuses an unknown entity type', async () => {
    const owner = await makeOwner('series');
    await expect(
      adminApi().customLink.add({
        teamId: cast.team.id,
        entityType: 'team' as CustomLinkEntityType,
        entityId: owner.entityId,
        linkName: 'A',
        linkUrl: 'https://a.example',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it.each(entityTypes)("%s: does not find another team's owner", async (entityType) => {
    const foreign = await makeOwner(entityType, cast.otherTeam.id);
    await expect(
      adminApi().customLink.add({
        teamId: cast.team.id,
        ...ref(foreign),
        linkName: 'Hijack',
        linkUrl: 'https://evil.example',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await database().db.customLink.count({ where: foreign.column })).toBe(0);
  });

  it('stops at 50 links per owner', async () => {
    const { db } = database();
    const owner = await makeOwner('series');
    await db.customLink.createMany({
      data: Array.from({ length: 50 }, (_, i) => ({
        ...owner.column,
        linkName: `L${i}`,
        linkUrl: 'https://a.example',
        displayOrder: i,
      })),
    });
    await expect(
      adminApi().customLink.add({
        teamId: cast.team.id,
        ...ref(owner),
        linkName: 'One more',
        linkUrl: 'https://a.example',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'At most 50 links.' });
  });

  it('keeps the limit and distinct positions when adds race at the limit', async () => {
    const { db } = database();
    const owner = await makeOwner('blog');
    await db.customLink.createMany({
      data: Array.from({ length: 45 }, (_, i) => ({
        ...owner.column,
        linkName: `L${i}`,
        linkUrl: 'https://a.example',
        displayOrder: i,
      })),
    });

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        adminApi().customLink.add({
          teamId: cast.team.id,
          ...ref(owner),
          linkName: `Racer ${i}`,
          linkUrl: 'https://race.example',
        }),
      ),
    );

    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const result of refused) {
      expect(result.reason).toMatchObject({ code: 'BAD_REQUEST', message: 'At most 50 links.' });
    }
    const positions = (
      await db.customLink.findMany({ where: owner.column, select: { displayOrder: true } })
    ).map((link) => link.displayOrder);
    expect(positions).toHaveLength(50);
    expect(new Set(positions).size).toBe(50);
  });
});

describe('customLink.list (public)', () => {
  it.each(entityTypes)(
    "%s: the owner links in display order, no one else's",
    async (entityType) => {
      const { db } = database();
      const owner = await makeOwner(entityType);
      const other = await makeOwner(entityType);
      const second = await createCustomLink(db, owner.column, { displayOrder: 1 });
      const first = await createCustomLink(db, owner.column, { displayOrder: 0 });
      const third = await createCustomLink(db, owner.column, { displayOrder: 2 });
      await createCustomLink(db, other.column, { displayOrder: 0 });

      const links = await as('anonymous').api.customLink.list(ref(owner));

      expect(links.map((link) => link.id)).toEqual([first.id, second.id, third.id]);
      expect(links[0]).toEqual({
        id: first.id,
        linkName: first.linkName,
        linkUrl: first.linkUrl,
        displayOrder: 0,
      });
    },
  );

  it('hides the links of a draft blog post or a draft series item', async () => {
    const { db } = database();
    const draftPost = await createBlogPost(db, cast.team.id, { published: false });
    const series = await createSeries(db, cast.team.id);
    const draftItem = await createSeriesItem(db, series.id, { published: false });
    await createCustomLink(db, { blogPostId: draftPost.id });
    await createCustomLink(db, { seriesItemId: draftItem.id });
    const api = as('anonymous').api;

    await expect(
      api.customLink.list({ entityType: 'blog', entityId: draftPost.id }),
    ).resolves.toEqual([]);
    await expect(
      api.customLink.list({ entityType: 'series_item', entityId: draftItem.id }),
    ).resolves.toEqual([]);

    // Members still see them in the admin area.
    const member = as('member').api;
    await expect(
      member.customLink.adminList({
        teamId: cast.team.id,
        entityType: 'blog',
        entityId: draftPost.id,
      }),
    ).resolves.toHaveLength(1);
    await expect(
      member.customLink.adminList({
        teamId: cast.team.id,
        entityType: 'series_item',
        entityId: draftItem.id,
      }),
    ).resolves.toHaveLength(1);
  });

  it("adminList: does not find another team's owner", async () => {
    const foreign = await makeOwner('blog', cast.otherTeam.id);
    await expect(
      as('member').api.customLink.adminList({ teamId: cast.team.id, ...ref(foreign) }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('customLink.delete', () => {
  it.each(entityTypes)(
    '%s: deletes the link and revalidates the owner pages',
    async (entityType) => {
      const { db } = database();
      const owner = await makeOwner(entityType);
      const link = await createCustomLink(db, owner.column);
      const kept = await createCustomLink(db, owner.column);
      const { api, revalidated } = as('owner');

      await expect(api.customLink.delete({ teamId: cast.team.id, id: link.id })).resolves.toEqual({
        id: link.id,
      });

      expect(await db.customLink.count({ where: { id: link.id } })).toBe(0);
      expect(await db.customLink.count({ where: { id: kept.id } })).toBe(1);
      expect(revalidated).toEqual(expect.arrayContaining(owner.paths));
    },
  );

  it.each(entityTypes)("%s: does not find another team's link", async (entityType) => {
    const { db } = database();
    const foreign = await makeOwner(entityType, cast.otherTeam.id);
    const link = await createCustomLink(db, foreign.column);
    await expect(
      adminApi().customLink.delete({ teamId: cast.team.id, id: link.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Link not found',
    });
    await expect(
      adminApi().customLink.delete({
        teamId: cast.team.id,
        id: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await db.customLink.count({ where: { id: link.id } })).toBe(1);
  });
});

describe('customLink.reorder', () => {
  it('writes display_order = position and returns the links in the new order', async () => {
    const { db } = database();
    const owner = await makeOwner('series_item');
    const links = [
      await createCustomLink(db, owner.column, { displayOrder: 0 }),
      await createCustomLink(db, owner.column, { displayOrder: 1 }),
      await createCustomLink(db, owner.column, { displayOrder: 2 }),
    ];
    const ids = [links[1]!.id, links[2]!.id, links[0]!.id];
    const { api, revalidated } = as('admin');

    const result = await api.customLink.reorder({ teamId: cast.team.id, ...ref(owner), ids });

    expect(result.map((link) => [link.id, link.displayOrder])).toEqual(
      ids.map((id, index) => [id, index]),
    );
    const stored = await as('anonymous').api.customLink.list(ref(owner));
    expect(stored.map((link) => link.id)).toEqual(ids);
    expect(revalidated).toEqual(expect.arrayContaining(owner.paths));
  });

  it('needs every link of the owner exactly once', async () => {
    const { db } = database();
    const owner = await makeOwner('project');
    const other = await makeOwner('project');
    const a = await createCustomLink(db, owner.column, { displayOrder: 0 });
    const b = await createCustomLink(db, owner.column, { displayOrder: 1 });
    const stranger = await createCustomLink(db, other.column);

    const refusals: Array<[string[], string]> = [
      [[b.id], "1 of the project's links is missing; list each of them once."],
      [
        [b.id, a.id, a.id],
        `${a.id} is listed more than once; list each of the project's links once.`,
      ],
      [[b.id, stranger.id], `${stranger.id} is not one of the project's links.`],
      [[a.id, b.id, stranger.id], `${stranger.id} is not one of the project's links.`],
    ];
    for (const [ids, message] of refusals) {
      await expect(
        adminApi().customLink.reorder({ teamId: cast.team.id, ...ref(owner), ids }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
    }
    const stored = await as('anonymous').api.customLink.list(ref(owner));
    expect(stored.map((link) => link.id)).toEqual([a.id, b.id]);
  });

  it("does not find another team's owner", async () => {
    const { db } = database();
    const foreign = await makeOwner('series', cast.otherTeam.id);
    const link = await createCustomLink(db, foreign.column);
    await expect(
      adminApi().customLink.reorder({ teamId: cast.team.id, ...ref(foreign), ids: [link.id] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
