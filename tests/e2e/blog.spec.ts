import { expect, test } from './helpers/fixtures';
import { describePageHealth } from './helpers/page-health';
import { BLOG_POSTS, RETRIEVAL_POST_ID } from '../../prisma/seed/blog';

const published = BLOG_POSTS.filter((post) => post.published);
const draft = BLOG_POSTS.find((post) => !post.published)!;
const imagesOf = (post: (typeof BLOG_POSTS)[number]) =>
  Array.isArray(post.imageUrls) ? post.imageUrls : [];

test.describe('/blog', () => {
  test('features the newest post and lists the others under Recent Posts', async ({ page }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle('Blog | Teamfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Updates');

    const featured = page.getByRole('article').filter({ hasText: 'Featured Post' });
    await expect(featured.getByRole('heading', { level: 2 })).toHaveText(
      'Halfway There: What Changed at Week Six',
    );
    await expect(featured).toContainText('Maya Chen');
    await expect(featured).toContainText('November 13, 2026');
    await expect(featured).toContainText('Support agents liked our prototypes in the demo');
    // The start of the content, as text (no markup) and cut with an ellipsis.
    await expect(featured).toContainText('Six weeks in, we had two working prototypes');
    await expect(featured).not.toContainText('<p>');
    await expect(featured.getByText(/…$/)).toHaveCount(1);
    // Two images: a gallery with the first large and one thumbnail.
    await expect(featured.getByRole('img')).toHaveCount(2);
    await featured.getByRole('link', { name: 'Read Full Article' }).click();
    await expect(page).toHaveURL(/\/blog\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Halfway There: What Changed at Week Six',
    );
  });

  test('preloads the featured image from the head, ahead of the scripts', async ({ page }) => {
    await page.goto('/blog');
    const preloads = page.locator('head link[rel="preload"][as="image"]');
    await expect(preloads).toHaveCount(1);
    const featured = page.getByRole('article').filter({ hasText: 'Featured Post' });
    const image = featured.getByRole('img').first();
    expect(await preloads.getAttribute('href')).toBe(await image.getAttribute('src'));
    expect(await preloads.getAttribute('imagesrcset')).toBe(await image.getAttribute('srcset'));
    expect(await preloads.getAttribute('fetchpriority')).toBe('high');
  });

  test('shows the remaining posts in the Recent Posts grid with their image notes', async ({
    page,
  }) => {
    await page.goto('/blog');
    const recent = page.getByRole('region', { name: 'Recent Posts' });
    const cards = recent.getByRole('article');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'A Small, Honest Rubric for Evaluating AI Answers',
      'Retrieval First: Why We Did Not Fine-Tune',
      'Our Local LLM Setup, Step by Step',
      'Why We Are Spending Eight Weeks Building With AI',
    ]);
    await expect(recent.getByRole('link', { name: /^Read More/ })).toHaveCount(4);

    const retrieval = cards.filter({ hasText: 'Retrieval First' });
    await expect(retrieval).toContainText('+5 more images');
    await expect(retrieval).toContainText('Daniel Okafor');
    await expect(retrieval).toContainText('October 30, 2026');
    await expect(cards.filter({ hasText: 'Why We Are Spending' })).toContainText('+2 more images');
    await expect(cards.filter({ hasText: 'Honest Rubric' })).not.toContainText('more image');

    await retrieval.getByRole('link', { name: /^Read More/ }).click();
    await expect(page).toHaveURL(`/blog/${RETRIEVAL_POST_ID}`);
  });

  test('shows the grid in three columns on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/blog');
    const cards = page.getByRole('region', { name: 'Recent Posts' }).getByRole('listitem');
    const tops = await Promise.all(
      [0, 1, 2, 3].map(async (index) => (await cards.nth(index).boundingBox())!.y),
    );
    expect(tops[1]).toBe(tops[0]);
    expect(tops[2]).toBe(tops[0]);
    expect(tops[3]).toBeGreaterThan(tops[0]!);
  });

  test('does not list the draft', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('main')).not.toContainText(draft.title);
  });

  test('invites readers to stay updated and announces its feed', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscribe to Updates' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/blog\/rss\.xml$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
  });

  test('describes the blog and its posts as structured data', async ({ page }) => {
    await page.goto('/blog');
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type': string; blogPost: Array<{ '@type': string; headline: string }> };
    expect(jsonLd['@type']).toBe('Blog');
    expect(jsonLd.blogPost.map((post) => post.headline)).toEqual(
      [...published].reverse().map((post) => post.title),
    );
    expect(new Set(jsonLd.blogPost.map((post) => post['@type']))).toEqual(new Set(['BlogPosting']));
  });
});

test.describe('/blog/{id}', () => {
  test('shows the whole post with its gallery, author, date, links and content', async ({
    page,
  }) => {
    await page.goto(`/blog/${RETRIEVAL_POST_ID}`);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Retrieval First: Why We Did Not Fine-Tune',
    );
    await expect(page).toHaveTitle('Retrieval First: Why We Did Not Fine-Tune | Teamfolio');
    await expect(main).toContainText('Fine-tuning felt like the serious option.');
    await expect(main).toContainText('Daniel Okafor');
    await expect(main.locator('time').first()).toHaveText('October 30, 2026');

    // Six images: the first large, four thumbnails, and '+1' for the one not shown.
    const gallery = page.getByRole('region', { name: 'Post Images' });
    await expect(gallery.getByRole('img')).toHaveCount(5);
    await expect(gallery.getByText('+1 more image')).toBeVisible();

    const links = main.getByRole('list', { name: 'Links' });
    await expect(links.getByRole('link')).toHaveText([
      /DocuSearch repository/,
      /RAG paper on arXiv/,
    ]);
    await expect(links.getByRole('link').first()).toHaveAttribute(
      'href',
      'https://github.com/northwind-innovation-lab/docusearch',
    );

    // The rich-text content, rendered as HTML.
    const content = main.locator('.rich-text');
    await expect(content.getByRole('heading', { level: 2 })).toHaveText([
      'Three reasons',
      'How the pipeline works',
    ]);
    await expect(content.getByRole('heading', { level: 3 })).toHaveText('Further reading');
    await expect(content.locator('ol > li')).toHaveCount(3);
    await expect(content.locator('ul > li')).toHaveCount(2);
    await expect(content.getByRole('link', { name: 'DocuSearch repository' })).toHaveAttribute(
      'href',
      'https://github.com/northwind-innovation-lab/docusearch',
    );
    await expect(content.locator('code', { hasText: 'pgvector' })).toBeVisible();
    await expect(content.locator('pre code')).toContainText('ORDER BY embedding <=> $1');
    await expect(content.getByRole('img', { name: /Architecture sketch/ })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  test('links back to the blog at the top and at the end', async ({ page }) => {
    await page.goto(`/blog/${RETRIEVAL_POST_ID}`);
    const backLinks = page.getByRole('main').getByRole('link', { name: 'Back to Blog' });
    await expect(backLinks).toHaveCount(2);
    await backLinks.last().click();
    await expect(page).toHaveURL('/blog');
  });

  test('shows a single featured image when the post has no gallery', async ({ page }) => {
    const post = published.find((candidate) => imagesOf(candidate).length === 0)!;
    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole('region', { name: 'Post Images' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('img', { name: post.title })).toBeVisible();
  });

  test('describes the post as an article with BlogPosting data', async ({ page }) => {
    await page.goto(`/blog/${RETRIEVAL_POST_ID}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Retrieval First: Why We Did Not Fine-Tune',
      datePublished: '2026-10-30T15:00:00.000Z',
      author: { '@type': 'Person', name: 'Daniel Okafor' },
    });
    expect(jsonLd.image).toHaveLength(6);
  });

  for (const [name, path] of [
    ['the draft', `/blog/${draft.id}`],
    ['an unknown id', '/blog/00000000-0000-4000-8000-000000000000'],
    ['a malformed id', '/blog/not-a-post'],
  ] as const) {
    test(`${name} is 'Post Not Found' with a way back`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
      await page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).click();
      await expect(page).toHaveURL('/blog');
    });
  }
});

describePageHealth([
  { name: 'blog', path: '/blog' },
  { name: 'blog post', path: `/blog/${RETRIEVAL_POST_ID}` },
]);
