import { MEMBER_PROFILES } from '../../prisma/seed/team';

import { expect, test } from './helpers/fixtures';
import { describePageHealth } from './helpers/page-health';

const PROFILES = [...MEMBER_PROFILES].sort((a, b) => a.orderIndex! - b.orderIndex!);
const PROFILE_LINKS = [
  ['githubUrl', 'GitHub'],
  ['linkedinUrl', 'LinkedIn'],
  ['twitterUrl', 'Twitter'],
] as const;

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
  const team = page.getByRole('region', { name: 'Meet the Team' });
  const cards = team.getByRole('article');
  await expect(cards).toHaveCount(PROFILES.length);
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
