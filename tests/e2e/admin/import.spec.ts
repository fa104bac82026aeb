import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { createAccount, createTeamOwnedBy } from '../helpers/accounts';
import { demoAccount, signInRequests, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { expectNoA11yViolations, inLightAndDarkMode } from '../helpers/page-health';

/** A Ghost 5 export of two posts and their author, with ids of this run. */
function ghostExport(run: string) {
  const post = (n: number, status: string, title: string) => ({
    id: `${run}${n}`,
    title,
    html: `<p>Imported body ${n}.</p>`,
    type: 'post',
    status,
    created_at: '2024-05-01T10:00:00.000Z',
    published_at: status === 'published' ? '2024-05-02T10:00:00.000Z' : null,
  });
  return JSON.stringify({
    db: [
      {
        meta: { exported_on: Date.now(), version: '5.80.0' },
        data: {
          posts: [
            post(1, 'published', `Imported from Ghost ${run}`),
            post(2, 'draft', `Imported draft ${run}`),
            { ...post(3, 'published', 'Our about page'), type: 'page' },
          ],
          users: [{ id: `${run}u`, name: 'Ghost Writer' }],
          posts_authors: [
            { post_id: `${run}1`, author_id: `${run}u` },
            { post_id: `${run}2`, author_id: `${run}u` },
          ],
          tags: [{ id: `${run}t`, name: 'From Ghost' }],
          posts_tags: [{ post_id: `${run}1`, tag_id: `${run}t` }],
        },
      },
    ],
  });
}

test('a team admin checks a Ghost export, starts the import and watches it finish', async ({
  page,
}, testInfo) => {
  // axe runs twice, and the import's job runs in the server's worker.
  test.setTimeout(90_000);
  const run = `e2e${Date.now()}`;
  await signInWithApi(page, demoAccount('Team editor'));
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Team admin' })
    .getByRole('link', { name: 'Import', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();

  await page.getByLabel('File').setInputFiles({
    name: 'ghost-export.json',
    mimeType: 'application/json',
    buffer: Buffer.from(ghostExport(run)),
  });
  await page.getByRole('button', { name: 'Check file' }).click();

  const report = page.getByRole('region', { name: 'What will be imported' });
  await expect(report.getByRole('heading', { name: 'What will be imported' })).toBeVisible();
  await expect(report.getByText('Ghost 5.80.0 export.')).toBeVisible();
  await expect(
    report.getByText('Of the posts: 1 published, 1 draft(s), 0 scheduled.'),
  ).toBeVisible();
  await expect(report.getByText('A page, not a post: Teamfolio has no pages.')).toBeVisible();
  await inLightAndDarkMode(page, () => expectNoA11yViolations(page));

  const folder = process.env.E2E_SCREENSHOTS_DIR ?? testInfo.outputDir;
  await mkdir(folder, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({
        path: path.join(testInfo.outputDir, `import-${width}-${colorScheme}.png`),
        fullPage: true,
      });
    }
  }
  if (process.env.E2E_SCREENSHOTS_DIR) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: path.join(folder, 'import.jpg'), type: 'jpeg', quality: 80 });
  }

  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByText('Created 2 post(s), 0 series item(s) and 1 team profile(s).'),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );

  await page.getByRole('link', { name: 'Go to the blog' }).click();
  await expect(page.getByText(`Imported from Ghost ${run}`)).toBeVisible();
  await expect(page.getByText(`Imported draft ${run}`)).toBeVisible();
});

test('a file that is not a Ghost export is refused, naming what is wrong', async ({ page }) => {
  await signInWithApi(page, demoAccount('Team editor'));
  await page.goto('/admin/import');
  await page.getByLabel('File').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      '{"db": [{"meta": {"version": "5.0.0"}, "data": {"posts": [{"id": "p1"}]}}]}',
    ),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ghost export' })).toHaveText(
    'Ghost export, posts[0] (id p1), field title: Title is required.',
  );
  await expect(page.getByRole('button', { name: 'Start import' })).toHaveCount(0);
});

test('files made to stop the server are refused while the site keeps answering', async ({
  request,
}) => {
  // The slowest file runs into the reader's 10-second limit.
  test.setTimeout(90_000);
  // Anyone may make a team and so import into it: the attacker is an account of its own.
  const attacker = await createAccount('Import Attacker');
  const teamId = await createTeamOwnedBy(attacker, 'Import attack');
  await signInRequests(request, attacker);
  const frontMatter = '---\ntitle: Attack\n---\n';
  const files = [
    {
      kind: 'ghost',
      body: `{"db":[{"meta":{"version":"5.0"},"data":{"posts":[${'[],'.repeat(2_700_000)}[]]}}]}`,
      status: 413,
      message: /^The file holds too many values/,
    },
    {
      kind: 'markdown',
      body: frontMatter + '_a'.repeat(50_000),
      status: 400,
      message: /^The file took longer than 2 seconds to read/,
    },
    {
      kind: 'markdown',
      body: frontMatter + '>'.repeat(10_000),
      status: 500,
      message: /^Something went wrong on our side\. Reference: \w+$/,
    },
  ];
  for (const { kind, body, status, message } of files) {
    let answered = false;
    const sent = request
      .post(`/api/import?teamId=${teamId}&kind=${kind}&mode=preview`, { data: Buffer.from(body) })
      .finally(() => (answered = true));
    // A visitor's requests while the file is read: each answers within a second.
    while (!answered) {
      const started = Date.now();
      expect((await request.get('/')).ok()).toBe(true);
      expect(Date.now() - started).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const response = await sent;
    expect(((await response.json()) as { message: string }).message).toMatch(message);
    expect(response.status()).toBe(status);
  }
});
