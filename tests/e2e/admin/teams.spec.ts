import { createAccount, uniqueSuffix, type TestAccount } from '../helpers/accounts';
import { signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';

let founder: TestAccount;
let colleague: TestAccount;

test.beforeAll(async () => {
  founder = await createAccount('Frida Founder');
  colleague = await createAccount('Carl Colleague');
});

test('someone without a team creates one, adds a member, changes a role; the last owner cannot leave', async ({
  page,
}) => {
  // A whole journey through several screens: more than one page's worth of time.
  test.slow();
  const teamName = `Orbit Lab ${uniqueSuffix()}`;
  const slug = teamName.toLowerCase().replace(/ /g, '-');
  await signInWithApi(page, founder);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'No Team Selected' })).toBeVisible();
  await page.getByRole('link', { name: 'Manage Teams' }).click();
  await expect(page).toHaveURL('/teams');
  await page.getByRole('main').getByRole('link', { name: 'Create Team' }).first().click();

  await page.getByRole('textbox', { name: 'Team name' }).fill(teamName);
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
  await page.getByRole('textbox', { name: 'Description' }).fill('Small satellites, big plans.');
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByText('Team created successfully!')).toBeVisible();
  await expect(page).toHaveURL(`/teams/${slug}/members`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(teamName);
  await expect(page.getByText('You are owner')).toBeVisible();

  // A second team with the same slug is refused beside the slug field.
  await page.goto('/teams/create');
  await page.getByRole('textbox', { name: 'Team name' }).fill(teamName);
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(
    /already exists/,
  );
  await page.goto(`/teams/${slug}/members`);

  // Add a member by email.
  const addForm = page.getByRole('form', { name: 'Add a member' });
  await addForm.getByRole('textbox', { name: 'Email' }).fill(colleague.email);
  await addForm.getByRole('button', { name: 'Add Member' }).click();
  await expect(page.getByText(`${colleague.fullName} was added to the team.`)).toBeVisible();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(2);

  // An email without an account is invited, and listed as such.
  const invitee = `nobody.${uniqueSuffix()}@example.test`;
  await addForm.getByRole('textbox', { name: 'Email' }).fill(invitee);
  await addForm.getByRole('button', { name: 'Add Member' }).click();
  await expect(
    page.getByText(`${invitee} has no account yet: an invitation was emailed.`),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Invitations' }).getByText(invitee)).toBeVisible();

  // Change the colleague's role.
  const colleagueRole = members.getByRole('combobox', { name: `Role of ${colleague.fullName}` });
  await colleagueRole.selectOption('admin');
  await expect(page.getByText(`${colleague.fullName} is now admin.`)).toBeVisible();
  await expect(colleagueRole).toHaveValue('admin');

  // The last owner cannot leave.
  await page.getByRole('button', { name: 'Leave team' }).click();
  await page
    .getByRole('dialog', { name: 'Leave this team?' })
    .getByRole('button', { name: 'Leave team' })
    .click();
  await expect(
    page.getByText(
      'You are the last owner of this team. Make another member an owner before leaving.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Could not leave the team')).toBeVisible();
  await expect(page).toHaveURL(`/teams/${slug}/members`);

  // Once the colleague is an owner too, the founder may leave.
  await colleagueRole.selectOption('owner');
  await expect(page.getByText(`${colleague.fullName} is now owner.`)).toBeVisible();
  await page.getByRole('button', { name: 'Leave team' }).click();
  await page
    .getByRole('dialog', { name: 'Leave this team?' })
    .getByRole('button', { name: 'Leave team' })
    .click();
  await expect(page).toHaveURL('/teams');
  await expect(page.getByText(`You left ${teamName}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are not in a team yet' })).toBeVisible();
});
