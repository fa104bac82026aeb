import type { Page } from '@playwright/test';

import { HACKATHON_SERIES_ID, SERIES } from '../../../prisma/seed/series';
import { TEAM } from '../../../prisma/seed/team';
import { demoAccount, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { standInForYouTube } from '../helpers/offline-youtube';
import { expectAccessibleInLightAndDarkMode, expectNoConsoleErrors } from '../helpers/page-health';

const HACKATHON = SERIES.find((series) => series.id === HACKATHON_SERIES_ID)!;

/** Every signed-in screen, with a text that shows once its content has loaded. */
const SCREENS = [
  { path: '/admin', ready: 'Admin Dashboard' },
  { path: '/admin/series', ready: HACKATHON.title },
  { path: `/admin/series/${HACKATHON.slug}/items`, ready: 'Series Items (8)' },
  { path: '/admin/blog', ready: 'Our Demo Day Checklist' },
  { path: '/admin/projects', ready: 'Inbox Copilot' },
  { path: '/admin/media', ready: 'Kickoff Whiteboard' },
  { path: '/admin/profiles', ready: 'Maya Chen' },
  { path: '/admin/import', ready: 'Choose a file' },
  { path: '/teams', ready: TEAM.name },
  { path: '/teams/create', ready: 'Create Team' },
  { path: `/teams/${TEAM.slug}/members`, ready: 'Members (2)' },
  { path: '/system-admin', ready: 'System Admin Dashboard' },
];

/** The dialogs of the series screens, each with the button that opens it. */
const DIALOGS = [
  { path: '/admin/series', opener: 'New Series', dialog: 'Create New Series' },
  {
    path: '/admin/series',
    opener: `Edit Details of ${HACKATHON.title}`,
    dialog: 'Edit Series',
  },
  { path: '/admin/series', opener: `Delete ${HACKATHON.title}`, dialog: 'Delete this series?' },
  {
    path: `/admin/series/${HACKATHON.slug}/items`,
    opener: 'Add Item',
    dialog: 'Create New Series Item',
  },
  { path: '/admin/blog', opener: 'Delete Our Demo Day Checklist', dialog: 'Delete this post?' },
  { path: '/admin/media', opener: 'Add Media', dialog: 'Add Media' },
  { path: '/admin/media', opener: 'Edit Kickoff Whiteboard', dialog: 'Edit Media' },
  { path: '/admin/profiles', opener: 'Add Team Member', dialog: 'Add Team Member' },
  { path: '/admin/profiles', opener: 'Edit Maya Chen', dialog: 'Edit Team Member' },
];

async function openScreen(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await standInForYouTube(page);
  await signInWithApi(page, demoAccount('System admin'));
});

for (const { path, ready } of SCREENS) {
  test(`${path}: no accessibility violation in light or dark mode, no console error`, async ({
    page,
    consoleErrors,
  }) => {
    await openScreen(page, path, ready);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoConsoleErrors(page, consoleErrors);
    await expectAccessibleInLightAndDarkMode(page);
  });
}

test.describe('every dialog: no accessibility violation, and it works by keyboard alone', () => {
  for (const { path, opener, dialog } of DIALOGS) {
    test(`'${dialog}': axe in light and dark mode; focus stays inside, Escape closes, focus returns`, async ({
      page,
    }) => {
      await page.goto(path);
      const button = page.getByRole('button', { name: opener, exact: true });
      await expect(button).toBeEnabled();
      await button.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: dialog });
      await expect(page.getByRole('heading', { name: dialog })).toBeVisible();
      await expectAccessibleInLightAndDarkMode(page);

      // Tab until focus comes back round to where it started: every stop is inside the dialog.
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
        expect(focus.inside).toBe(true);
        cameBackRound = focus.atFirst;
      }
      expect(cameBackRound, 'focus wraps round the dialog').toBe(true);
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(button).toBeFocused();
    });
  }
});

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
