import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import sharp from 'sharp';

import { demoAccount, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { expectNoA11yViolations, inLightAndDarkMode } from '../helpers/page-health';

test('a team admin exports the team, sees the archive grow until it downloads, and reads it back in a dry run', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInWithApi(page, demoAccount('Team editor'));
  await page.goto('/admin');
  // A slow connection, so the archive takes a few seconds and its progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 24 * 1024,
    uploadThroughput: -1,
  });

  const downloaded = page.waitForEvent('download');
  const button = page.getByRole('button', { name: 'Export Team' });
  await button.click();
  const progress = page.getByRole('button', { name: /^Exporting… \d+(\.\d)? (KB|MB)$/ });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Exporting…' })).toBeAttached();
  await expect(progress).not.toHaveText('Exporting… 0 KB');

  const folder = process.env.E2E_SCREENSHOTS_DIR ?? testInfo.outputDir;
  await mkdir(folder, { recursive: true });
  const header = page.locator('main');
  await page.screenshot({ path: path.join(testInfo.outputDir, 'export-1280-light.png') });
  await sharp(path.join(testInfo.outputDir, 'export-1280-light.png'))
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(path.join(folder, 'export.jpg'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: path.join(testInfo.outputDir, 'export-1280-dark.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await header.screenshot({
      path: path.join(testInfo.outputDir, `export-390-${colorScheme}.png`),
    });
  }

  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(
    /^teamfolio-export-northwind-innovation-lab-\d{4}-\d{2}-\d{2}\.tar\.gz$/,
  );
  const file = path.join(testInfo.outputDir, download.suggestedFilename());
  await download.saveAs(file);
  const tar = gunzipSync(await readFile(file)).toString('latin1');
  expect(tar).toContain('manifest.json');
  expect(tar).toContain('"format": "teamfolio-export"');
  await expect(page.getByRole('button', { name: 'Export Team' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Export downloaded: / })).toBeAttached();
  await inLightAndDarkMode(page, () => expectNoA11yViolations(page));

  // The archive read back by the Import screen's dry run (not started: it would copy the demo
  // team's content into itself).
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/import');
  await page.getByLabel('Source').selectOption({ label: 'Teamfolio export (.tar.gz)' });
  await page.getByLabel('File').setInputFiles(file);
  await page.getByRole('button', { name: 'Check file' }).click();
  const report = page.getByRole('region', { name: 'What will be imported' });
  await expect(report.getByText('Teamfolio export.')).toBeVisible();
  await expect(report.getByText('Series', { exact: true })).toBeVisible();
  await expect(
    report.getByText(/\/series\/8-week-ai-hackathon is taken on this site/),
  ).toBeVisible();
  await expect(report.getByText(/Accounts, teams and members are not imported/)).toBeVisible();
  await inLightAndDarkMode(page, () => expectNoA11yViolations(page));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({
        path: path.join(testInfo.outputDir, `import-teamfolio-${width}-${colorScheme}.png`),
        fullPage: true,
      });
    }
  }
});

test('an export the server is busy with says to try again in a minute', async ({ page }) => {
  await signInWithApi(page, demoAccount('Team editor'));
  await page.goto('/admin');
  // The server answers 429 while another export runs; one is faked here rather than raced.
  await page.route('**/api/export?**', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '60' },
      body: JSON.stringify({ message: 'An export is already running. Try again in a minute.' }),
    }),
  );
  await page.getByRole('button', { name: 'Export Team' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'An export is already running. Try again in a minute.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Team' })).toBeFocused();
});
