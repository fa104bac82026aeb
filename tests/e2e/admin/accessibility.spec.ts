import type { Page } from '@playwright/test';

import { demoAccount, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { standInForYouTube } from '../helpers/offline-youtube';
import { expectAccessibleInLightAndDarkMode, expectNoConsoleErrors } from '../helpers/page-health';
import { SIGNED_IN_SCREENS } from '../helpers/signed-in-screens';

async function openScreen(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
}

/**
 * Opens the dialog by keyboard and checks it with axe in both colour schemes; then Tab goes round
 * until focus comes back to where it started, every stop inside the dialog; Escape closes it and
 * focus returns to the button that opened it.
 */
async function expectAccessibleDialog(page: Page, opener: string, dialog: string) {
  const button = page.getByRole('button', { name: opener, exact: true });
  await expect(button).toBeEnabled();
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: dialog });
  await expect(page.getByRole('heading', { name: dialog })).toBeVisible();
  await expectAccessibleInLightAndDarkMode(page);

  await page.keyboard.press('Tab');
  const firstStop = await page.evaluateHandle(() => document.activeElement);
  let cameBackRound = false;
  for (let step = 0; step < 60 && !cameBackRound; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await panel.evaluate(
      (element, first) => ({
        inside: element.contains(document.activeElement),
        atFirst: document.activeElement === first,
      }),
      firstStop,
    );
    expect(focus.inside, `focus stays inside '${dialog}'`).toBe(true);
    cameBackRound = focus.atFirst;
  }
  expect(cameBackRound, `focus wraps round '${dialog}'`).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(button).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await standInForYouTube(page);
  await signInWithApi(page, demoAccount('System admin'));
});

// One page load a screen: the screen itself, then each of its dialogs in turn.
for (const { path, ready, dialogs = [] } of SIGNED_IN_SCREENS) {
  const andDialogs = dialogs.length ? ' and its dialogs' : '';
  test(`${path}${andDialogs}: no accessibility violation in light or dark mode, no console error`, async ({
    page,
    consoleErrors,
  }) => {
    await openScreen(page, path, ready);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoConsoleErrors(page, consoleErrors);
    await expectAccessibleInLightAndDarkMode(page);
    for (const { opener, dialog } of dialogs) {
      await test.step(`'${dialog}': axe in light and dark mode; focus stays inside, Escape closes, focus returns`, () =>
        expectAccessibleDialog(page, opener, dialog));
    }
  });
}

test('closing a dialog with unsaved edits asks first', async ({ page }) => {
  await page.goto('/admin/series');
  await page.getByRole('button', { name: 'New Series' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Series' });
  await create.getByRole('textbox', { name: 'Title', exact: true }).fill('Half-written');

  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(create.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Half-written',
  );

  await create.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(create).toHaveCount(0);
});
