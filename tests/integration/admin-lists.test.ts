/**
 * The admin lists of posts, projects and media: a page of one team's records, the most recently
 * edited first, searchable by title and filtered by state; members may read them.
 */
import { beforeEach, describe, expect, it } from 'vitest';

import { createBlogPost, createMediaItem, createProject } from '../helpers/content-factories';
import { outcomeOf, roleCases, TEAM_READ_OUTCOMES, useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, as } = cast;

beforeEach(async () => {
  const { db } = database();
  await db.blogPost.deleteMany();
  await db.project.deleteMany();
  await db.mediaItem.deleteMany();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const idsOf = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id);

describe('blog.adminList', () => {
  it('pages the team’s posts, drafts included, most recently edited first', async () => {
    const { db } = database();
    const posts = [];
    for (let n = 0; n < 5; n += 1) {
      // Created in the opposite order to their edits: the list follows the edits.
      posts.push(
        await createBlogPost(db, cast.team.id, {
          published: n % 2 === 0,
          createdAt: minutesAgo(n),
          updatedAt: minutesAgo(10 - n),
        }),
      );
    }
    await createBlogPost(db, cast.otherTeam.id);
    const api = as('member').api;

    const first = await api.blog.adminList({ teamId: cast.team.id, limit: 2 });
    const second = await api.blog.adminList({
      teamId: cast.team.id,
      limit: 2,
      cursor: first.nextCursor,
    });
    const third = await api.blog.adminList({
      teamId: cast.team.id,
      limit: 2,
      cursor: second.nextCursor,
    });

    const newestEdit = [...posts].reverse().map((post) => post.id);
    expect([...idsOf(first), ...idsOf(second), ...idsOf(third)]).toEqual(newestEdit);
    expect(first.nextCursor).toBe(first.items[1]!.id);
    expect(third.nextCursor).toBeNull();
    // A list row carries no content: the editor reads it with adminById.
    expect(first.items[0]).not.toHaveProperty('content');
  });

  it('searches titles, ignoring case, and filters published or draft posts', async () => {
    const { db } = database();
    const published = await createBlogPost(db, cast.team.id, {
      title: 'Shipping the Agent',
      published: true,
    });
    const draft = await createBlogPost(db, cast.team.id, { title: 'Agent notes' });
    await createBlogPost(db, cast.team.id, { title: 'Week one' });
    await createBlogPost(db, cast.otherTeam.id, { title: 'Another agent' });
    const list = (input: { search?: string; published?: boolean | null }) =>
      as('admin').api.blog.adminList({ teamId: cast.team.id, ...input });

    expect(new Set(idsOf(await list({ search: '  AGENT ' })))).toEqual(
      new Set([published.id, draft.id]),
    );
    expect(idsOf(await list({ search: 'agent', published: true }))).toEqual([published.id]);
    expect(idsOf(await list({ search: 'agent', published: false }))).toEqual([draft.id]);
    expect(await list({ search: '' })).toMatchObject({ items: { length: 3 } });
    expect((await list({ search: 'nothing like it' })).items).toEqual([]);
  });
});

describe('project.adminList', () => {
  it('pages the team’s projects, searches titles, and filters featured ones', async () => {
    const { db } = database();
    const featured = await createProject(db, cast.team.id, {
      title: 'Inbox Copilot',
      featured: true,
      updatedAt: minutesAgo(1),
    });
    const plain = await createProject(db, cast.team.id, {
      title: 'Copilot for slides',
      updatedAt: minutesAgo(2),
    });
    const other = await createProject(db, cast.team.id, {
      title: 'Tiny tools',
      updatedAt: minutesAgo(3),
    });
    await createProject(db, cast.otherTeam.id, { title: 'Their copilot', featured: true });
    const list = (input: { search?: string; featured?: boolean; cursor?: string | null }) =>
      as('member').api.project.adminList({ teamId: cast.team.id, limit: 2, ...input });

    const first = await list({});
    expect(idsOf(first)).toEqual([featured.id, plain.id]);
    expect(idsOf(await list({ cursor: first.nextCursor }))).toEqual([other.id]);
    expect(idsOf(await list({ search: 'copilot' }))).toEqual([featured.id, plain.id]);
    expect(idsOf(await list({ featured: true }))).toEqual([featured.id]);
    expect(idsOf(await list({ featured: false, search: 'copilot' }))).toEqual([plain.id]);
  });
});

describe('media.adminList', () => {
  it('pages the team’s media, searches titles, and filters one type', async () => {
    const { db } = database();
    const clip = await createMediaItem(db, cast.team.id, {
      title: 'Demo clip',
      mediaType: 'video',
      updatedAt: minutesAgo(1),
    });
    const photo = await createMediaItem(db, cast.team.id, {
      title: 'Demo day photo',
      mediaType: 'image',
      updatedAt: minutesAgo(2),
    });
    const talk = await createMediaItem(db, cast.team.id, {
      title: 'Conference talk',
      mediaType: 'youtube',
      updatedAt: minutesAgo(3),
    });
    await createMediaItem(db, cast.otherTeam.id, { title: 'Their demo', mediaType: 'video' });
    const list = (input: {
      search?: string;
      mediaType?: 'image' | 'video' | 'youtube';
      cursor?: string | null;
    }) => as('member').api.media.adminList({ teamId: cast.team.id, limit: 2, ...input });

    const first = await list({});
    expect(idsOf(first)).toEqual([clip.id, photo.id]);
    expect(idsOf(await list({ cursor: first.nextCursor }))).toEqual([talk.id]);
    expect(idsOf(await list({ search: 'DEMO' }))).toEqual([clip.id, photo.id]);
    expect(idsOf(await list({ mediaType: 'video' }))).toEqual([clip.id]);
    expect(idsOf(await list({ mediaType: 'image', search: 'talk' }))).toEqual([]);
  });
});

describe('admin list inputs', () => {
  it('refuse a search longer than 200 characters (BAD_REQUEST)', async () => {
    await expect(
      as('admin').api.blog.adminList({ teamId: cast.team.id, search: 'x'.repeat(201) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it.each(roleCases(TEAM_READ_OUTCOMES))(
    'a search with a filter, as %s: %s',
    async (role, expected) => {
      await createProject(database().db, cast.team.id, { title: 'Ours', featured: true });
      const api = as(role).api;
      const scope = { teamId: cast.team.id, search: 'ours' };

      expect(await outcomeOf(() => api.blog.adminList({ ...scope, published: true }))).toBe(
        expected,
      );
      expect(await outcomeOf(() => api.project.adminList({ ...scope, featured: true }))).toBe(
        expected,
      );
      expect(await outcomeOf(() => api.media.adminList({ ...scope, mediaType: 'image' }))).toBe(
        expected,
      );
    },
  );
});
