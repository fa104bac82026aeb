import { createAccount, createTeamOwnedBy, query } from '../helpers/accounts';
import { addDailyTotal, FIRST_STILL_DAY, screenshotsOf } from '../helpers/analytics-rollups';
import { demoAccount, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { expectAccessibleInLightAndDarkMode } from '../helpers/page-health';

/** A day no other test counts in: far before any dashboard's period. */
const OLD_DAY = '2020-02-03';

test('a system admin sees the whole site, each team and what was dropped, and deletes a range of days', async ({
  page,
}, testInfo) => {
  // A team of its own (the whole site's figures hold the demo's history): 100 views a day from
  // two days ago (today and yesterday are the rollup job's) to seven days ago.
  const teamName = `Site Check ${Date.now()}`;
  const teamId = await createTeamOwnedBy(await createAccount('Sita Check'), teamName);
  for (let daysAgo = FIRST_STILL_DAY; daysAgo <= 7; daysAgo += 1) {
    await addDailyTotal(teamId, daysAgo, { views: 100, reads: 30, visitors: 60 });
  }
  await query(
    `INSERT INTO analytics_daily_drops (day, reason, count)
     VALUES ((now() AT TIME ZONE 'UTC')::date - 2, 'bot', 41)
     ON CONFLICT (day, reason) DO UPDATE SET count = analytics_daily_drops.count + 41`,
    [],
  );
  // Bots of the last 7 days (the demo's drop counts included): what the screen must show.
  const [bots] = await query<{ count: string }>(
    `SELECT sum(count) AS count FROM analytics_daily_drops
     WHERE reason = 'bot' AND day > (now() AT TIME ZONE 'UTC')::date - 7`,
    [],
  );
  await query(
    `INSERT INTO analytics_daily_totals (day, team_id, views, reads, visitors)
     VALUES ($1::date, NULL, 5, 1, 2) ON CONFLICT (team_id, day) DO NOTHING`,
    [OLD_DAY],
  );

  await signInWithApi(page, demoAccount('System admin'));
  await page.goto('/system-admin');
  await page.getByRole('link', { name: 'Analytics' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site Analytics' })).toBeVisible();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const views = page
    .getByRole('term')
    .filter({ hasText: /^Views$/ })
    .locator('..');
  await expect(page.getByRole('row', { name: /Bot user agent/ })).toContainText(
    Number(bots!.count).toLocaleString('en-US'),
  );
  // The team's 7 days end today: two to six days ago are in, the seventh day ago not.
  await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: teamName });
  await expect(views).toContainText('500');
  await screenshotsOf(page, testInfo, 'site-dashboard');
  await expectAccessibleInLightAndDarkMode(page);

  // The last day before the first is refused beside its field.
  await page.getByLabel('First day').fill('2020-02-05');
  await page.getByLabel('Last day').fill('2020-02-01');
  await page.getByRole('button', { name: 'Delete analytics data' }).click();
  await expect(page.getByText('The last day must not be before the first.')).toBeVisible();

  await page.getByLabel('First day').fill('2020-02-01');
  await page.getByLabel('Last day').fill('2020-02-05');
  await page.getByRole('button', { name: 'Delete analytics data' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Delete analytics data?' })).toBeVisible();
  await expect(dialog).toContainText('from 2020-02-01 to 2020-02-05');
  await dialog.getByRole('button', { name: 'Delete analytics data' }).click();
  await expect(page.getByText('Analytics data deleted')).toBeVisible();
  // Only the old day held figures in that range.
  await expect(page.getByText(/the figures of 1 day are gone/)).toBeVisible();
  expect(
    await query('SELECT 1 FROM analytics_daily_totals WHERE day = $1::date', [OLD_DAY]),
  ).toHaveLength(0);
  // The days outside the range stay.
  await expect(views).toContainText('500');
});
