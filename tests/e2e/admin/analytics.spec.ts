import { readFile } from 'node:fs/promises';

import { TEAM } from '../../../prisma/seed/team';
import { createAccount, createTeamOwnedBy, query } from '../helpers/accounts';
import {
  addDailyRecord,
  addDailySource,
  addDailyTotal,
  FIRST_STILL_DAY,
  screenshotsOf,
} from '../helpers/analytics-rollups';
import { demoAccount, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { expectAccessibleInLightAndDarkMode, expectNoConsoleErrors } from '../helpers/page-health';

const MINUS = '\u2212';

test('a team sees its readers over 30 days against the 30 before, as a chart, a table and a CSV', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const owner = await createAccount('Ada Analytics');
  const teamId = await createTeamOwnedBy(owner, 'Readers Team');
  const [post] = await query<{ id: string }>(
    `INSERT INTO blog_posts (team_id, title, content, published, published_at)
     VALUES ($1, 'Why we ship on Fridays', '<p>Because.</p>', true, now()) RETURNING id`,
    [teamId],
  );
  // 15 views a day over the 30 days (but today and yesterday, which the rollup job rewrites),
  // after 30 days of 7.
  for (let daysAgo = FIRST_STILL_DAY; daysAgo < 60; daysAgo += 1) {
    const current = daysAgo < 30;
    await addDailyTotal(teamId, daysAgo, {
      views: current ? 15 : 7,
      reads: current ? 4 : 1,
      visitors: current ? 7 : 4,
    });
  }
  await addDailyRecord({ teamId, recordType: 'post', recordId: post!.id }, 2, {
    views: 42,
    reads: 21,
  });
  await addDailySource({ teamId, dimension: 'referrer', value: 'news.example.com' }, 3, 17);
  await addDailySource({ teamId, dimension: 'device', value: 'phone' }, 3, 12);

  await signInWithApi(page, owner);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Analytics' }).first().click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

  const views = page
    .getByRole('term')
    .filter({ hasText: /^Views$/ })
    .locator('..');
  await expect(views).toContainText('420');
  await expect(views).toContainText('+100% on the 30 days before');
  const visitors = page
    .getByRole('term')
    .filter({ hasText: 'daily visitors, summed' })
    .locator('..');
  await expect(visitors).toContainText('196');
  await expect(page.getByText('unique visitors', { exact: false })).toHaveCount(0);
  await expect(
    page.getByRole('img', { name: /Views, reads and daily visitors from/ }),
  ).toBeVisible();
  await expect(page.locator('canvas')).toBeVisible();
  await expect(page.getByRole('row', { name: /Why we ship on Fridays/ })).toContainText('42');
  await expect(page.getByRole('row', { name: /news\.example\.com/ })).toContainText('17');
  await expect(page.getByRole('row', { name: /phone/ })).toContainText('12');
  await screenshotsOf(page, testInfo, 'team-dashboard');
  await expectAccessibleInLightAndDarkMode(page);

  // The table view, by keyboard.
  const tableButton = page.getByRole('button', { name: 'Table' });
  await tableButton.focus();
  await page.keyboard.press('Enter');
  await expect(tableButton).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: /Views, reads and daily visitors from/ });
  await expect(table.getByRole('columnheader', { name: 'Views', exact: true })).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveCount(30);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: /Views, reads and daily visitors/ })).toBeFocused();
  await screenshotsOf(page, testInfo, 'team-dashboard-table');
  await expectAccessibleInLightAndDarkMode(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^analytics-readers-team-\d{4}-\d\d-\d\d-to-/);
  const csv = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(csv[0]).toBe(
    '"Day","Views","Reads","Daily visitors","Day before","Views before","Reads before","Daily visitors before"',
  );
  expect(csv).toHaveLength(32);
  // Two days ago (today is the last row), and its day of the period before.
  expect(csv[28]).toMatch(/^"\d{4}-\d\d-\d\d","15","4","7","\d{4}-\d\d-\d\d","7","1","4"$/);

  // Another period asks again: 7 days against the 7 before.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  // Five days of 15 (today and yesterday have none) against seven of 15.
  await expect(views).toContainText('75');
  await expect(views).toContainText(`${MINUS}29% on the 7 days before`);
  await expectNoConsoleErrors(page, consoleErrors);
});

test('a team without views yet is told so', async ({ page }) => {
  const owner = await createAccount('Quiet Owner');
  await createTeamOwnedBy(owner, 'Quiet Team');
  await signInWithApi(page, owner);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { name: 'No views yet' })).toBeVisible();
});

test("a series' readers week by week show where it loses them, and each item's editor its figures", async ({
  page,
}, testInfo) => {
  // A series of its own: the demo series carries the demo's history.
  const owner = await createAccount('Wes Weekly');
  const teamId = await createTeamOwnedBy(owner, 'Weekly Team');
  const [series] = await query<{ id: string; slug: string; title: string }>(
    `INSERT INTO series (team_id, title, slug, description, start_date)
     VALUES ($1, 'Six Weeks of Robots', 'six-weeks-of-robots-' || substr(md5(random()::text), 1, 8),
       'A build in public.', (now() AT TIME ZONE 'UTC')::date - 60)
     RETURNING id, slug, title`,
    [teamId],
  );
  const views = [220, 200, 90, 120, 110, 100];
  const items = await query<{ id: string; title: string }>(
    `INSERT INTO series_items (series_id, title, summary, week_number, item_order, published)
     SELECT $1, 'Robots week ' || week, 'What we built.', week, week, true
     FROM generate_series(1, 6) AS week ORDER BY week
     RETURNING id, title`,
    [series!.id],
  );
  for (const [index, item] of items.entries()) {
    await addDailyRecord({ teamId, recordType: 'item', recordId: item.id }, 5, {
      views: views[index]!,
      reads: views[index]! / 2,
      feedReaders: 6,
    });
  }
  await addDailySource(
    { teamId, recordId: items[0]!.id, dimension: 'referrer', value: 'forum.example' },
    5,
    33,
  );

  await signInWithApi(page, owner);
  await page.goto('/admin/series');
  await page.getByRole('link', { name: `Readers of ${series!.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Readers Week by Week' })).toBeVisible();
  const third = items[2]!;
  await expect(page.getByText('Where the series loses readers')).toBeVisible();
  await expect(page.getByText(`${MINUS}55%`).first()).toBeVisible();
  const dropRow = page.getByRole('row', { name: /Largest drop/ });
  await expect(dropRow).toContainText(third.title);
  await expect(dropRow).toContainText('90');
  await expect(dropRow).toContainText('50%');
  await expect(page.locator('canvas')).toBeVisible();
  await screenshotsOf(page, testInfo, 'series-readers');
  await expectAccessibleInLightAndDarkMode(page);

  await page.getByRole('button', { name: 'Table' }).click();
  await expect(
    page
      .getByRole('table', { name: new RegExp(`Readers of ${series!.title}`) })
      .getByRole('rowheader'),
  ).toHaveCount(items.length);

  // The first item's editor: its readers of the last 30 days.
  await page.goto(`/admin/series/${series!.slug}/items`);
  await page.getByRole('button', { name: `Edit ${items[0]!.title}` }).click();
  const panel = page.getByRole('region', { name: 'Readers (last 30 days)' });
  await expect(panel.getByRole('definition').first()).toHaveText('220');
  await expect(panel).toContainText('50%');
  await expect(panel.getByRole('row', { name: /forum\.example/ })).toContainText('33');
  await panel.scrollIntoViewIfNeeded();
  await screenshotsOf(page, testInfo, 'item-editor-readers');
});

test("a post's editor shows its readers of the last 30 days", async ({ page }, testInfo) => {
  const [post] = await query<{ id: string }>(
    `SELECT id FROM blog_posts WHERE team_id = $1 AND title = 'Our Demo Day Checklist'`,
    [TEAM.id!],
  );
  await addDailyRecord(
    { teamId: TEAM.id!, recordType: 'post', recordId: post!.id },
    FIRST_STILL_DAY,
    {
      views: 64,
      reads: 16,
    },
  );
  await signInWithApi(page, demoAccount('System admin'));
  await page.goto(`/admin/blog/${post!.id}`);
  const panel = page.getByRole('region', { name: 'Readers (last 30 days)' });
  await expect(panel.getByRole('definition').nth(0)).toHaveText('64');
  await expect(panel.getByRole('definition').nth(1)).toHaveText('16');
  await expect(panel.getByRole('definition').nth(2)).toHaveText('25%');
  await expect(panel).toContainText('No other site sent readers.');
  await panel.scrollIntoViewIfNeeded();
  await screenshotsOf(page, testInfo, 'post-editor-readers');
});
