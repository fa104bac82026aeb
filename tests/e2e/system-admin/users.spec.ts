import type { Browser, Page } from '@playwright/test';

import { createAccount, type TestAccount } from '../helpers/accounts';
import { demoAccount, signInRequests, signInWithApi, type Credentials } from '../helpers/auth';
import { expect, test, waitForHydration } from '../helpers/fixtures';
import { expectNoA11yViolations } from '../helpers/page-health';

test.beforeEach(async ({ page }) => {
  await signInWithApi(page, demoAccount('System admin'));
});

/** The card of one account on /system-admin/users, found by searching its email. */
async function findUser(page: Page, account: Pick<TestAccount, 'email'>) {
  await page.goto('/system-admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
  const card = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  return card;
}

/** The password the 'Temporary password' dialog shows. */
function temporaryPasswordOf(page: Page) {
  return page.getByRole('dialog', { name: 'Temporary password' }).locator('code');
}

async function confirm(page: Page, button: string) {
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
}

/** Signs in through the /auth form in a browser of its own; answers the page, or the alert. */
async function signInElsewhere(
  browser: Browser,
  baseURL: string | undefined,
  account: Credentials,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  return page;
}

test('a disabled user is refused at sign-in and loses their open session; enabled, they are back', async ({
  page,
  browser,
  baseURL,
}) => {
  const dana = await createAccount('Dana Disabled');
  const danaBrowser = await browser.newContext({ baseURL });
  await signInRequests(danaBrowser.request, dana);

  const card = await findUser(page, dana);
  await expect(card.getByText('In no team.')).toBeVisible();
  await card.getByRole('button', { name: 'Disable: Dana Disabled' }).click();
  await expectNoA11yViolations(page);
  await confirm(page, 'Disable account');
  await expect(page.getByText('Account disabled.')).toBeVisible();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();

  // The session Dana had open ends at once.
  expect(await (await danaBrowser.request.get('/api/auth/session')).json()).toEqual({});
  await danaBrowser.close();
  const refused = await signInElsewhere(browser, baseURL, dana);
  await expect(refused.getByText('Invalid email or password')).toBeVisible();
  await refused.context().close();

  await card.getByRole('button', { name: 'Enable: Dana Disabled' }).click();
  await confirm(page, 'Enable account');
  await expect(page.getByText('Account enabled.')).toBeVisible();
  await expect(card.getByText('Disabled', { exact: true })).toHaveCount(0);
  const welcomed = await signInElsewhere(browser, baseURL, dana);
  await expect(welcomed).toHaveURL('/');
  await welcomed.context().close();
});

test('a user created with a temporary password must choose their own at the first sign-in', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `new.colleague.${Date.now()}@example.test`;
  await page.goto('/system-admin/users');
  await page.getByRole('button', { name: 'New User' }).click();
  await page.getByRole('textbox', { name: 'Full name' }).fill('New Colleague');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully!')).toBeVisible();
  const shown = temporaryPasswordOf(page);
  const temporaryPassword = (await shown.textContent())!.trim();
  expect(temporaryPassword).toMatch(/^[\w-]{16}$/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);

  const colleague = await signInElsewhere(browser, baseURL, { email, password: temporaryPassword });
  await expect(colleague).toHaveURL('/');
  await colleague.goto('/admin');
  await expect(colleague).toHaveURL(/\/auth\/change-password\?callbackUrl=%2Fadmin$/);
  await expect(colleague.getByText('You signed in with a temporary password.')).toBeVisible();
  await expectNoA11yViolations(colleague);
  await colleague.getByLabel('Current password', { exact: true }).fill(temporaryPassword);
  await colleague.getByLabel('New password', { exact: true }).fill('my very own password');
  await colleague.getByRole('button', { name: 'Change Password' }).click();
  await expect(colleague).toHaveURL('/admin');
  await expect(colleague.getByRole('heading', { level: 1 })).toBeVisible();
  await colleague.context().close();

  // The temporary password worked once.
  const again = await signInElsewhere(browser, baseURL, { email, password: temporaryPassword });
  await expect(again.getByText('Invalid email or password')).toBeVisible();
  await again.context().close();
});

test('a password reset ends the old password and shows a temporary one once', async ({
  page,
  browser,
  baseURL,
}) => {
  const rita = await createAccount('Rita Reset');
  const card = await findUser(page, rita);
  await card.getByRole('button', { name: 'Reset password: Rita Reset' }).click();
  await confirm(page, 'Reset password');
  await expect(page.getByText('Password reset.')).toBeVisible();
  const temporaryPassword = (await temporaryPasswordOf(page).textContent())!.trim();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('Must change password')).toBeVisible();

  const old = await signInElsewhere(browser, baseURL, rita);
  await expect(old.getByText('Invalid email or password')).toBeVisible();
  await old.context().close();
  const fresh = await signInElsewhere(browser, baseURL, { ...rita, password: temporaryPassword });
  await expect(fresh).toHaveURL('/');
  await fresh.goto('/system-admin');
  await expect(fresh).toHaveURL(/\/auth\/change-password/);
  await fresh.context().close();
});

test('a system admin cannot revoke or disable themselves', async ({ page }) => {
  const card = await findUser(page, demoAccount('System admin'));
  await expect(card.getByText('You', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Revoke system admin/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Disable/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Reset password/ })).toBeVisible();
});
