/**
 * Every write to team content names the team in the write itself: an admin who passes their own
 * team's id with the id of another team's record gets that record's NOT_FOUND, and the record
 * stays exactly as it was.
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
} from '../helpers/content-factories';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, adminApi } = cast;

type Api = ReturnType<typeof adminApi>;

interface ScopedWrite {
  /** The record's not-found message. */
  notFound: string;
  /** Creates a record of `teamId`; returns its id and how to read it back. */
  create(db: Db, teamId: string): Promise<{ id: string; read(): Promise<unknown> }>;
  /** The write, as the cast's admin, on the cast's team, aimed at the record `id`. */
  write(api: Api, teamId: string, id: string): Promise<unknown>;
}

const series: ScopedWrite['create'] = async (db, teamId) => {
  const { id } = await createSeries(db, teamId);
  return { id, read: () => db.series.findUnique({ where: { id } }) };
};
const seriesItem: ScopedWrite['create'] = async (db, teamId) => {
  const { id } = await createSeriesItem(db, (await createSeries(db, teamId)).id);
  return { id, read: () => db.seriesItem.findUnique({ where: { id } }) };
};
const blogPost: ScopedWrite['create'] = async (db, teamId) => {
  const { id } = await createBlogPost(db, teamId, { published: true });
  return { id, read: () => db.blogPost.findUnique({ where: { id } }) };
};
const project: ScopedWrite['create'] = async (db, teamId) => {
  const { id } = await createProject(db, teamId);
  return { id, read: () => db.project.findUnique({ where: { id } }) };
};
const mediaItem: ScopedWrite['create'] = async (db, teamId) => {
  const { id } = await createMediaItem(db, teamId);
  return { id, read: () => db.mediaItem.findUnique({ where: { id } }) };
};
const profile: ScopedWrite['create'] = async (db, teamId) => {
  const { id } = await db.teamMemberProfile.create({
    data: { teamId, name: 'Someone', role: 'Member' },
  });
  return { id, read: () => db.teamMemberProfile.findUnique({ where: { id } }) };
};
const customLink: ScopedWrite['create'] = async (db, teamId) => {
  const { id } = await createCustomLink(db, { projectId: (await createProject(db, teamId)).id });
  return { id, read: () => db.customLink.findUnique({ where: { id } }) };
};

const SCOPED_WRITES: Record<string, ScopedWrite> = {
  'series.update': {
    notFound: 'Series not found',
    create: series,
    write: (api, teamId, id) => api.series.update({ teamId, id, title: 'Taken', description: 'x' }),
  },
  'series.delete': {
    notFound: 'Series not found',
    create: series,
    write: (api, teamId, id) => api.series.delete({ teamId, id }),
  },
  'seriesItem.update': {
    notFound: 'Item Not Found',
    create: seriesItem,
    write: (api, teamId, id) =>
      api.seriesItem.update({ teamId, id, version: 1, title: 'T', summary: 'S' }),
  },
  'seriesItem.delete': {
    notFound: 'Item Not Found',
    create: seriesItem,
    write: (api, teamId, id) => api.seriesItem.delete({ teamId, id }),
  },
  'blog.update': {
    notFound: 'Post Not Found',
    create: blogPost,
    write: (api, teamId, id) =>
      api.blog.update({ teamId, id, version: 1, title: 'T', content: '<p>x</p>' }),
  },
  'blog.publish': {
    notFound: 'Post Not Found',
    create: blogPost,
    write: (api, teamId, id) => api.blog.publish({ teamId, id, published: false }),
  },
  'blog.delete': {
    notFound: 'Post Not Found',
    create: blogPost,
    write: (api, teamId, id) => api.blog.delete({ teamId, id }),
  },
  'project.update': {
    notFound: 'Project not found',
    create: project,
    write: (api, teamId, id) =>
      api.project.update({ teamId, id, version: 1, title: 'T', description: 'D' }),
  },
  'project.delete': {
    notFound: 'Project not found',
    create: project,
    write: (api, teamId, id) => api.project.delete({ teamId, id }),
  },
  'media.update': {
    notFound: 'Media item not found.',
    create: mediaItem,
    write: (api, teamId, id) =>
      api.media.update({ teamId, id, title: 'T', mediaType: 'image', mediaUrl: '/m.png' }),
  },
  'media.delete': {
    notFound: 'Media item not found.',
    create: mediaItem,
    write: (api, teamId, id) => api.media.delete({ teamId, id }),
  },
  'teamProfile.update': {
    notFound: 'Team member profile not found.',
    create: profile,
    write: (api, teamId, id) => api.teamProfile.update({ teamId, id, name: 'N', role: 'R' }),
  },
  'teamProfile.delete': {
    notFound: 'Team member profile not found.',
    create: profile,
    write: (api, teamId, id) => api.teamProfile.delete({ teamId, id }),
  },
  'customLink.delete': {
    notFound: 'Link not found.',
    create: customLink,
    write: (api, teamId, id) => api.customLink.delete({ teamId, id }),
  },
};

describe.each(Object.entries(SCOPED_WRITES))('%s', (_path, { notFound, create, write }) => {
  it("answers NOT_FOUND for another team's record and leaves it unchanged", async () => {
    const { db } = database();
    const record = await create(db, cast.otherTeam.id);
    const before = await record.read();

    await expect(write(adminApi(), cast.team.id, record.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: notFound,
    });
    expect(await record.read()).toEqual(before);
  });

  it('changes a record of the caller’s own team', async () => {
    const { db } = database();
    const record = await create(db, cast.team.id);
    const before = await record.read();

    await write(adminApi(), cast.team.id, record.id);
    expect(await record.read()).not.toEqual(before);
  });
});
