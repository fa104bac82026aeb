import type { Page } from '@playwright/test';

import { demoAccount, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import {
  expectAccessibleInLightAndDarkMode,
  expectNoA11yViolations,
  expectNoConsoleErrors,
} from '../helpers/page-health';

/** Every screen of the system area this suite covers, with its heading and a sign it loaded. */
const SCREENS = [
  { path: '/system-admin', heading: 'System Admin Dashboard', loaded: 'View the audit log' },
  { path: '/system-admin/teams', heading: 'Teams', loaded: 'Members' },
  { path: '/system-admin/users', heading: 'Users', loaded: 'Reset password' },
  { path: '/system-admin/social-platforms', heading: 'Social Platforms', loaded: 'Deactivate' },
  { path: '/system-admin/user-socials', heading: 'User Socials', loaded: 'Edit' },
  { path: '/system-admin/series', heading: 'Series', loaded: 'Delete' },
  { path: '/system-admin/blog', heading: 'Blog', loaded: 'Delete' },
  { path: '/system-admin/projects', heading: 'Projects', loaded: 'Delete' },
  { path: '/system-admin/media', heading: 'Media', loaded: 'Delete' },
  { path: '/system-admin/subscribers', heading: 'Blog subscribers', loaded: 'No subscribers yet' },
  { path: '/system-admin/messages', heading: 'Messages', loaded: null },
  { path: '/system-admin/audit', heading: 'Audit Log', loaded: null },
];

async function openScreen(page: Page, { path, heading, loaded }: (typeof SCREENS)[number]) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (loaded) {
    await expect(page.getByText(loaded, { exact: true }).first()).toBeVisible();
  } else {
    await expect(page.getByRole('status')).toHaveCount(0);
  }
}

test.beforeEach(async ({ page }) => {
  await signInWithApi(page, demoAccount('System admin'));
});

for (const screen of SCREENS) {
  test(`${screen.path}: no accessibility violation in light or dark mode, no console error`, async ({
    page,
    consoleErrors,
  }) => {
    await openScreen(page, screen);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoConsoleErrors(page, consoleErrors);
    await expectAccessibleInLightAndDarkMode(page);
  });
}

test('the delete confirmation of a cross-team list: no accessibility violation', async ({
  page,
}) => {
  await page.goto('/system-admin/series');
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Delete this series?' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Its items and links go with it.');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('someone who is not a system admin is turned away from the new screens', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithApi(page, demoAccount('Team editor'));
  for (const path of ['/system-admin/blog', '/system-admin/messages', '/system-admin/audit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  }
  await context.close();
});
