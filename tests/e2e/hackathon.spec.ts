import { expect, test } from './helpers/fixtures';
import { describePageHealth } from './helpers/page-health';
import { HACKATHON_ITEMS } from '../../prisma/seed/hackathon-items';
import { SERIES } from '../../prisma/seed/series';
import { SPRINT_ITEMS } from '../../prisma/seed/sprint-items';

// The page tells the newest featured series that is active: the seeded hackathon.
const HACKATHON = SERIES.find((series) => series.featured && series.status === 'active')!;
const WEEKS = [1, 2, 3, 4, 5, 6, 7, 8];

test('tells the featured hackathon series over weeks 1 to 8', async ({ page }) => {
  await page.goto('/hackathon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HACKATHON.title);
  const journey = page.getByRole('region', { name: 'Week by Week' });
  await expect(journey.getByRole('heading', { level: 3 })).toHaveText(
    WEEKS.map((week) => `Week ${week}`),
  );
  const published = new Set(
    HACKATHON_ITEMS.filter((item) => item.published).map((item) => item.weekNumber),
  );
  await expect(page.getByText(`${published.size} of 8 weeks shared`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the Full Series' })).toHaveAttribute(
    'href',
    `/series/${HACKATHON.slug}`,
  );
});

test('each published item sits in its week, with type and summary, linking to its page', async ({
  page,
}) => {
  await page.goto('/hackathon');
  for (const item of HACKATHON_ITEMS.filter((candidate) => candidate.published)) {
    const week = page.getByRole('region', { name: `Week ${item.weekNumber}`, exact: true });
    const card = week.getByRole('article').filter({ hasText: item.title });
    await expect(card.getByRole('link', { name: item.title })).toHaveAttribute(
      'href',
      `/series/${HACKATHON.slug}/item/${item.id}`,
    );
    await expect(card.getByText(item.summary)).toBeVisible();
    const type = item.itemType!;
    await expect(
      card.getByText(type.charAt(0).toUpperCase() + type.slice(1), { exact: true }),
    ).toBeVisible();
  }
});

test('drafts and other series stay hidden; weeks without published items are coming soon', async ({
  page,
}) => {
  await page.goto('/hackathon');
  for (const draft of HACKATHON_ITEMS.filter((item) => !item.published)) {
    await expect(page.getByText(draft.title)).toHaveCount(0);
    const week = page.getByRole('region', { name: `Week ${draft.weekNumber}`, exact: true });
    await expect(week.getByText('Coming soon')).toBeVisible();
  }
  await expect(page.getByText(SPRINT_ITEMS[0]!.title)).toHaveCount(0);
});

test('clicking an item opens its page', async ({ page }) => {
  await page.goto('/hackathon');
  const first = HACKATHON_ITEMS[0]!;
  await page.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(`/series/${HACKATHON.slug}/item/${first.id}`);
});

describePageHealth([{ name: 'hackathon', path: '/hackathon' }]);
