import type { Locator, Page } from '@playwright/test';

import { expect, test } from './helpers/fixtures';
import { standInForYouTube } from './helpers/offline-youtube';
import { describePageHealth } from './helpers/page-health';
import { CUSTOM_LINKS } from '../../prisma/seed/custom-links';
import {
  DOCUSEARCH_ID,
  EVAL_HARNESS_ID,
  INBOX_COPILOT_ID,
  PROJECTS,
} from '../../prisma/seed/projects';
import { SERIES } from '../../prisma/seed/series';
import { TEAM } from '../../prisma/seed/team';

type SeededProject = (typeof PROJECTS)[number];

function project(id: string): SeededProject {
  return PROJECTS.find((candidate) => candidate.id === id)!;
}

function byTitle(title: string): SeededProject {
  return PROJECTS.find((candidate) => candidate.title === title)!;
}

/** A seeded list column (Prisma also accepts `{ set: [...] }` there). */
function list(value: string[] | { set: string[] } | undefined): string[] {
  return Array.isArray(value) ? value : (value?.set ?? []);
}

const newestFirst = (a: SeededProject, b: SeededProject) =>
  new Date(b.createdAt!).getTime() - new Date(a.createdAt!).getTime();
const FEATURED = PROJECTS.filter((entry) => entry.featured).sort(newestFirst);
const OTHERS = PROJECTS.filter((entry) => !entry.featured).sort(newestFirst);

const INBOX = project(INBOX_COPILOT_ID);
const DOCUSEARCH = project(DOCUSEARCH_ID);
const TEAM_PULSE = byTitle('Team Pulse');
const HACKATHON = SERIES.find((series) => series.id === INBOX.seriesId)!;

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text!) as Record<string, unknown>;
}

/** The project cards of a section, in page order. */
function cards(section: Locator): Locator {
  return section.locator(':scope > ul > li');
}

function tags(scope: Locator): Locator {
  return scope.getByRole('list', { name: 'Tags' }).getByRole('listitem');
}

test.beforeEach(async ({ page }) => {
  await standInForYouTube(page);
});

test.describe('/projects', () => {
  test('shows the featured projects, then all the others, newest first', async ({ page }) => {
    await page.goto('/projects');
    await expect(page).toHaveTitle('Projects | Teamfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Projects');

    const featured = page.getByRole('region', { name: 'Featured Projects' });
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(
      FEATURED.map((entry) => entry.title),
    );
    const all = page.getByRole('region', { name: 'All Projects' });
    await expect(all.getByRole('heading', { level: 3 })).toHaveText(
      OTHERS.map((entry) => entry.title),
    );

    const structured = await jsonLd(page);
    expect(structured).toMatchObject({ '@type': 'ItemList', numberOfItems: PROJECTS.length });
    expect(
      (structured.itemListElement as Array<{ name: string }>).map((entry) => entry.name),
    ).toEqual([...FEATURED, ...OTHERS].map((entry) => entry.title));
  });

  test('featured cards carry the badge, the gallery or image, every tag and three buttons', async ({
    page,
  }) => {
    await page.goto('/projects');
    const featured = cards(page.getByRole('region', { name: 'Featured Projects' }));

    const inbox = featured.filter({ hasText: INBOX.title });
    await expect(inbox.getByText('Featured', { exact: true })).toBeVisible();
    // The gallery: the first image large, the other two as thumbnails.
    await expect(inbox.getByRole('img')).toHaveCount(list(INBOX.imageUrls).length);
    await expect(inbox.getByRole('img').first()).toHaveAttribute('alt', /^Inbox Copilot/);
    await expect(tags(inbox)).toHaveText(list(INBOX.tags));

    const docusearch = featured.filter({ hasText: DOCUSEARCH.title });
    await expect(docusearch.getByRole('img')).toHaveCount(1);
    // Five tags, all shown on a featured card.
    await expect(tags(docusearch)).toHaveText(list(DOCUSEARCH.tags));

    await expect(inbox.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      `/projects/${INBOX.id}`,
    );
    const demo = inbox.getByRole('link', { name: /^Demo/ });
    await expect(demo).toHaveAttribute('href', INBOX.demoUrl!);
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(inbox.getByRole('link', { name: /^Code/ })).toHaveAttribute(
      'href',
      INBOX.githubUrl!,
    );

    await inbox.getByRole('link', { name: /^View Details/ }).click();
    await expect(page).toHaveURL(`/projects/${INBOX.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(INBOX.title);
  });

  test('compact cards show three tags then +N, and only the buttons whose URLs exist', async ({
    page,
  }) => {
    await page.goto('/projects');
    const all = cards(page.getByRole('region', { name: 'All Projects' }));

    for (const entry of OTHERS) {
      const card = all.filter({ hasText: entry.title });
      const entryTags = list(entry.tags);
      const expected =
        entryTags.length > 3
          ? [
              ...entryTags.slice(0, 3),
              `+${entryTags.length - 3} more tag${entryTags.length === 4 ? '' : 's'}`,
            ]
          : entryTags;
      await expect(tags(card), `tags of ${entry.title}`).toHaveText(expected);

      await expect(card.getByRole('link', { name: /^View/ })).toHaveAttribute(
        'href',
        `/projects/${entry.id}`,
      );
      await expect(card.getByRole('link', { name: /^Demo/ })).toHaveCount(entry.demoUrl ? 1 : 0);
      await expect(card.getByRole('link', { name: /^Code/ })).toHaveCount(entry.githubUrl ? 1 : 0);
    }
    // The seed covers both: a project without a demo and one without code.
    expect(OTHERS.some((entry) => !entry.demoUrl)).toBe(true);
    expect(OTHERS.some((entry) => !entry.githubUrl)).toBe(true);
  });
});

test.describe('/projects/{projectId}', () => {
  test('shows the project with its badges, links and images', async ({ page }) => {
    await page.goto(`/projects/${INBOX.id}`);
    await expect(page).toHaveTitle(`${INBOX.title} | Teamfolio`);
    const main = page.getByRole('main');
    const header = main.locator('header');

    await expect(main.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    await expect(header.getByText('Featured Project', { exact: true })).toBeVisible();
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(INBOX.title);
    await expect(header.getByText(TEAM.name)).toBeVisible();
    await expect(header).toContainText(INBOX.description);
    await expect(tags(header)).toHaveText(list(INBOX.tags));

    const live = header.getByRole('link', { name: /^Live Demo/ });
    await expect(live).toHaveAttribute('href', INBOX.demoUrl!);
    await expect(live).toHaveAttribute('target', '_blank');
    await expect(header.getByRole('link', { name: /^Source Code/ })).toHaveAttribute(
      'href',
      INBOX.githubUrl!,
    );

    const seeded = CUSTOM_LINKS.filter((link) => link.projectId === INBOX.id);
    const links = header.getByRole('list', { name: 'Links' }).getByRole('link');
    await expect(links).toHaveText(seeded.map((link) => new RegExp(`^${link.linkName}`)));
    await expect(links.first()).toHaveAttribute('href', seeded[0]!.linkUrl);

    const images = page.getByRole('region', { name: 'Project Images' });
    await expect(images.getByRole('img')).toHaveCount(list(INBOX.imageUrls).length);

    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`${list(INBOX.imageUrls)[0]}$`),
    );
    const structured = await jsonLd(page);
    expect(structured).toMatchObject({
      '@type': 'SoftwareSourceCode',
      name: INBOX.title,
      codeRepository: INBOX.githubUrl,
      isPartOf: { name: HACKATHON.title },
    });

    await header.getByRole('link', { name: /8-Week AI Hackathon/ }).click();
    await expect(page).toHaveURL(`/series/${HACKATHON.slug}`);
  });

  test('embeds a YouTube video and shows a single image without the grid', async ({ page }) => {
    await page.goto(`/projects/${DOCUSEARCH.id}`);
    const video = page.getByRole('region', { name: 'Video' });
    // Click to load: the player comes only when asked for.
    await expect(video.locator('iframe')).toHaveCount(0);
    await video.getByRole('button', { name: `Play video: ${DOCUSEARCH.title}` }).click();
    const player = video.locator('iframe');
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/wjZofJX0v4M?autoplay=1',
    );
    await expect(player).toHaveAttribute('title', `Video: ${DOCUSEARCH.title}`);
    await expect(page.getByRole('region', { name: 'Project Images' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('img', { name: DOCUSEARCH.title })).toBeVisible();
  });

  test('shows no badge or button whose data is missing', async ({ page }) => {
    await page.goto(`/projects/${TEAM_PULSE.id}`);
    const header = page.getByRole('main').locator('header');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(TEAM_PULSE.title);
    await expect(header.getByText('Featured Project')).toHaveCount(0);
    await expect(header.getByRole('link', { name: /^Live Demo/ })).toHaveCount(1);
    await expect(header.getByRole('link', { name: /^Source Code/ })).toHaveCount(0);
    await expect(header.getByRole('link', { name: /Series/ })).toHaveCount(0);
    await expect(header.getByRole('list', { name: 'Links' })).toHaveCount(0);
    expect(await jsonLd(page)).toMatchObject({ '@type': 'CreativeWork' });
  });

  for (const id of ['de000007-0000-4000-8000-0000000000ff', 'not-a-project-id']) {
    test(`a missing project (${id}) is 'Project not found' with a way back`, async ({ page }) => {
      const response = await page.goto(`/projects/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found');
      await page.getByRole('main').getByRole('link', { name: 'Back to Projects' }).click();
      await expect(page).toHaveURL('/projects');
    });
  }
});

const PAGES = [
  { name: 'projects', path: '/projects' },
  { name: 'project with a gallery', path: `/projects/${INBOX.id}` },
  { name: 'project with a video', path: `/projects/${DOCUSEARCH.id}` },
  { name: 'project without a demo', path: `/projects/${EVAL_HARNESS_ID}` },
];

describePageHealth(PAGES);
