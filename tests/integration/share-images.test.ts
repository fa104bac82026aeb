/**
 * GET /api/og/<page path>/<hash>.png: the share image (Open Graph / Twitter card) of each public
 * page, named by the page's props, drawn once per content and kept for good by whoever fetches it.
 */
import type { GetStaticPropsContext } from 'next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { getStaticProps as blogPostProps } from '~/pages/blog/[id]';
import { getStaticProps as projectProps } from '~/pages/projects/[projectId]';
import { getStaticProps as seriesProps } from '~/pages/series/[seriesSlug]/index';
import { getStaticProps as seriesItemProps } from '~/pages/series/[seriesSlug]/item/[itemId]';
import { dropAllDocuments } from '~/server/cache/document-cache';
import { serveShareImage } from '~/server/seo/serve-share-image';
import {
  postCard,
  projectCard,
  seriesCard,
  seriesItemCard,
  shareCardUrl,
} from '~/server/seo/share-card';
import type * as IdleThreadModule from '~/server/threads/idle-thread';

import { startApiRouteServer, type ApiRouteServer } from '../helpers/api-route-server';
import {
  createBlogPost,
  createProject,
  createSeries,
  createSeriesItem,
} from '../helpers/content-factories';
import { blogPostInput } from '../helpers/content-inputs';
import { pngSize } from '../helpers/png';
import { useContentCast } from '../helpers/roles';

/**
 * Counts the drawings, and how many overlap: a drawing is a call to the thread cards are drawn
 * on, from the card sent until its PNG is back.
 */
const drawings = vi.hoisted(() => ({ count: 0, active: 0, mostAtOnce: 0 }));
vi.mock('~/server/threads/idle-thread', async (importOriginal) => {
  const actual = await importOriginal<typeof IdleThreadModule>();
  class CountedThread<Request, Answer> extends actual.IdleThread<Request, Answer> {
    override async call(...args: Parameters<IdleThreadModule.IdleThread<Request, Answer>['call']>) {
      drawings.count += 1;
      drawings.active += 1;
      drawings.mostAtOnce = Math.max(drawings.mostAtOnce, drawings.active);
      try {
        return await super.call(...args);
      } finally {
        drawings.active -= 1;
      }
    }
  }
  return { ...actual, IdleThread: CountedThread };
});

const cast = useContentCast();
const { database, adminApi } = cast;

let server: ApiRouteServer;

beforeAll(async () => {
  // Next hands the route its path segments decoded.
  server = await startApiRouteServer(serveShareImage, (url) => ({
    path: url
      .split('?')[0]!
      .split('/')
      .slice(3)
      .map((part) => {
        try {
          return decodeURIComponent(part);
        } catch {
          return part;
        }
      }),
  }));
});

afterAll(() => server.close());

beforeEach(async () => {
  const { db } = database();
  await db.series.deleteMany();
  await db.blogPost.deleteMany();
  await db.project.deleteMany();
  dropAllDocuments();
});

const fetchImage = (path: string, init: RequestInit = {}) =>
  fetch(`${server.origin}${path}`, { redirect: 'manual', ...init });

/** The image a page's getStaticProps names for its Open Graph and Twitter tags. */
async function pageImage<P extends Record<string, string>>(
  getStaticProps: (context: GetStaticPropsContext<P>) => unknown,
  params: P,
): Promise<string | null> {
  const result = (await getStaticProps({ params })) as {
    props?: { image: string };
  };
  return result.props?.image ?? null;
}

async function expectCard(url: string) {
  const response = await fetchImage(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const png = Buffer.from(await response.arrayBuffer());
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  return { response, png };
}

const publishedPost = (data: Parameters<typeof createBlogPost>[2] = {}) =>
  createBlogPost(database().db, cast.team.id, { published: true, ...data });

describe('the share image of a page', () => {
  it("is a post's og:image when it has no image of its own, and answers a 1200×630 PNG kept for good", async () => {
    const post = await publishedPost({ title: 'Kick-off' });
    const image = await pageImage(blogPostProps, { id: post.id });

    expect(image).toBe(shareCardUrl(postCard({ ...post, team: { name: cast.team.name } })));
    expect(image).toMatch(new RegExp(`^/api/og/blog/${post.id}/[A-Za-z0-9_-]{16}\\.png$`));
    await expectCard(image!);
  });

  it('gives way to the image a record has of its own', async () => {
    const post = await publishedPost({ featuredImageUrl: '/api/uploads/blog/cover.png' });
    expect(await pageImage(blogPostProps, { id: post.id })).toBe('/api/uploads/blog/cover.png');
  });

  it('exists for every series, published series item and project', async () => {
    const { db } = database();
    const series = await createSeries(db, cast.team.id, { slug: 'journey' });
    const item = await createSeriesItem(db, series.id, { weekNumber: 3, itemType: 'milestone' });
    const project = await createProject(db, cast.team.id);
    const team = { name: cast.team.name };

    const seriesImage = await pageImage(seriesProps, { seriesSlug: 'journey' });
    const itemImage = await pageImage(seriesItemProps, { seriesSlug: 'journey', itemId: item.id });
    const projectImage = await pageImage(projectProps, { projectId: project.id });

    expect(seriesImage).toBe(shareCardUrl(seriesCard({ ...series, team })));
    expect(itemImage).toBe(shareCardUrl(seriesItemCard({ ...item, series: { ...series, team } })));
    expect(projectImage).toBe(shareCardUrl(projectCard({ ...project, team })));
    for (const image of [seriesImage, itemImage, projectImage]) await expectCard(image!);
  });

  it('moves to a new address when the title changes; the old address sends to the new one', async () => {
    const post = await adminApi().blog.create(
      blogPostInput(cast.team.id, { title: 'Before', published: true }),
    );
    const before = await pageImage(blogPostProps, { id: post.id });
    await expectCard(before!);
    const drawnBefore = drawings.count;

    await adminApi().blog.update({
      ...blogPostInput(cast.team.id, { title: 'After', published: true }),
      id: post.id,
      version: post.version,
    });
    const after = await pageImage(blogPostProps, { id: post.id });
    expect(after).not.toBe(before);

    const redirect = await fetchImage(before!);
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('location')).toBe(after);
    expect(redirect.headers.get('cache-control')).toBe('public, max-age=60');
    const { png } = await expectCard(after!);
    expect(drawings.count).toBe(drawnBefore + 1);

    // The current picture is kept: asking again draws nothing.
    expect(Buffer.from(await (await fetchImage(after!)).arrayBuffer()).equals(png)).toBe(true);
    expect(drawings.count).toBe(drawnBefore + 1);
  });

  it('answers a copy it already has with 304', async () => {
    const post = await publishedPost();
    const image = await pageImage(blogPostProps, { id: post.id });
    const { response } = await expectCard(image!);
    const again = await fetchImage(image!, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });
});

describe('a draft', () => {
  it('has no share image: its card addresses answer 404, without drawing it or naming its title', async () => {
    const draft = await createBlogPost(database().db, cast.team.id, { title: 'Secret plans' });
    expect(await pageImage(blogPostProps, { id: draft.id })).toBeNull();

    const card = shareCardUrl(postCard({ ...draft, team: { name: cast.team.name } }));
    const drawnBefore = drawings.count;
    const response = await fetchImage(card);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Secret');
    expect(drawings.count).toBe(drawnBefore);
  });

  it('loses its card with the write that unpublishes it, though the card was kept', async () => {
    const post = await adminApi().blog.create(
      blogPostInput(cast.team.id, { title: 'Soon withdrawn', published: true }),
    );
    const image = await pageImage(blogPostProps, { id: post.id });
    await expectCard(image!);

    await adminApi().blog.publish({ teamId: cast.team.id, id: post.id, published: false });
    expect((await fetchImage(image!)).status).toBe(404);
  });

  it('of a series item has none either', async () => {
    const { db } = database();
    const series = await createSeries(db, cast.team.id, { slug: 'drafts' });
    const item = await createSeriesItem(db, series.id, { published: false });
    const card = shareCardUrl(
      seriesItemCard({ ...item, series: { ...series, team: { name: cast.team.name } } }),
    );
    expect(await pageImage(seriesItemProps, { seriesSlug: 'drafts', itemId: item.id })).toBeNull();
    expect((await fetchImage(card)).status).toBe(404);
  });

  it('of a project has none either, until it is published', async () => {
    const project = await createProject(database().db, cast.team.id, {
      title: 'Secret prototype',
      published: false,
    });
    const card = shareCardUrl(projectCard({ ...project, team: { name: cast.team.name } }));
    expect(await pageImage(projectProps, { projectId: project.id })).toBeNull();
    const response = await fetchImage(card);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Secret');

    await adminApi().project.publish({ teamId: cast.team.id, id: project.id, published: true });
    await expectCard((await pageImage(projectProps, { projectId: project.id }))!);
  });
});

describe('hostile addresses', () => {
  it('answer 404, never 500, and draw nothing', async () => {
    const post = await publishedPost();
    const longSlug = 'a'.repeat(5_000);
    const drawnBefore = drawings.count;
    const paths = [
      `/api/og/blog/${post.id}/not-a-hash.png`,
      `/api/og/blog/${post.id}/AAAAAAAAAAAAAAAA.gif`,
      `/api/og/blog/${post.id}/AAAAAAAAAAAAAAAAA.png`,
      `/api/og/blog/${post.id}/..%2F..%2F..%2Fetc%2Fpasswd`,
      `/api/og/blog/${post.id}/%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00.png`,
      `/api/og/blog/not-a-uuid/AAAAAAAAAAAAAAAA.png`,
      `/api/og/blog/${post.id.toUpperCase()}/AAAAAAAAAAAAAAAA.png`,
      `/api/og/blog/00000000-0000-4000-8000-000000000000/AAAAAAAAAAAAAAAA.png`,
      `/api/og/users/${post.id}/AAAAAAAAAAAAAAAA.png`,
      `/api/og/series/${longSlug}/AAAAAAAAAAAAAAAA.png`,
      `/api/og/series/no-such-series/AAAAAAAAAAAAAAAA.png`,
      `/api/og/series/x/item/${post.id}/extra/AAAAAAAAAAAAAAAA.png`,
      `/api/og/blog/AAAAAAAAAAAAAAAA.png`,
      `/api/og/%E0%A4%A/AAAAAAAAAAAAAAAA.png`,
    ];
    for (const path of paths) {
      const response = await fetchImage(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    expect(drawings.count).toBe(drawnBefore);
  });

  it('refuse other methods than GET and HEAD', async () => {
    const post = await publishedPost();
    const image = await pageImage(blogPostProps, { id: post.id });
    const response = await fetchImage(image!, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('an old hash of a real record redirects without a new drawing once the card is kept', async () => {
    const post = await publishedPost();
    const image = await pageImage(blogPostProps, { id: post.id });
    await expectCard(image!);
    const drawnBefore = drawings.count;
    for (let i = 0; i < 5; i++) {
      const response = await fetchImage(`/api/og/blog/${post.id}/${'A'.repeat(15)}${i}.png`);
      expect(response.status).toBe(307);
      expect(response.headers.get('location')).toBe(image);
    }
    expect(drawings.count).toBe(drawnBefore);
  });
});

describe('many requests at once for a card not drawn yet', () => {
  it('share one drawing', async () => {
    const post = await publishedPost({ title: 'Everyone shares this at once' });
    const image = await pageImage(blogPostProps, { id: post.id });
    const drawnBefore = drawings.count;

    const answers = await Promise.all(Array.from({ length: 20 }, () => fetchImage(image!)));
    const bodies = await Promise.all(answers.map(async (a) => Buffer.from(await a.arrayBuffer())));

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(bodies.every((body) => body.equals(bodies[0]!))).toBe(true);
    expect(drawings.count).toBe(drawnBefore + 1);
  });

  it('for many different cards, draw them all, at most two at a time', async () => {
    const posts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => publishedPost({ title: `Crawled post ${i}` })),
    );
    const images = await Promise.all(
      posts.map((post) => pageImage(blogPostProps, { id: post.id })),
    );
    drawings.mostAtOnce = 0;

    const answers = await Promise.all(images.map((image) => fetchImage(image!)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(drawings.mostAtOnce).toBe(2);
    expect(drawings.active).toBe(0);
  });
});
