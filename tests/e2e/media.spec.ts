import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { MEDIA_ITEMS } from '../../prisma/seed/media';
import { expect, test } from './helpers/fixtures';
import { expectNoConsoleErrors, expectNoSeriousA11yViolations } from './helpers/page-health';

type SeededMedia = (typeof MEDIA_ITEMS)[number];

const NEWEST_FIRST = [...MEDIA_ITEMS].sort(
  (a, b) => new Date(b.createdAt!).getTime() - new Date(a.createdAt!).getTime(),
);

function titlesOf(type: SeededMedia['mediaType'] | 'all'): string[] {
  return NEWEST_FIRST.filter((item) => type === 'all' || item.mediaType === type).map(
    (item) => item.title,
  );
}

function seeded(title: string): SeededMedia {
  return MEDIA_ITEMS.find((item) => item.title === title)!;
}

const STAND_IN_THUMBNAIL = path.resolve('public/demo/video-inbox-copilot-poster.webp');

/**
 * The machine running the tests is offline, so Next cannot fetch YouTube's thumbnails for its
 * image optimiser: those requests get a local picture instead of a 500 in the console.
 */
async function standInForYouTubeThumbnails(page: Page) {
  const body = await readFile(STAND_IN_THUMBNAIL);
  await page.route(
    (url) =>
      url.pathname === '/_next/image' &&
      (url.searchParams.get('url') ?? '').startsWith('https://i.ytimg.com/'),
    (route) => route.fulfill({ contentType: 'image/webp', body }),
  );
}

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text!) as Record<string, unknown>;
}

const gallery = (page: Page) => page.getByRole('list', { name: 'Media items' });
const cards = (page: Page) => gallery(page).locator(':scope > li');
const filterButton = (page: Page, name: string) =>
  page
    .getByRole('group', { name: 'Filter media by type' })
    .getByRole('button', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await standInForYouTubeThumbnails(page);
});

test('lists every media item, newest first, with the spec texts', async ({ page }) => {
  await page.goto('/media');
  await expect(page).toHaveTitle('Media Gallery | Teamfolio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Media Gallery');
  await expect(gallery(page).getByRole('heading', { level: 2 })).toHaveText(titlesOf('all'));

  const share = page.getByRole('region', { name: 'Share Your Content' });
  await expect(share.getByRole('link')).toHaveAttribute('href', '/contact');

  const structured = await jsonLd(page);
  expect(structured).toMatchObject({
    '@type': 'CollectionPage',
    mainEntity: { '@type': 'ItemList', numberOfItems: MEDIA_ITEMS.length },
  });
});

test('the filter shows one type at a time and says which is pressed', async ({ page }) => {
  await page.goto('/media');
  const names = ['All Media', 'image', 'video', 'youtube'];
  await expect(
    page.getByRole('group', { name: 'Filter media by type' }).getByRole('button'),
  ).toHaveText(names);
  await expect(filterButton(page, 'All Media')).toHaveAttribute('aria-pressed', 'true');

  for (const type of ['image', 'video', 'youtube'] as const) {
    await filterButton(page, type).click();
    for (const name of names) {
      await expect(filterButton(page, name)).toHaveAttribute('aria-pressed', String(name === type));
    }
    await expect(gallery(page).getByRole('heading', { level: 2 })).toHaveText(titlesOf(type));
    await expect(cards(page).getByText(type, { exact: true })).toHaveCount(titlesOf(type).length);
  }

  await filterButton(page, 'All Media').click();
  await expect(cards(page)).toHaveCount(MEDIA_ITEMS.length);
});

test('an image card shows the image, type, description, three tags then +N and the date', async ({
  page,
}) => {
  const sketch = seeded('DocuSearch Architecture Sketch');
  await page.goto('/media');
  const card = cards(page).filter({ hasText: sketch.title });
  await expect(card.getByRole('img', { name: sketch.title })).toBeVisible();
  await expect(card.getByText('image', { exact: true })).toBeVisible();
  await expect(card).toContainText(sketch.description!);
  const tags = sketch.tags as string[];
  await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    ...tags.slice(0, 3),
    `+${tags.length - 3} more tags`,
  ]);
  await expect(card.locator('time')).toHaveText('Oct 28, 2026');
  await expect(card.locator('time')).toHaveAttribute('datetime', '2026-10-28');
});

test('a video plays in place with controls and its poster', async ({ page }) => {
  const clip = seeded('Inbox Copilot Demo Clip');
  await page.goto('/media');
  const video = cards(page).filter({ hasText: clip.title }).locator('video');
  await expect(video).toHaveAttribute('src', clip.mediaUrl);
  await expect(video).toHaveAttribute('poster', clip.thumbnailUrl!);
  await expect(video).toHaveAttribute('controls', '');
});

test('a YouTube item shows its thumbnail and opens on YouTube in a new tab', async ({ page }) => {
  const talk = seeded('Intro to Large Language Models');
  await page.goto('/media');
  const card = cards(page).filter({ hasText: talk.title });
  await expect(card.getByRole('img', { name: talk.title })).toBeVisible();
  const watch = card.getByRole('link', { name: /^Watch on YouTube/ });
  await expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=zjkBMFhNj_g');
  await expect(watch).toHaveAttribute('target', '_blank');
  await expect(watch).toHaveAttribute('rel', /noopener/);
  await expect(card.locator('iframe')).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme} mode: no serious accessibility violation, no console error`, async ({
    page,
    consoleErrors,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/media');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoConsoleErrors(page, consoleErrors);
    await expectNoSeriousA11yViolations(page);
    await filterButton(page, 'youtube').click();
    await expectNoSeriousA11yViolations(page);
  });
}
