import type { Locator, Page } from '@playwright/test';

import { uniqueSuffix } from '../helpers/accounts';
import { demoAccount } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { TINY_PNG } from '../helpers/images';

function textbox(scope: Locator | Page, name: string) {
  return scope.getByRole('textbox', { name, exact: true });
}

/** The card of a series or an item, found by its title. */
function card(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

test('an editor manages a series from sign-in to deletion, by what the screens say', async ({
  page,
}) => {
  // A whole journey through several screens: more than one page's worth of time.
  test.slow();
  const editor = demoAccount('Team editor');
  const title = `Robotics Club Diary ${uniqueSuffix()}`;
  const slug = title.toLowerCase().replace(/ /g, '-');

  // A visitor opening /admin lands on /auth and comes back after signing in.
  await page.goto('/admin');
  await expect(page).toHaveURL('/auth?callbackUrl=%2Fadmin');
  await page.getByLabel('Email').fill(editor.email);
  await page.getByLabel('Password', { exact: true }).fill(editor.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // Create a series with tags, a staged custom link and an uploaded image.
  await page
    .getByRole('navigation', { name: 'Team admin' })
    .getByRole('link', { name: 'Series' })
    .click();
  await page.getByRole('button', { name: 'New Series' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Series' });
  await expect(create.getByText('Create a new project series')).toBeVisible();
  await textbox(create, 'Title').fill(title);
  await expect(textbox(create, 'Slug')).toHaveValue(slug);
  await textbox(create, 'Short Description').fill('A weekly log of our robot build.');
  await textbox(create, 'Description').fill('Twelve students, one robot, every Tuesday night.');
  await create.getByRole('combobox', { name: 'Status' }).selectOption('upcoming');
  await create.getByLabel('Start Date').fill('2027-01-05');
  await create.getByLabel('End Date').fill('2027-03-30');
  await create.getByLabel('Upload image').setInputFiles(TINY_PNG);
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  await expect(create.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await textbox(create, 'Tags').fill('robots');
  await textbox(create, 'Tags').press('Enter');
  await textbox(create, 'Tags').fill('club');
  await create.getByRole('button', { name: 'Add', exact: true }).first().click();
  await expect(create.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'robots',
    'club',
  ]);
  await textbox(create, 'Link name').fill('Club website');
  await textbox(create, 'Link URL').fill('https://example.org/robotics-club');
  await textbox(create, 'Link URL').press('Enter');
  await expect(create.getByRole('list', { name: 'Custom links' })).toContainText('Club website');
  await create.getByRole('button', { name: 'Create Series' }).click();
  await expect(page.getByText('Series created successfully!')).toBeVisible();
  const seriesCard = card(page, title);
  await expect(seriesCard.getByText('Standard')).toBeVisible();
  await expect(seriesCard.getByText('Upcoming')).toBeVisible();
  await expect(seriesCard.getByRole('list', { name: 'Tags' })).toContainText('robots');

  // Add a published item and a draft item, each with a week number.
  await seriesCard.getByRole('link', { name: `Manage Content of ${title}` }).click();
  await expect(page.getByText('Managing Series')).toBeVisible();
  await expect(
    page.getByText('All items added here will belong to this series only'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Series Items (0)' })).toBeVisible();
  await expect(
    page.getByText('No series items found. Create your first series item to get started.'),
  ).toBeVisible();
  for (const item of [
    { title: 'First bolts', week: '1', published: true },
    { title: 'Secret gearbox plans', week: '2', published: false },
  ]) {
    await page.getByRole('button', { name: 'Add Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Series Item' });
    await textbox(dialog, 'Title').fill(item.title);
    await dialog.getByRole('spinbutton', { name: 'Week Number' }).fill(item.week);
    await textbox(dialog, 'Summary').fill(`What happened in week ${item.week}.`);
    const published = dialog.getByRole('switch', { name: 'Published' });
    await expect(published).toBeChecked();
    if (!item.published) await published.click();
    await dialog.getByRole('button', { name: 'Create Item' }).click();
    // The first item's toast may still be showing when the second one's comes.
    await expect(page.getByText('Series item created successfully!').last()).toBeVisible();
    await expect(dialog).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: 'Series Items (2)' })).toBeVisible();
  const published = page.getByRole('article').filter({ hasText: 'First bolts' });
  await expect(published.getByText('Published', { exact: true })).toBeVisible();
  await expect(published.getByText('Week 1', { exact: true })).toBeVisible();
  const draft = page.getByRole('article').filter({ hasText: 'Secret gearbox plans' });
  await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
  await expect(draft.getByText('Week 2', { exact: true })).toBeVisible();

  // The public page shows only the published item, with its week, and the custom link.
  await page.goto(`/series/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('First bolts')).toBeVisible();
  await expect(page.getByText('Week 1', { exact: true })).toBeVisible();
  await expect(page.getByText('Secret gearbox plans')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Club website/ })).toBeVisible();

  // Edit the series.
  await page.goto('/admin/series');
  await card(page, title)
    .getByRole('button', { name: `Edit Details of ${title}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Series' });
  await expect(edit.getByText('Update your series information')).toBeVisible();
  await expect(textbox(edit, 'Title')).toHaveValue(title);
  await textbox(edit, 'Short Description').fill('Now with a working arm.');
  await edit.getByRole('button', { name: 'Update Series' }).click();
  await expect(page.getByText('Series updated successfully!')).toBeVisible();
  await expect(card(page, title)).toContainText('Now with a working arm.');

  // Delete it through the confirmation, which says what goes with it.
  await card(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete this series?' });
  await expect(confirm).toContainText('2 items');
  await confirm.getByRole('button', { name: 'Delete series' }).click();
  await expect(page.getByText('Series deleted successfully!')).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);

  await page.goto(`/series/${slug}`);
  await expect(page.getByRole('heading', { name: 'Series not found' })).toBeVisible();
});
