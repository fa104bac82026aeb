/**
 * Every write to team content names the team in the write itself: an admin who passes their own
 * team's id with the id of another team's record gets that record's NOT_FOUND, one who passes the
 * other team's id is refused (FORBIDDEN), and either way the record stays exactly as it was.
 */
import { describe, expect, it } from 'vitest';

import type { Db } from '~/server/db';

import {
  createBlogPost,
  createCustomLink,
  createMediaItem,
  createProject,
  createSeries,
  createSeriesItem,
  createSeriesWithItems,
} from '../helpers/content-factories';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, adminApi } = cast;

type Api = ReturnType<typeof adminApi>;

/** A record a write aims at: its id, the ids of its ordered children, and how to read it back. */
interface Target {
  id: string;
  childIds: string[];
  read(): Promise<unknown>;
}

const target = (id: string, read: () => Promise<unknown>, childIds: string[] = []): Target => ({
  id,
  childIds,
  read,
});

/** Builders of a record of `teamId`, by the name the table below uses. */
const RECORDS = {
  series: async (db: Db, teamId: string) => {
    const { id } = await createSeries(db, teamId);
    return target(id, () => db.series.findUnique({ where: { id } }));
  },
  'series with items': async (db: Db, teamId: string) => {
    const {
      series: { id },
      items,
    } = await createSeriesWithItems(db, teamId, 2);
    const read = () => db.seriesItem.findMany({ where: { seriesId: id }, orderBy: { id: 'asc' } });
    return target(
      id,
      read,
      items.map((item) => item.id),
    );
  },
  'series item': async (db: Db, teamId: string) => {
    const { id } = await createSeriesItem(db, (await createSeries(db, teamId)).id);
    return target(id, () => db.seriesItem.findUnique({ where: { id } }));
  },
  'blog post': async (db: Db, teamId: string) => {
    const { id } = await createBlogPost(db, teamId, { published: true });
    return target(id, () => db.blogPost.findUnique({ where: { id } }));
  },
  project: async (db: Db, teamId: string) => {
    const { id } = await createProject(db, teamId);
    return target(id, () => db.project.findUnique({ where: { id } }));
  },
  'project with links': async (db: Db, teamId: string) => {
    const { id } = await createProject(db, teamId);
    const links = [
      await createCustomLink(db, { projectId: id }, { displayOrder: 0 }),
      await createCustomLink(db, { projectId: id }, { displayOrder: 1 }),
    ];
    const read = () => db.customLink.findMany({ where: { projectId: id }, orderBy: { id: 'asc' } });
    return target(
      id,
      read,
      links.map((link) => link.id),
    );
  },
  'media item': async (db: Db, teamId: string) => {
    const { id } = await createMediaItem(db, teamId);
    return target(id, () => db.mediaItem.findUnique({ where: { id } }));
  },
  'team profile': async (db: Db, teamId: string) => {
    const { id } = await db.teamMemberProfile.create({
      data: { teamId, name: 'Someone', role: 'Member' },
    });
    return target(id, () => db.teamMemberProfile.findUnique({ where: { id } }));
  },
  'custom link': async (db: Db, teamId: string) => {
    const { id } = await createCustomLink(db, { projectId: (await createProject(db, teamId)).id });
    return target(id, () => db.customLink.findUnique({ where: { id } }));
  },
} satisfies Record<string, (db: Db, teamId: string) => Promise<Target>>;

type RecordKind = keyof typeof RECORDS;
type Write = (api: Api, teamId: string, record: Target) => Promise<unknown>;

const reversed = (ids: string[]) => [...ids].reverse();

/** [procedure, the record it aims at, the write, the NOT_FOUND message for another team's record] */
const SCOPED_WRITES: Array<[string, RecordKind, Write, string]> = [
  [
    'series.update',
    'series',
    (api, teamId, { id }) => api.series.update({ teamId, id, title: 'Taken', description: 'x' }),
    'Series not found',
  ],
  [
    'series.feature',
    'series',
    (api, teamId, { id }) => api.series.feature({ teamId, id, featured: true }),
    'Series not found',
  ],
  [
    'series.delete',
    'series',
    (api, teamId, { id }) => api.series.delete({ teamId, id }),
    'Series not found',
  ],
  [
    'seriesItem.create',
    'series with items',
    (api, teamId, { id }) =>
      api.seriesItem.create({ teamId, seriesId: id, title: 'T', summary: 'S' }),
    'Series not found',
  ],
  [
    'seriesItem.update',
    'series item',
    (api, teamId, { id }) =>
      api.seriesItem.update({ teamId, id, version: 1, title: 'T', summary: 'S' }),
    'Item Not Found',
  ],
  [
    'seriesItem.reorder',
    'series with items',
    (api, teamId, { id, childIds }) =>
      api.seriesItem.reorder({ teamId, seriesId: id, ids: reversed(childIds) }),
    'Series not found',
  ],
  [
    'seriesItem.delete',
    'series item',
    (api, teamId, { id }) => api.seriesItem.delete({ teamId, id }),
    'Item Not Found',
  ],
  [
    'blog.update',
    'blog post',
    (api, teamId, { id }) =>
      api.blog.update({ teamId, id, version: 1, title: 'T', content: '<p>x</p>' }),
    'Post Not Found',
  ],
  [
    'blog.publish',
    'blog post',
    (api, teamId, { id }) => api.blog.publish({ teamId, id, published: false }),
    'Post Not Found',
  ],
  [
    'blog.delete',
    'blog post',
    (api, teamId, { id }) => api.blog.delete({ teamId, id }),
    'Post Not Found',
  ],
  [
    'project.update',
    'project',
    (api, teamId, { id }) =>
      api.project.update({ teamId, id, version: 1, title: 'T', description: 'D' }),
    'Project not found',
  ],
  [
    'project.feature',
    'project',
    (api, teamId, { id }) => api.project.feature({ teamId, id, featured: true }),
    'Project not found',
  ],
  [
    'project.delete',
    'project',
    (api, teamId, { id }) => api.project.delete({ teamId, id }),
    'Project not found',
  ],
  [
    'media.update',
    'media item',
    (api, teamId, { id }) =>
      api.media.update({ teamId, id, title: 'T', mediaType: 'image', mediaUrl: '/m.png' }),
    'Media item not found',
  ],
  [
    'media.delete',
    'media item',
    (api, teamId, { id }) => api.media.delete({ teamId, id }),
    'Media item not found',
  ],
  [
    'teamProfile.update',
    'team profile',
    (api, teamId, { id }) => api.teamProfile.update({ teamId, id, name: 'N', role: 'R' }),
    'Team member profile not found',
  ],
  [
    'teamProfile.delete',
    'team profile',
    (api, teamId, { id }) => api.teamProfile.delete({ teamId, id }),
    'Team member profile not found',
  ],
  [
    'customLink.add',
    'project with links',
    (api, teamId, { id }) =>
      api.customLink.add({
        teamId,
        entityType: 'project',
        entityId: id,
        linkName: 'Docs',
        linkUrl: 'https://docs.example.test/',
      }),
    'Linked content not found',
  ],
  [
    'customLink.reorder',
    'project with links',
    (api, teamId, { id, childIds }) =>
      api.customLink.reorder({
        teamId,
        entityType: 'project',
        entityId: id,
        ids: reversed(childIds),
      }),
    'Linked content not found',
  ],
  [
    'customLink.delete',
    'custom link',
    (api, teamId, { id }) => api.customLink.delete({ teamId, id }),
    'Link not found',
  ],
];

/**
 * Each write aimed at the other team's record twice: named with the caller's own team (the
 * record is not found there) and named with the record's team (the caller is no admin there).
 */
const REFUSALS = SCOPED_WRITES.flatMap(([procedure, record, write, notFound]) => [
  {
    procedure,
    record,
    write,
    namedTeam: 'own' as const,
    refusal: { code: 'NOT_FOUND', message: notFound },
  },
  { procedure, record, write, namedTeam: 'other' as const, refusal: { code: 'FORBIDDEN' } },
]);

describe('a write aimed at another team’s record', () => {
  it.each(REFUSALS)(
    '$procedure naming the $namedTeam team: $refusal.code, the record unchanged',
    async ({ record, write, namedTeam, refusal }) => {
      const { db } = database();
      const foreign = await RECORDS[record](db, cast.otherTeam.id);
      const before = await foreign.read();
      const teamId = namedTeam === 'own' ? cast.team.id : cast.otherTeam.id;

      await expect(write(adminApi(), teamId, foreign)).rejects.toMatchObject(refusal);
      expect(await foreign.read()).toEqual(before);
    },
  );
});

describe('the same write on the caller’s own team', () => {
  it.each(SCOPED_WRITES)('%s changes the %s', async (_procedure, record, write) => {
    const { db } = database();
    const own = await RECORDS[record](db, cast.team.id);
    const before = await own.read();

    await write(adminApi(), cast.team.id, own);
    expect(await own.read()).not.toEqual(before);
  });
});
