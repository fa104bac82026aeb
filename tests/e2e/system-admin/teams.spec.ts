import { createAccount, createTeamOwnedBy, query, uniqueSuffix } from '../helpers/accounts';
import { demoAccount, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { expectNoA11yViolations } from '../helpers/page-health';

test.beforeEach(async ({ page }) => {
  await signInWithApi(page, demoAccount('System admin'));
});

test('a system admin finds a team, renames it, changes its slug, and deletes it with what it holds', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const owner = await createAccount('Team Owner');
  const teamId = await createTeamOwnedBy(owner, `Kite Lab ${suffix}`);
  await query(
    `INSERT INTO series (team_id, title, slug, description) VALUES ($1, 'Kites', $2, 'Flying things')`,
    [teamId, `kites-${suffix}`],
  );

  await page.goto('/system-admin/teams');
  await page.getByRole('searchbox', { name: 'Search teams' }).fill(`Kite Lab ${suffix}`);
  const card = page.getByRole('list', { name: 'Teams' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('1 member; 1 series with 0 items, 0 posts');
  await expectNoA11yViolations(page);

  await card.getByRole('link', { name: `Edit Kite Lab ${suffix}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Kite Lab ${suffix}` })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('textbox', { name: 'Team name' }).fill(`Glider Lab ${suffix}`);
  await page.getByRole('textbox', { name: 'Slug' }).fill(`glider-lab-${suffix}`);
  await page.getByRole('button', { name: 'Save Team' }).click();
  await expect(page.getByText('Team updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Glider Lab ${suffix}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Members and roles' })).toHaveAttribute(
    'href',
    `/teams/glider-lab-${suffix}/members`,
  );

  // A slug another team has is refused beside the field.
  // (Enter submits: the toast of the last save may still cover the button.)
  await page.getByRole('textbox', { name: 'Slug' }).fill('northwind-innovation-lab');
  await page.getByRole('textbox', { name: 'Slug' }).press('Enter');
  await expect(page.getByText('A team with this slug already exists.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Slug' }).fill(`glider-lab-${suffix}`);

  await page.getByRole('button', { name: 'Delete team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this team?' });
  await expect(dialog).toContainText('1 series with 0 items, 0 posts, 0 projects, 0 media items');
  await dialog.getByRole('button', { name: 'Delete team' }).click();
  await expect(page.getByText('Team deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL('/system-admin/teams');
  expect(await query('SELECT id FROM teams WHERE id = $1', [teamId])).toEqual([]);
  expect(await query('SELECT id FROM series WHERE team_id = $1', [teamId])).toEqual([]);
});
