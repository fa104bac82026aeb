import type { Page } from '@playwright/test';

import { expect, test } from './helpers/fixtures';
import { holdThenFailListRequests } from './helpers/held-list-request';
import {
  describePageHealth,
  expectNoConsoleErrors,
  expectNoSeriousA11yViolations,
} from './helpers/page-health';
import { teamEditorApi, type TeamEditorApi } from './helpers/team-editor-api';
import { MEMBER_PROFILES, TEAM_ID } from '../../prisma/seed/team';

const PROFILES = [...MEMBER_PROFILES].sort((a, b) => a.orderIndex! - b.orderIndex!);
const PROFILE_LINKS = [
  ['githubUrl', 'GitHub'],
  ['linkedinUrl', 'LinkedIn'],
  ['twitterUrl', 'Twitter'],
] as const;

const teamGrid = (page: Page) => page.getByRole('region', { name: 'Meet the Team' });
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load more team members' });

async function jsonLdMembers(page: Page): Promise<string[]> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  const { mainEntity } = JSON.parse(text!) as { mainEntity: { member: Array<{ name: string }> } };
  return mainEntity.member.map((member) => member.name);
}

// The 'Load more' tests add profiles for a while: the others must not run meanwhile.
test.describe.configure({ mode: 'serial' });

test('states the mission: innovation, collaboration, excellence', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const mission = page.getByRole('region', { name: 'Our Mission' });
  await expect(mission.getByRole('heading', { level: 3 })).toHaveText([
    'Innovation',
    'Collaboration',
    'Excellence',
  ]);
});

test('shows the team members in their order, each with photo, role, bio and links', async ({
  page,
}) => {
  await page.goto('/about');
  const cards = teamGrid(page).getByRole('article');
  await expect(cards).toHaveCount(PROFILES.length);
  // They all fit on the first page: nothing more to load.
  await expect(teamGrid(page).getByRole('button')).toHaveCount(0);
  expect(await jsonLdMembers(page)).toEqual(PROFILES.map((profile) => profile.name));
  for (const [index, profile] of PROFILES.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(profile.name);
    await expect(card.getByText(profile.role, { exact: true })).toBeVisible();
    await expect(card.getByText(profile.bio!)).toBeVisible();
    await expect(card.getByRole('img', { name: `Portrait of ${profile.name}` })).toBeVisible();
    for (const [key, label] of PROFILE_LINKS) {
      const link = card.getByRole('link', { name: `${profile.name} on ${label}` });
      const url = profile[key];
      if (url) {
        await expect(link).toHaveAttribute('href', url);
        await expect(link).toHaveAttribute('target', '_blank');
      } else {
        await expect(link).toHaveCount(0);
      }
    }
  }
});

test('the hackathon section links to the progress page and to contact', async ({ page }) => {
  await page.goto('/about');
  const section = page.getByRole('region', { name: 'The 8-Week AI Hackathon' });
  await expect(section.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await section.getByRole('link', { name: 'View Our Progress' }).click();
  await expect(page).toHaveURL('/hackathon');
});

describePageHealth([{ name: 'about', path: '/about' }]);

test.describe('Load more', () => {
  /** With the seeded profiles, one more than the grid's first page of 12. */
  const EXTRA_PROFILES = 13 - PROFILES.length;
  const guestName = (n: number) => `Guest Member ${String(n).padStart(2, '0')}`;
  const LAST_GUEST = guestName(EXTRA_PROFILES);
  let editor: TeamEditorApi;
  const created: string[] = [];

  test.beforeAll(async ({ playwright, baseURL }) => {
    editor = await teamEditorApi(playwright, baseURL);
    // New profiles go last in the team: the last one moves to page two.
    for (let n = 1; n <= EXTRA_PROFILES; n += 1) {
      const profile = await editor.mutate('teamProfile.create', {
        teamId: TEAM_ID,
        name: guestName(n),
        role: 'Visiting Researcher',
        githubUrl: `https://github.com/guest-member-${n}`,
      });
      created.push(profile.id);
    }
  });

  test.afterAll(async () => {
    for (const id of created) await editor.mutate('teamProfile.delete', { teamId: TEAM_ID, id });
    await editor.dispose();
  });

  test('the HTML holds the first page; the next one comes by keyboard, announced and focused', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/about');
    await expect(teamGrid(page).getByRole('article')).toHaveCount(12);
    await expect(teamGrid(page).getByText(LAST_GUEST)).toHaveCount(0);
    // The structured data describes the members the page shows.
    const shown = await teamGrid(page).getByRole('heading', { level: 3 }).allTextContents();
    expect(await jsonLdMembers(page)).toEqual(shown);

    await loadMore(page).focus();
    await page.keyboard.press('Enter');
    const cards = teamGrid(page).getByRole('article');
    await expect(cards).toHaveCount(13);
    await expect(cards.last().getByRole('heading', { level: 3 })).toHaveText(LAST_GUEST);
    await expect(
      page.getByRole('status').filter({ hasText: /^Loaded 1 more team member\./ }),
    ).toHaveText('Loaded 1 more team member. All team members are shown.');
    // Nothing is left to load; focus went to the new member's first link.
    await expect(loadMore(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: `${LAST_GUEST} on GitHub` })).toBeFocused();
    await expectNoConsoleErrors(page, consoleErrors);
    // Guests have no photo: their initials must be legible in both colour schemes.
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page);
  });

  test("shows 'Loading team information...' while a page loads, and says so when it fails", async ({
    page,
  }) => {
    const answer = await holdThenFailListRequests(page, 'teamProfile.list');
    await page.goto('/about');
    await loadMore(page).click();
    const loading = page.getByRole('button', { name: 'Loading team information...' });
    await expect(loading).toHaveText('Loading team information...');
    await expect(loading).toBeDisabled();
    await expect(loading).toBeFocused();

    answer();
    await expect(teamGrid(page).getByRole('alert')).toHaveText(
      'Could not load more team members. Please try again.',
    );
    await expect(loadMore(page)).toBeEnabled();
    await expect(teamGrid(page).getByRole('article')).toHaveCount(12);
  });
});
