import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { HACKATHON_SERIES_ID, SERIES } from '../../../prisma/seed/series';
import { demoAccount, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';

const HACKATHON = SERIES.find((series) => series.id === HACKATHON_SERIES_ID)!;

/**
 * The README's screenshot of the series editor: written to $E2E_SCREENSHOTS_DIR/series-editor.jpg
 * when that is set (E2E_SCREENSHOTS_DIR=docs/screenshots), else to this test's output folder.
 */
test('screenshot of the series editor', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithApi(page, demoAccount('System admin'));
  await page.goto('/admin/series');
  await page.getByRole('button', { name: `Edit Details of ${HACKATHON.title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Series' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);

  const folder = process.env.E2E_SCREENSHOTS_DIR ?? testInfo.outputDir;
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, 'series-editor.jpg');
  await page.screenshot({ path: file, type: 'jpeg', quality: 80 });
  await testInfo.attach('series editor', { path: file, contentType: 'image/jpeg' });
});
