import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import type { Locator, Page } from '@playwright/test';

import { createAccount, createTeamOwnedBy, query } from '../helpers/accounts';
import { signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import {
  expectNoA11yViolations,
  inLightAndDarkMode,
  transitionsEnded,
} from '../helpers/page-health';

const DEMO_VIDEO = {
  name: 'demo.mp4',
  mimeType: 'video/mp4',
  buffer: readFileSync(path.join(process.cwd(), 'public/demo/inbox-copilot-demo.mp4')),
};

/** A team of the test's own, its owner signed in: its storage holds only what the test puts. */
async function ownTeam(page: Page, label: string): Promise<string> {
  const owner = await createAccount(`${label} Owner`);
  const teamId = await createTeamOwnedBy(owner, `${label} Team`);
  await signInWithApi(page, owner);
  return teamId;
}

const meter = (page: Page) => page.getByRole('meter', { name: 'Storage used' });

/** The names of the buttons in `dialog` that a toast is drawn over, once the toasts are still. */
async function buttonsUnderAToast(page: Page, dialog: Locator): Promise<string[]> {
  await page.evaluate(transitionsEnded);
  return dialog.evaluate((element) => {
    const toasts = [...document.querySelectorAll('[data-sonner-toast]')].map((toast) =>
      toast.getBoundingClientRect(),
    );
    const covered = (box: DOMRect) =>
      toasts.some(
        (toast) =>
          box.left < toast.right &&
          toast.left < box.right &&
          box.top < toast.bottom &&
          toast.top < box.bottom,
      );
    return [...element.querySelectorAll('button')]
      .filter((button) => covered(button.getBoundingClientRect()))
      .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
  });
}

test('the media screen shows the storage a team uses, and a deleted file gives it back', async ({
  page,
}) => {
  test.slow();
  await ownTeam(page, 'Storage');
  await page.goto('/admin/media');
  await expect(page.getByText('Storage: 0 KB of 1 GB')).toBeVisible();
  await expect(meter(page)).toHaveAttribute('aria-valuetext', '0 KB of 1 GB');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Add Media' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Media' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Demo clip');
  await dialog.getByLabel('Upload file').setInputFiles(DEMO_VIDEO);
  await expect(page.getByText('Video uploaded successfully!')).toBeVisible();
  // A toast over the dialog's buttons hid them, and stayed while the pointer rested on it.
  expect(await buttonsUnderAToast(page, dialog)).toEqual([]);
  const fileUrl = await dialog.getByRole('textbox', { name: 'File URL' }).inputValue();
  await dialog.getByRole('button', { name: 'Add Media' }).click();
  await expect(page.getByText('Media added successfully!')).toBeVisible();
  await expect(page.getByText('Storage: 54 KB of 1 GB')).toBeVisible();
  expect((await page.request.get(fileUrl)).status()).toBe(200);

  await page.getByRole('button', { name: 'Delete Demo clip' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this media item?' })
    .getByRole('button', { name: 'Delete media' })
    .click();
  await expect(page.getByText('Media deleted successfully!')).toBeVisible();
  await expect(page.getByText('Storage: 0 KB of 1 GB')).toBeVisible();
  expect((await page.request.get(fileUrl)).status()).toBe(404);
});

test('screenshots of the storage meter, desktop and phone, light and dark', async ({
  page,
}, testInfo) => {
  const teamId = await ownTeam(page, 'Storage Shots');
  // 870 MB already stored: the meter warns.
  await query('INSERT INTO stored_files (team_id, url, bytes) VALUES ($1, $2, $3)', [
    teamId,
    `/api/uploads/media/${teamId.replace(/-/g, '').slice(0, 16)}-1700000000000.mp4`,
    870 * 1024 * 1024,
  ]);
  const folder = process.env.E2E_SCREENSHOTS_DIR ?? testInfo.outputDir;
  await mkdir(folder, { recursive: true });

  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/media');
    await expect(page.getByText('Storage: 870 MB of 1 GB')).toBeVisible();
    await expect(page.getByText('84% used')).toBeVisible();
    await inLightAndDarkMode(page, async (scheme) => {
      const file = path.join(folder, `media-storage-${device}-${scheme}.png`);
      await page.screenshot({ path: file });
      await testInfo.attach(`${device} ${scheme}`, { path: file, contentType: 'image/png' });
    });
  }
});
