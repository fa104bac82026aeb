import type { Page } from '@playwright/test';

import { createAccount, uniqueSuffix } from '../helpers/accounts';
import { demoAccount, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { liftWithKeyboard } from '../helpers/keyboard-drag';
import { expectNoA11yViolations } from '../helpers/page-health';

test.beforeEach(async ({ page }) => {
  await signInWithApi(page, demoAccount('System admin'));
});

function platformNames(page: Page) {
  return page.getByRole('list', { name: 'Social platforms' }).getByRole('heading', { level: 2 });
}

async function confirm(page: Page, button: string) {
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
}

test('a platform is created, reordered by keyboard, shown on /contact once active, and deleted', async ({
  page,
}) => {
  test.slow();
  const name = `Codeberg ${uniqueSuffix()}`;
  await page.goto('/system-admin/social-platforms');
  await expect(platformNames(page).first()).toBeVisible();

  await page.getByRole('button', { name: 'New Platform' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Platform' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Icon').selectOption('website');
  const active = dialog.getByRole('switch', { name: 'Active' });
  await expect(active).toBeChecked();
  await active.click();
  await expect(active).not.toBeChecked();
  await dialog.getByLabel('Base URL').fill('not a url');
  await expectNoA11yViolations(page);
  await dialog.getByLabel('Base URL').press('Enter');
  await expect(dialog.getByLabel('Base URL')).toHaveAccessibleDescription(/http/);
  await dialog.getByLabel('Base URL').fill('https://codeberg.org/');
  await dialog.getByLabel('Base URL').press('Enter');
  await expect(page.getByText('Platform created successfully!')).toBeVisible();

  // A new platform goes last; inactive, it is not on the Contact page.
  await expect(platformNames(page).last()).toHaveText(name);
  const names = await platformNames(page).allTextContents();
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();

  // Lift it by its handle with the keyboard and move it up one place.
  await liftWithKeyboard(page, name, { position: names.length, of: names.length });
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`${name} moved to position ${names.length - 1} of`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Platform order saved')).toBeVisible();
  await page.reload();
  await expect(platformNames(page)).toHaveText([...names.slice(0, -2), name, names.at(-2)!]);

  await page.goto('/contact');
  const social = page.getByRole('region', { name: 'Connect With Us' });
  await expect(social.getByRole('link', { name, exact: true })).toHaveCount(0);

  await page.goto('/system-admin/social-platforms');
  await card.getByRole('button', { name: `Activate ${name}` }).click();
  await expect(page.getByText('Platform activated')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await page.goto('/contact');
  await expect(social.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    'https://codeberg.org/',
  );

  await page.goto('/system-admin/social-platforms');
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('dialog')).toContainText('with its 0 links');
  await expectNoA11yViolations(page);
  await confirm(page, 'Delete platform');
  await expect(page.getByText('Platform deleted successfully!')).toBeVisible();
  await expect(platformNames(page)).toHaveText(names.slice(0, -1));
  await page.goto('/contact');
  await expect(social.getByRole('link', { name, exact: true })).toHaveCount(0);
});

test("a user's link is added through the user search, found by filters, edited and deleted", async ({
  page,
}) => {
  const erin = await createAccount(`Erin Links ${uniqueSuffix()}`);
  await page.goto('/system-admin/user-socials');
  await expect(page.getByRole('heading', { level: 1, name: 'User Socials' })).toBeVisible();

  await page.getByRole('button', { name: 'New Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Link' });
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  await expect(dialog.getByText('Choose a user.')).toBeVisible();
  await dialog.getByLabel('User').fill(erin.fullName);
  await page.getByRole('option', { name: new RegExp(erin.email.replaceAll('.', '\\.')) }).click();
  await dialog.getByLabel('Platform').selectOption({ label: 'GitHub' });
  await dialog.getByLabel('URL').fill('https://github.com/erin');
  await expectNoA11yViolations(page);
  await dialog.getByLabel('URL').press('Enter');
  await expect(page.getByText('Link created successfully!')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search users' }).fill(erin.email);
  const links = page.getByRole('list', { name: 'User social links' }).getByRole('listitem');
  await expect(links).toHaveCount(1);
  await expect(links).toContainText('https://github.com/erin');
  await page.getByLabel('Platform').selectOption({ label: 'LinkedIn' });
  await expect(page.getByText('No links match')).toBeVisible();
  await page.getByLabel('Platform').selectOption({ label: 'GitHub' });
  await expect(links).toHaveCount(1);

  await links.getByRole('button', { name: `Edit ${erin.fullName} on GitHub` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Link' });
  await edit.getByLabel('URL').fill('https://github.com/erin-renamed');
  await edit.getByLabel('URL').press('Enter');
  await expect(page.getByText('Link updated successfully!')).toBeVisible();
  await expect(links).toContainText('https://github.com/erin-renamed');

  await links.getByRole('button', { name: `Delete ${erin.fullName} on GitHub` }).click();
  await confirm(page, 'Delete link');
  await expect(page.getByText('Link deleted successfully!')).toBeVisible();
  await expect(page.getByText('No links match')).toBeVisible();

  // The audit log names the change and who made it.
  await page.goto('/system-admin/audit');
  await expect(page.getByText(`${erin.fullName} on GitHub`).first()).toBeVisible();
});
