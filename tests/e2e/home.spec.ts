import { statSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from './helpers/fixtures';
import { describePageHealth } from './helpers/page-health';
import { BLOG_POSTS } from '../../prisma/seed/blog';
import { PROJECTS } from '../../prisma/seed/projects';
import { SERIES } from '../../prisma/seed/series';
import { formatLongDate } from '../../src/lib/format-date';
import { SITE_TAGLINE } from '../../src/lib/site-config';

const newestFirst = (a: { createdAt?: Date | string }, b: { createdAt?: Date | string }) =>
  new Date(b.createdAt!).getTime() - new Date(a.createdAt!).getTime();

const FEATURED_SERIES = SERIES.filter((series) => series.featured)
  .sort(newestFirst)
  .slice(0, 2);
const FEATURED_PROJECTS = PROJECTS.filter((project) => project.featured)
  .sort(newestFirst)
  .slice(0, 2);
const LATEST_POSTS = BLOG_POSTS.filter((post) => post.published)
  .sort((a, b) => new Date(b.publishedAt!).getTime() - new Date(a.publishedAt!).getTime())
  .slice(0, 3);

test('the hero has the headline, the tagline and both calls to action', async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Innovating Together');
  await expect(page.getByRole('main').getByText(SITE_TAGLINE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Our Work' })).toHaveAttribute(
    'href',
    '/series',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
    'href',
    '/contact',
  );

  const hero = heading.locator('xpath=ancestor::section[1]');
  const heroHeight = await hero.evaluate((element) => element.getBoundingClientRect().height);
  const viewportHeight = page.viewportSize()!.height;
  expect(heroHeight).toBeGreaterThanOrEqual(viewportHeight * 0.85 - 1);
});

test('Featured Series shows the two newest featured series with a Series badge', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Featured Series' });
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(FEATURED_SERIES.length);
  for (const [index, series] of FEATURED_SERIES.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(series.title);
    await expect(card.getByText('Series', { exact: true })).toBeVisible();
    await expect(card.getByText(series.shortDescription!)).toBeVisible();
    await expect(card.getByRole('link', { name: /^View Series/ })).toHaveAttribute(
      'href',
      `/series/${series.slug}`,
    );
  }
});

test('Featured Projects shows the two featured projects with their demo links', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Featured Projects' });
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(FEATURED_PROJECTS.length);
  for (const [index, project] of FEATURED_PROJECTS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(project.title);
    await expect(card.getByRole('link', { name: /^View Project/ })).toHaveAttribute(
      'href',
      project.demoUrl!,
    );
  }
});

test('Latest Insights shows the three newest published posts, each linking to its post', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Latest Insights' });
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const [index, post] of LATEST_POSTS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      `/blog/${post.id}`,
    );
    await expect(card.getByText(formatLongDate(post.publishedAt!))).toBeVisible();
    await expect(card.getByText(post.excerpt!)).toBeVisible();
  }
  const draft = BLOG_POSTS.find((post) => !post.published)!;
  await expect(page.getByText(draft.title)).toHaveCount(0);
  await expect(section.getByRole('link', { name: 'View all posts' })).toHaveAttribute(
    'href',
    '/blog',
  );
});

test('the closing call to action leads to the contact page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start a Conversation' }).click();
  await expect(page).toHaveURL('/contact');
});

test('the page describes the organisation and the website in JSON-LD', async ({ page }) => {
  await page.goto('/');
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  const types = (JSON.parse(jsonLd!) as Array<{ '@type': string }>).map((entry) => entry['@type']);
  expect(types).toEqual(['Organization', 'WebSite']);
});

describePageHealth([{ name: 'home', path: '/' }]);

// The README's screenshot: `E2E_SCREENSHOTS_DIR=docs/screenshots` writes it there. JPEG: as a
// PNG the full page weighs over 500 kB.
test('a full-page screenshot of the home page at 1280×800', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  // Below-the-fold images load lazily; a full-page screenshot does not scroll, so load them now.
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
  });
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete && image.naturalWidth > 0),
  );
  const directory = process.env.E2E_SCREENSHOTS_DIR;
  const file = directory ? path.resolve(directory, 'home.jpg') : testInfo.outputPath('home.jpg');
  await page.screenshot({
    path: file,
    type: 'jpeg',
    quality: 80,
    fullPage: true,
    animations: 'disabled',
  });
  expect(statSync(file).size).toBeGreaterThan(10_000);
});
