import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { expect, test } from './helpers/fixtures';
import { standInForYouTube, YOUTUBE_PLAYER_ORIGIN } from './helpers/offline-youtube';
import {
  describePageHealth,
  expectNoConsoleErrors,
  expectNoSeriousA11yViolations,
} from './helpers/page-health';
import { HACKATHON_ITEMS, hackathonItemId } from '../../prisma/seed/hackathon-items';
import { SERIES } from '../../prisma/seed/series';
import { SPRINT_ITEMS } from '../../prisma/seed/sprint-items';
import { SERIES_TIMELINE_PAGE_SIZE } from '../../src/lib/fetch-public-list';
import { youTubeVideoId } from '../../src/lib/youtube';

const HACKATHON = SERIES.find((series) => series.slug === '8-week-ai-hackathon')!;
const SPRINT = SERIES.find((series) => series.slug === 'summer-prototyping-sprint')!;
const READING_CIRCLE = SERIES.find((series) => series.slug === 'responsible-ai-reading-circle')!;
const HACKATHON_PATH = `/series/${HACKATHON.slug}`;

/** The hackathon's published items in timeline order (by week); weeks 7 and 8 are drafts. */
const PUBLISHED = HACKATHON_ITEMS.filter((item) => item.published).sort(
  (a, b) => a.weekNumber! - b.weekNumber!,
);
const DRAFT = HACKATHON_ITEMS.find((item) => !item.published)!;
/** The sprint's published items in timeline order: more than a timeline page holds. */
const SPRINT_PUBLISHED = SPRINT_ITEMS.filter((item) => item.published).sort(
  (a, b) => a.weekNumber! - b.weekNumber!,
);
/** The first hackathon item with a video (week 2). */
const WITH_VIDEO = PUBLISHED.find((item) => item.youtubeVideoUrl)!;

/** A seeded list column (Prisma also accepts `{ set: [...] }` there). */
function urls(list: string[] | { set: string[] } | undefined): string[] {
  return Array.isArray(list) ? list : (list?.set ?? []);
}

function itemPath(week: number, seriesSlug = HACKATHON.slug) {
  return `/series/${seriesSlug}/item/${hackathonItemId(week)}`;
}

/** Where a seeded item's video plays once pressed: the privacy-enhanced player, playing. */
function playerUrl(item: { youtubeVideoUrl?: string | null }) {
  return `https://www.youtube-nocookie.com/embed/${youTubeVideoId(item.youtubeVideoUrl!)}?autoplay=1`;
}

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text!) as Record<string, unknown>;
}

test.beforeEach(async ({ page }) => {
  await standInForYouTube(page);
});

test.describe('/series', () => {
  test('shows the featured series, then every series with status, dates and links', async ({
    page,
  }) => {
    await page.goto('/series');
    await expect(page).toHaveTitle('Series | Teamfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Series');

    const featured = page.getByRole('region', { name: 'Featured Series' });
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText([
      HACKATHON.title,
      SPRINT.title,
    ]);
    await expect(featured.getByRole('link', { name: /^Explore Series/ })).toHaveCount(2);

    // All series, featured first, then newest first.
    const all = page.getByRole('region', { name: 'All Series' });
    await expect(all.getByRole('heading', { level: 3 })).toHaveText([
      HACKATHON.title,
      SPRINT.title,
      READING_CIRCLE.title,
    ]);
    const cards = all.getByRole('article');
    await expect(cards.nth(0)).toContainText('Active');
    await expect(cards.nth(1)).toContainText('Completed');
    await expect(cards.nth(2)).toContainText('Upcoming');
    await expect(cards.nth(0)).toContainText(HACKATHON.shortDescription!);
    await expect(cards.nth(0)).toContainText('Oct 5, 2026 – Nov 27, 2026');
    // Compact cards show three tags, then '+N' for the rest.
    await expect(cards.nth(0).getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(
      ['AI', 'Hackathon', 'LLMs', '+2 more tags'],
    );
    await expect(cards.nth(2).getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      `/series/${READING_CIRCLE.slug}`,
    );

    const structured = await jsonLd(page);
    expect(structured).toMatchObject({ '@type': 'ItemList', numberOfItems: 3 });

    await featured.getByRole('link', { name: `Explore Series: ${HACKATHON.title}` }).click();
    await expect(page).toHaveURL(HACKATHON_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HACKATHON.title);
  });
});

test.describe('/series/{seriesSlug}', () => {
  test('shows the series with its badges, tags, dates and custom links', async ({ page }) => {
    await page.goto(HACKATHON_PATH);
    await expect(page).toHaveTitle(`${HACKATHON.title} | Teamfolio`);
    const header = page.getByRole('main').locator('header');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(HACKATHON.title);
    for (const badge of ['Active', 'Featured']) {
      await expect(header.getByText(badge, { exact: true })).toBeVisible();
    }
    await expect(header.getByText('Team: Northwind Innovation Lab')).toBeVisible();
    await expect(header).toContainText(HACKATHON.description);
    await expect(header.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(
      HACKATHON.tags as string[],
    );
    await expect(header).toContainText('Oct 5, 2026 – Nov 27, 2026');

    const links = header.getByRole('list', { name: 'Links' }).getByRole('link');
    await expect(links).toHaveText([/Hackathon brief/, /Project board/]);
    await expect(links.first()).toHaveAttribute('target', '_blank');
    await expect(links.first()).toHaveAttribute('rel', /noopener/);

    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`${HACKATHON.imageUrl}$`),
    );
  });

  test('lists the published items on a timeline, in week order, without the drafts', async ({
    page,
  }) => {
    await page.goto(HACKATHON_PATH);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText(
      PUBLISHED.map((item) => item.title),
    );
    await expect(timeline.getByText(/^Week \d+$/)).toHaveText(
      PUBLISHED.map((item) => `Week ${item.weekNumber}`),
    );
    await expect(timeline).not.toContainText(DRAFT.title);

    const kickoff = timeline.getByRole('article').first();
    await expect(kickoff).toContainText('Announcement');
    await expect(kickoff).toContainText('October 5, 2026');
    await expect(kickoff).toContainText(PUBLISHED[0]!.summary);
    const content = kickoff.getByText(/^Monday morning started with a wall of sticky notes/);
    await expect(content).toHaveCSS('white-space', 'pre-wrap');
    await expect(kickoff.getByRole('img', { name: PUBLISHED[0]!.title })).toBeVisible();
    await expect(
      kickoff.getByRole('link', { name: 'northwind-innovation-lab/hackathon-2026 (GitHub' }),
    ).toHaveAttribute('href', urls(PUBLISHED[0]!.githubLinks)[0]!);
    await expect(kickoff.getByRole('link', { name: 'brief.md (document' })).toHaveAttribute(
      'target',
      '_blank',
    );

    const playground = timeline.getByRole('article').nth(1);
    await expect(playground).toContainText('Tutorial');
    await expect(
      playground.getByRole('button', { name: `Play video: ${PUBLISHED[1]!.title}` }),
    ).toBeVisible();

    // The six published weeks fit the first page: nothing more to load.
    expect(PUBLISHED.length).toBeLessThanOrEqual(SERIES_TIMELINE_PAGE_SIZE);
    await expect(timeline.getByRole('button', { name: /^Load more/ })).toHaveCount(0);

    const structured = await jsonLd(page);
    expect(structured).toMatchObject({ '@type': 'CreativeWorkSeries', name: HACKATHON.title });
    expect(structured.hasPart).toHaveLength(PUBLISHED.length);

    await kickoff.getByRole('link', { name: /^View Item/ }).click();
    await expect(page).toHaveURL(itemPath(1));
  });

  test('a longer timeline shows its first page, then the rest with Load more, by keyboard', async ({
    page,
    consoleErrors,
  }) => {
    const titles = SPRINT_PUBLISHED.map((item) => item.title);
    expect(titles.length).toBeGreaterThan(SERIES_TIMELINE_PAGE_SIZE);
    await page.goto(`/series/${SPRINT.slug}`);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    const headings = timeline.getByRole('heading', { level: 3 });
    await expect(headings).toHaveText(titles.slice(0, SERIES_TIMELINE_PAGE_SIZE));
    // The structured data describes the items the page shows.
    expect((await jsonLd(page)).hasPart).toHaveLength(SERIES_TIMELINE_PAGE_SIZE);

    const loadMore = timeline.getByRole('button', { name: 'Load more items' });
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await expect(headings).toHaveText(titles);
    await expect(timeline.getByText(/^Week \d+$/)).toHaveText(
      SPRINT_PUBLISHED.map((item) => `Week ${item.weekNumber}`),
    );
    const rest = titles.length - SERIES_TIMELINE_PAGE_SIZE;
    await expect(timeline.getByRole('status')).toHaveText(
      `Loaded ${rest} more items. All items are shown.`,
    );
    // Nothing is left to load; focus went to the first new item.
    await expect(loadMore).toHaveCount(0);
    await expect(
      timeline.getByRole('link', { name: titles[SERIES_TIMELINE_PAGE_SIZE], exact: true }),
    ).toBeFocused();
    await expectNoConsoleErrors(page, consoleErrors);
    await expectNoSeriousA11yViolations(page);
  });

  test('a video loads from YouTube only once its play button is pressed', async ({ page }) => {
    const playerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(YOUTUBE_PLAYER_ORIGIN)) playerRequests.push(request.url());
    });
    await page.goto(HACKATHON_PATH);
    const entry = page
      .getByRole('region', { name: 'Timeline' })
      .getByRole('article')
      .filter({ hasText: WITH_VIDEO.title });
    const play = entry.getByRole('button', { name: `Play video: ${WITH_VIDEO.title}` });
    await expect(play).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    // Nothing from YouTube, not even a thumbnail, before the visitor asks for the video.
    await page.waitForLoadState('networkidle');
    expect(playerRequests).toEqual([]);

    await play.focus();
    await page.keyboard.press('Enter');
    const player = entry.locator('iframe');
    await expect(player).toHaveAttribute('src', playerUrl(WITH_VIDEO));
    await expect(player).toHaveAttribute('title', `Video: ${WITH_VIDEO.title}`);
    await expect(player).toHaveAttribute('allow', /\bautoplay\b/);
    // The player took the button's place, and the keyboard focus with it.
    await expect(play).toHaveCount(0);
    await expect(player).toBeFocused();
    await expect.poll(() => playerRequests).toEqual([playerUrl(WITH_VIDEO)]);
    await expect(page.locator('iframe')).toHaveCount(1);
  });

  test('a series without items says so', async ({ page }) => {
    await page.goto(`/series/${READING_CIRCLE.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(READING_CIRCLE.title);
    await expect(page.getByRole('main').getByText('Upcoming', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No items yet!' })).toBeVisible();
  });

  test('an unknown series is not found', async ({ page }) => {
    const response = await page.goto('/series/no-such-series');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Series not found');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to Series' }),
    ).toHaveAttribute('href', '/series');
  });
});

test.describe('/series/{seriesSlug}/item/{itemId}', () => {
  test('shows the breadcrumb, badges, content cards and sidebar', async ({ page }) => {
    const kickoff = PUBLISHED[0]!;
    await page.goto(itemPath(1));
    await expect(page).toHaveTitle(`${kickoff.title} | ${HACKATHON.title} | Teamfolio`);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: HACKATHON.title })).toHaveAttribute(
      'href',
      HACKATHON_PATH,
    );
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(kickoff.title);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kickoff.title);
    for (const badge of ['Announcement', 'Week 1', 'October 5, 2026']) {
      await expect(page.getByRole('main').getByText(badge, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Summary',
      'Details',
      'GitHub Repositories',
      'Documents',
      'Links',
      'Series Navigation',
    ]);
    await expect(page.getByRole('main')).toContainText(kickoff.summary);
    await expect(page.getByText(/^Monday morning started/)).toHaveCSS('white-space', 'pre-wrap');
    await expect(page.getByRole('main').getByRole('img', { name: kickoff.title })).toBeVisible();

    const repository = page.getByRole('link', { name: /^View Repository/ });
    await expect(repository).toHaveAttribute('href', urls(kickoff.githubLinks)[0]!);
    await expect(repository).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /^View Document/ })).toHaveAttribute(
      'href',
      urls(kickoff.documentLinks)[0]!,
    );
    await expect(page.getByRole('list', { name: 'Links' }).getByRole('link')).toHaveText([
      /Kickoff slides/,
      /Problem scoring sheet/,
    ]);

    await page.getByRole('link', { name: `Back to ${HACKATHON.title}` }).click();
    await expect(page).toHaveURL(HACKATHON_PATH);
  });

  test('an item with a video shows it in a Video card', async ({ page }) => {
    await page.goto(itemPath(WITH_VIDEO.weekNumber!));
    await expect(page.getByRole('heading', { level: 2, name: 'Video' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('iframe')).toHaveCount(0);
    await main.getByRole('button', { name: `Play video: ${WITH_VIDEO.title}` }).click();
    await expect(main.locator('iframe')).toHaveAttribute('src', playerUrl(WITH_VIDEO));
    // Week 3 has neither a video nor documents: those cards are left out.
    await page.goto(itemPath(3));
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Summary',
      'Details',
      'GitHub Repositories',
      'Series Navigation',
    ]);
  });

  for (const [name, target] of [
    ['a draft (unpublished) item', itemPath(DRAFT.weekNumber!)],
    ['an unknown item id', `${HACKATHON_PATH}/item/de000006-0000-4000-8000-0000000000ff`],
    ['an id that is no id at all', `${HACKATHON_PATH}/item/not-an-id`],
    ['an item under another series', itemPath(1, SPRINT.slug)],
  ] as const) {
    test(`${name} is not found`, async ({ page }) => {
      const response = await page.goto(target);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Item Not Found');
      await expect(page.getByRole('main')).toContainText(
        "The series item you're looking for doesn't exist or has been removed.",
      );
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Back to Series' }),
      ).toBeVisible();
    });
  }
});

const HEALTH_PAGES = [
  { name: 'series list', path: '/series' },
  { name: 'series detail', path: HACKATHON_PATH },
  { name: 'series item', path: itemPath(2) },
];

describePageHealth(HEALTH_PAGES);

test('the series page at 375 px passes too', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(HACKATHON_PATH);
  await expectNoConsoleErrors(page, consoleErrors);
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal scrolling').toBe(0);
});

/**
 * The series screenshot of docs/admin-guide.md: written to $E2E_SCREENSHOTS_DIR/series.jpg when
 * that is set (E2E_SCREENSHOTS_DIR=docs/screenshots), else to this test's output folder. The top
 * of the page (header and the timeline's first weeks), as JPEG: a PNG weighs well over a megabyte.
 */
test('screenshot of a series page', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(HACKATHON_PATH);
  // The whole page in one tall viewport, so lazy images all load at once (the videos show
  // their play buttons: players load only when pressed).
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);

  const folder = process.env.E2E_SCREENSHOTS_DIR ?? testInfo.outputDir;
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, 'series.jpg');
  await page.screenshot({
    path: file,
    type: 'jpeg',
    quality: 80,
    clip: { x: 0, y: 0, width: 1280, height: Math.min(height, 1800) },
  });
  await testInfo.attach('series page', { path: file, contentType: 'image/jpeg' });
});
