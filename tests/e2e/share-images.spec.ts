import { BLOG_POSTS, RETRIEVAL_POST_ID } from '../../prisma/seed/blog';
import { TEAM } from '../../prisma/seed/team';
import { postCard, shareCardUrl } from '../../src/server/seo/share-card';
import { pngSize } from '../helpers/png';
import { expect, test } from './helpers/fixtures';

const post = BLOG_POSTS.find((candidate) => candidate.id === RETRIEVAL_POST_ID)!;
const draft = BLOG_POSTS.find((candidate) => !candidate.published)!;
const team = { name: TEAM.name };
const cardOf = ({ id, title }: (typeof BLOG_POSTS)[number]) =>
  shareCardUrl(postCard({ id: id!, title, team }));

test('a blog post page names a large share image that answers as an image', async ({
  page,
  request,
}) => {
  await page.goto(`/blog/${post.id}`);
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', ogImage!);

  const response = await request.get(ogImage!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
});

test('the generated card of a post answers 200 image/png from the production build, kept for good', async ({
  request,
}) => {
  // The seeded post has a cover of its own (its og:image); its card exists all the same.
  const card = cardOf(post);
  const response = await request.get(card);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });

  const stale = await request.get(card.replace(/[^/]{16}\.png$/, 'AAAAAAAAAAAAAAAA.png'), {
    maxRedirects: 0,
  });
  expect(stale.status()).toBe(307);
  expect(stale.headers()['location']).toBe(card);
});

test("a draft's card does not exist", async ({ request }) => {
  const response = await request.get(cardOf(draft));
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain(draft.title);
});
