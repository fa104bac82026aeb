import { PrismaPg } from '@prisma/adapter-pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { loadBlogPreview } from '~/server/blog-preview';
import { PrismaClient } from '~/server/generated/prisma/client';
import { loadBlogFeed } from '~/server/seo/blog-feed';
import { loadSitemapEntries } from '~/server/seo/sitemap-source';

import { callerFor } from '../helpers/caller';
import { createBlogPost } from '../helpers/content-factories';
import { BLOG_POST_FIELDS, blogPostInput } from '../helpers/content-inputs';
import { addTeamMember, createUser, sessionFor } from '../helpers/factories';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, as, adminApi } = cast;

beforeEach(async () => {
  await database().db.blogPost.deleteMany();
});

const publicApi = () => as('anonymous').api;

const minimal = BLOG_POST_FIELDS;
const createInput = (overrides: Record<string, unknown> = {}) =>
  blogPostInput(cast.team.id, overrides);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Published posts with explicit publication times. */
function publishedPosts(minutes: readonly number[]) {
  return Promise.all(
    minutes.map((m) =>
      createBlogPost(database().db, cast.team.id, { published: true, publishedAt: minutesAgo(m) }),
    ),
  );
}

describe('blog.create', () => {
  it('stores a draft with the caller as author and their name kept with the post', async () => {
    const { api, revalidated } = as('admin');
    const post = await api.blog.create(createInput());

    expect(post).toMatchObject({
      ...minimal,
      teamId: cast.team.id,
      excerpt: null,
      published: false,
      publishedAt: null,
      authorId: cast.users.admin.id,
      authorName: 'Adam Admin',
      authorDisplayName: 'Adam Admin',
      imageUrls: [],
      featuredImageUrl: null,
    });
    // A draft is on no public page.
    expect(revalidated).toEqual([]);
  });

  it('sets published_at when created published, and revalidates the post’s pages', async () => {
    const { api, revalidated } = as('admin');
    const before = Date.now();
    const post = await api.blog.create(createInput({ published: true }));

    expect(post.published).toBe(true);
    expect(post.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(revalidated.sort()).toEqual(['/', '/blog', `/blog/${post.id}`]);
  });

  it.each([
    ['title', { title: ' ' }, 'Title is required.'],
    ['content', { content: '' }, 'Content is required.'],
  ])('requires %s', async (_field, overrides, message) => {
    await expect(adminApi().blog.create(createInput(overrides))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(message),
    });
  });

  it('keeps an optional excerpt trimmed, an empty one as null', async () => {
    expect((await adminApi().blog.create(createInput({ excerpt: ' Short. ' }))).excerpt).toBe(
      'Short.',
    );
    expect((await adminApi().blog.create(createInput({ excerpt: '' }))).excerpt).toBeNull();
    await expect(
      adminApi().blog.create(createInput({ excerpt: 'x'.repeat(1001) })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('accepts image lists and a featured image as http(s) URLs or site paths', async () => {
    const post = await adminApi().blog.create(
      createInput({
        imageUrls: ['/uploads/blog/a.png', ' ', 'https://img.example/b.png'],
        featuredImageUrl: '/uploads/blog/cover.png',
      }),
    );
    expect(post.imageUrls).toEqual(['/uploads/blog/a.png', 'https://img.example/b.png']);
    expect(post.featuredImageUrl).toBe('/uploads/blog/cover.png');

    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AA']) {
      await expect(adminApi().blog.create(createInput({ imageUrls: [bad] }))).rejects.toMatchObject(
        { code: 'BAD_REQUEST' },
      );
      await expect(
        adminApi().blog.create(createInput({ featuredImageUrl: bad })),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
  });

  it('sanitises the content on update too', async () => {
    const post = await adminApi().blog.create(createInput());
    const updated = await adminApi().blog.update({
      ...createInput({ content: '<p onclick="x()">Hi<script>alert(1)</script></p>' }),
      id: post.id,
      version: post.version,
    });
    expect(updated.content).toBe('<p>Hi</p>');
  });
});

describe('published_at', () => {
  it('is set on first publication and kept through re-saves, unpublishing and republishing', async () => {
    const api = adminApi();
    const draft = await api.blog.create(createInput());
    expect(draft.publishedAt).toBeNull();

    const saved = await api.blog.update({
      ...createInput({ title: 'Draft 2' }),
      id: draft.id,
      version: draft.version,
    });
    expect(saved.publishedAt).toBeNull();

    const published = await api.blog.publish({
      teamId: cast.team.id,
      id: draft.id,
      published: true,
    });
    const firstPublishedAt = published.publishedAt;
    expect(firstPublishedAt).toBeInstanceOf(Date);

    const resaved = await api.blog.update({
      ...createInput({ title: 'Edited', published: true }),
      id: draft.id,
      version: published.version,
    });
    expect(resaved.publishedAt).toEqual(firstPublishedAt);

    const unpublished = await api.blog.publish({
      teamId: cast.team.id,
      id: draft.id,
      published: false,
    });
    expect(unpublished).toMatchObject({ published: false, publishedAt: firstPublishedAt });

    const republished = await api.blog.update({
      ...createInput({ published: true }),
      id: draft.id,
      version: unpublished.version,
    });
    expect(republished).toMatchObject({ published: true, publishedAt: firstPublishedAt });
  });

  it('revalidates only when the public pages showed or show the post', async () => {
    const { api, revalidated } = as('admin');
    const draft = await api.blog.create(createInput());
    await api.blog.update({
      ...createInput({ title: 'Still a draft' }),
      id: draft.id,
      version: draft.version,
    });
    expect(revalidated).toEqual([]);

    await api.blog.publish({ teamId: cast.team.id, id: draft.id, published: true });
    expect(revalidated.sort()).toEqual(['/', '/blog', `/blog/${draft.id}`]);

    revalidated.length = 0;
    await api.blog.publish({ teamId: cast.team.id, id: draft.id, published: false });
    expect(revalidated.sort()).toEqual(['/', '/blog', `/blog/${draft.id}`]);

    revalidated.length = 0;
    await api.blog.delete({ teamId: cast.team.id, id: draft.id });
    expect(revalidated).toEqual([]);
  });
});

describe('blog public reads', () => {
  it('latest and featured: published only, newest published_at first, 3 by default', async () => {
    const [p30, p10, p20, p40] = await publishedPosts([30, 10, 20, 40]);
    await createBlogPost(database().db, cast.team.id, { published: false });
    const expected = [p10!.id, p20!.id, p30!.id];

    expect((await publicApi().blog.latest()).map((p) => p.id)).toEqual(expected);
    expect((await publicApi().blog.featured()).map((p) => p.id)).toEqual(expected);
    expect((await publicApi().blog.latest({ limit: 10 })).map((p) => p.id)).toEqual([
      ...expected,
      p40!.id,
    ]);
  });

  it('list: published only, newest published first; pages have no duplicates or gaps', async () => {
    const rows = await publishedPosts([5, 1, 4, 2, 3, 7, 7, 7]);
    await createBlogPost(database().db, cast.team.id, { published: false });
    const expected = [...rows]
      .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || (a.id < b.id ? 1 : -1))
      .map((p) => p.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } =
        await publicApi().blog.list({ limit: 3, cursor });
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);

    expect(seen).toEqual(expected);
  });

  it('summaries: the pages of list, each post without its content', async () => {
    await publishedPosts([3, 1, 2, 5, 4]);
    await createBlogPost(database().db, cast.team.id, { published: false });

    let cursor: string | null = null;
    let pages = 0;
    do {
      const full: Awaited<ReturnType<ReturnType<typeof publicApi>['blog']['list']>> =
        await publicApi().blog.list({ limit: 2, cursor });
      const summaries = await publicApi().blog.summaries({ limit: 2, cursor });
      expect(summaries.nextCursor).toBe(full.nextCursor);
      expect(summaries.items).toEqual(full.items.map(({ content: _content, ...post }) => post));
      for (const post of summaries.items) expect(post).not.toHaveProperty('content');
      cursor = full.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
  });

  it('byId: a published post; a draft or unknown id is NOT_FOUND "Post Not Found"', async () => {
    const [published] = await publishedPosts([1]);
    const draft = await createBlogPost(database().db, cast.team.id, { published: false });

    expect(await publicApi().blog.byId({ id: published!.id })).toMatchObject({
      id: published!.id,
    });
    for (const id of [draft.id, '00000000-0000-4000-8000-000000000000']) {
      await expect(publicApi().blog.byId({ id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Post Not Found',
      });
    }
  });
});

describe('author display name', () => {
  async function postBy(author: { id: string } | null, authorName: string | null) {
    return createBlogPost(database().db, cast.team.id, {
      published: true,
      authorId: author?.id ?? null,
      authorName,
    });
  }

  it('falls back from full name to username to the name stored with the post', async () => {
    const { db } = database();
    const named = await createUser(db, { fullName: 'Grace Hopper' });
    const nameless = await createUser(db, { fullName: ' ' });
    await db.user.update({ where: { id: nameless.id }, data: { username: 'ghopper' } });
    const anonymous = await createUser(db, { fullName: '' });

    const cases = [
      [await postBy(named, 'Old Name'), 'Grace Hopper'],
      [await postBy(nameless, 'Old Name'), 'ghopper'],
      [await postBy(anonymous, 'Stored Name'), 'Stored Name'],
      [await postBy(null, null), null],
    ] as const;

    const { items } = await publicApi().blog.list({});
    for (const [post, name] of cases) {
      expect(items.find((p) => p.id === post.id)?.authorDisplayName).toBe(name);
      expect((await publicApi().blog.byId({ id: post.id })).authorDisplayName).toBe(name);
    }
  });

  it('keeps the post and its stored name when the author account is deleted', async () => {
    const { db } = database();
    const author = await addTeamMember(db, cast.team.id, 'admin', { fullName: 'Leaving Soon' });
    const post = await callerFor(db, sessionFor(author)).blog.create(
      createInput({ published: true }),
    );

    await db.user.delete({ where: { id: author.id } });

    expect(await publicApi().blog.byId({ id: post.id })).toMatchObject({
      authorId: null,
      authorName: 'Leaving Soon',
      authorDisplayName: 'Leaving Soon',
    });
  });
});

describe('blog.list query count', () => {
  let countingDb: PrismaClient<'query'>;
  let queries = 0;

  beforeAll(() => {
    countingDb = new PrismaClient({
      adapter: new PrismaPg({ connectionString: database().url }),
      log: [{ emit: 'event', level: 'query' }],
    });
    countingDb.$on('query', () => {
      queries += 1;
    });
  });
  afterAll(() => countingDb.$disconnect());

  /** Published posts, each by its own author. */
  async function postsByDistinctAuthors(count: number) {
    const { db } = database();
    const authors = await db.user.createManyAndReturn({
      data: Array.from({ length: count }, (_, i) => ({
        email: `author-${count}-${i}@example.test`,
        fullName: `Author ${i}`,
        passwordHash: 'not-used',
      })),
      select: { id: true },
    });
    await db.blogPost.createMany({
      data: authors.map((author, i) => ({
        teamId: cast.team.id,
        title: `Post ${i}`,
        content: '<p>x</p>',
        published: true,
        publishedAt: minutesAgo(i),
        authorId: author.id,
      })),
    });
  }

  async function queriesForList() {
    const api = callerFor(countingDb, null);
    await api.blog.list({ limit: 100 }); // warm-up: connection set-up is not the list's cost
    queries = 0;
    const page = await api.blog.list({ limit: 100 });
    return {
      queries,
      posts: page.items.length,
      named: page.items.every((p) => p.authorDisplayName),
    };
  }

  it('is the same for 3 and for 50 posts with distinct authors', async () => {
    await postsByDistinctAuthors(3);
    const few = await queriesForList();
    await database().db.blogPost.deleteMany();
    await postsByDistinctAuthors(50);
    const many = await queriesForList();

    expect(few).toMatchObject({ posts: 3, named: true });
    expect(many).toMatchObject({ posts: 50, named: true });
    expect(many.queries).toBe(few.queries);
    // Posts, and their authors in one batch.
    expect(few.queries).toBeLessThanOrEqual(2);
  });
});

describe('blog admin reads', () => {
  it('adminList: the team’s posts, drafts included, last edited first; members may read', async () => {
    const { db } = database();
    const older = await createBlogPost(db, cast.team.id, { createdAt: minutesAgo(2) });
    const newer = await createBlogPost(db, cast.team.id, {
      published: true,
      createdAt: minutesAgo(1),
    });
    await createBlogPost(db, cast.otherTeam.id);

    const page = await as('member').api.blog.adminList({ teamId: cast.team.id });
    expect(page.items.map((p) => p.id)).toEqual([newer.id, older.id]);
  });

  it('adminById: a draft of the team; another team’s post is NOT_FOUND', async () => {
    const { db } = database();
    const draft = await createBlogPost(db, cast.team.id);
    const foreign = await createBlogPost(db, cast.otherTeam.id);
    const api = as('member').api;

    expect(await api.blog.adminById({ teamId: cast.team.id, id: draft.id })).toMatchObject({
      id: draft.id,
      published: false,
    });
    await expect(
      api.blog.adminById({ teamId: cast.team.id, id: foreign.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Post Not Found',
    });
  });

  it('another team’s admin cannot change the post through their own team', async () => {
    const post = await createBlogPost(database().db, cast.team.id, { title: 'Ours' });
    const api = as('otherAdmin').api;
    const scope = { teamId: cast.otherTeam.id, id: post.id };

    await expect(api.blog.update({ ...minimal, ...scope, version: 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(api.blog.publish({ ...scope, published: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(api.blog.delete(scope)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await database().db.blogPost.findUniqueOrThrow({ where: { id: post.id } }),
    ).toMatchObject({ title: 'Ours', published: false });
  });
});

describe('drafts and publishing on the public surfaces', () => {
  it('a draft is in no public list, feed or sitemap; publishing puts it in all of them', async () => {
    const { api } = as('admin');
    const post = await api.blog.create(createInput({ title: 'Secret draft' }));
    const visitor = publicApi();
    const onPublicSurfaces = async () => {
      const [list, latest, feed, sitemap] = await Promise.all([
        visitor.blog.list({}),
        visitor.blog.latest({}),
        loadBlogFeed(visitor),
        loadSitemapEntries(visitor),
      ]);
      return {
        list: list.items.some((item) => item.id === post.id),
        latest: latest.some((item) => item.id === post.id),
        feed: feed.entries.some((entry) => entry.title === 'Secret draft'),
        sitemap: sitemap.some((entry) => entry.loc.endsWith(`/blog/${post.id}`)),
      };
    };
    const nowhere = { list: false, latest: false, feed: false, sitemap: false };

    expect(await onPublicSurfaces()).toEqual(nowhere);
    await expect(visitor.blog.byId({ id: post.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await api.blog.publish({ teamId: cast.team.id, id: post.id, published: true });
    expect(await onPublicSurfaces()).toEqual({
      list: true,
      latest: true,
      feed: true,
      sitemap: true,
    });

    await api.blog.publish({ teamId: cast.team.id, id: post.id, published: false });
    expect(await onPublicSurfaces()).toEqual(nowhere);
  });

  it('publishing revalidates the home page, the blog and the post at once', async () => {
    const post = await adminApi().blog.create(createInput());
    const { api, revalidated } = as('admin');
    await api.blog.publish({ teamId: cast.team.id, id: post.id, published: true });
    expect(revalidated.sort()).toEqual(['/', '/blog', `/blog/${post.id}`]);
  });
});

describe('blog.create with custom links', () => {
  it('saves the staged links with the post, in their order', async () => {
    const links = [
      { linkName: 'Slides', linkUrl: 'https://example.org/slides' },
      { linkName: 'Repo', linkUrl: 'https://example.org/repo' },
    ];
    const post = await adminApi().blog.create(createInput({ links }));
    const saved = await adminApi().customLink.adminList({
      teamId: cast.team.id,
      entityType: 'blog',
      entityId: post.id,
    });
    expect(saved.map(({ linkName, linkUrl }) => ({ linkName, linkUrl }))).toEqual(links);
  });

  it('refuses a link without an http(s) URL and stores nothing', async () => {
    await expect(
      adminApi().blog.create(
        createInput({ links: [{ linkName: 'Bad', linkUrl: 'javascript:alert(1)' }] }),
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await database().db.blogPost.count()).toBe(0);
  });
});

describe('loadBlogPreview', () => {
  it.each([
    ['member', true],
    ['admin', true],
    ['systemAdmin', true],
    ['outsider', false],
    ['otherAdmin', false],
  ] as const)('a draft previewed as %s: shown %s', async (role, shown) => {
    const post = await adminApi().blog.create(
      createInput({ links: [{ linkName: 'Slides', linkUrl: 'https://example.org/slides' }] }),
    );
    const preview = await loadBlogPreview(as(role).api, { teamId: cast.team.id, id: post.id });
    if (shown) {
      expect(preview?.post).toMatchObject({ id: post.id, published: false });
      expect(preview?.links.map((link) => link.linkName)).toEqual(['Slides']);
    } else {
      expect(preview).toBeNull();
    }
  });

  it('another team named in the address finds nothing', async () => {
    const post = await adminApi().blog.create(createInput());
    const preview = await loadBlogPreview(as('otherAdmin').api, {
      teamId: cast.otherTeam.id,
      id: post.id,
    });
    expect(preview).toBeNull();
  });
});
