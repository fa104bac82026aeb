import type { Page } from '@playwright/test';

import { expect, test } from './helpers/fixtures';
import { holdThenFailListRequests } from './helpers/held-list-request';
import { standInForYouTube } from './helpers/offline-youtube';
import {
  expectAccessibleInLightAndDarkMode,
  expectNoConsoleErrors,
  expectNoSeriousA11yViolations,
} from './helpers/page-health';
import { teamEditorApi, type TeamEditorApi } from './helpers/team-editor-api';
import { MEDIA_ITEMS } from '../../prisma/seed/media';
import { TEAM_ID } from '../../prisma/seed/team';

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

// The 'Load more' tests add media for a while: the others must not run meanwhile.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await standInForYouTube(page);
});

test('lists every media item, newest first, under the gallery texts', async ({ page }) => {
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

test('no serious accessibility violation in light or dark mode, no console error', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/media');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoConsoleErrors(page, consoleErrors);
  await expectAccessibleInLightAndDarkMode(page, { serious: true });
  await filterButton(page, 'youtube').click();
  await expectAccessibleInLightAndDarkMode(page, { serious: true });
});

test.describe('Load more', () => {
  /** With the seeded items, one more than the gallery's first page of 12. */
  const EXTRA_ITEMS = 13 - MEDIA_ITEMS.length;
  const OLDEST = NEWEST_FIRST.at(-1)!;
  let editor: TeamEditorApi;
  const created: string[] = [];

  test.beforeAll(async ({ playwright, baseURL }) => {
    editor = await teamEditorApi(playwright, baseURL);
    // Created now, so newer than every seeded item: the oldest seeded one moves to page two.
    for (let n = 1; n <= EXTRA_ITEMS; n += 1) {
      const item = await editor.mutate('media.create', {
        teamId: TEAM_ID,
        title: `Extra photo ${n}`,
        mediaType: 'image',
        mediaUrl: '/demo/media-pairing.webp',
        tags: [],
      });
      created.push(item.id);
    }
  });

  test.afterAll(async () => {
    for (const id of created) await editor.mutate('media.delete', { teamId: TEAM_ID, id });
    await editor.dispose();
  });

  const loadMore = (page: Page) => page.getByRole('button', { name: 'Load more media items' });

  test('appends the next page by keyboard, announces it and moves focus to it', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/media');
    await expect(cards(page)).toHaveCount(12);
    await expect(gallery(page).getByText(OLDEST.title)).toHaveCount(0);

    await loadMore(page).focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(13);
    await expect(cards(page).last()).toContainText(OLDEST.title);
    await expect(
      page.getByRole('status').filter({ hasText: /^Loaded 1 more media item\./ }),
    ).toHaveText('Loaded 1 more media item. All media items are shown.');
    // Nothing is left to load; focus went to the new card.
    await expect(loadMore(page)).toHaveCount(0);
    await expect(cards(page).last()).toBeFocused();
    await expectNoConsoleErrors(page, consoleErrors);
    await expectNoSeriousA11yViolations(page);
  });

  test('is unavailable while a page loads, and says so when loading fails', async ({ page }) => {
    const answer = await holdThenFailListRequests(page, 'media.list');
    await page.goto('/media');
    await loadMore(page).click();
    const loading = page.getByRole('button', { name: 'Loading more media items…' });
    await expect(loading).toBeDisabled();
    await expect(loading).toBeFocused();

    answer();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Could not load more media items. Please try again.',
    );
    await expect(loadMore(page)).toBeEnabled();
    await expect(cards(page)).toHaveCount(12);
  });

  test('a filter goes on with the next items of its type', async ({ page }) => {
    await page.goto('/media');
    await filterButton(page, 'image').click();
    const images = titlesOf('image');
    await expect(gallery(page).getByRole('heading', { level: 2 })).toHaveCount(
      EXTRA_ITEMS + images.length - 1,
    );
    await loadMore(page).click();
    await expect(gallery(page).getByRole('heading', { level: 2 })).toHaveCount(
      EXTRA_ITEMS + images.length,
    );
    await expect(cards(page).last()).toContainText(images.at(-1)!);
    await expect(loadMore(page)).toHaveCount(0);
  });
});
