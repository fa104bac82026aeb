import { query } from './helpers/accounts';
import { expect, test } from './helpers/fixtures';
import { blogPostPath, projectPath } from '../../src/lib/public-paths';

/** A browser as readers have it; Playwright's Chromium otherwise says it is automated. */
const READER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function firstId(table: 'blog_posts' | 'projects', offset: number): Promise<string> {
  const [row] = await query<{ id: string }>(
    `SELECT id FROM ${table} WHERE published ORDER BY created_at, id OFFSET $1 LIMIT 1`,
    [offset],
  );
  return row!.id;
}

/** The events of one record since `since`, by kind, once the instance has flushed them. */
async function eventsOf(recordId: string, since: Date) {
  const rows = await query<{ kind: string; count: number }>(
    `SELECT kind::text, count(*)::int AS count FROM analytics_events
     WHERE record_id = $1 AND occurred_at >= $2 GROUP BY kind`,
    [recordId, since],
  );
  return Object.fromEntries(rows.map((row) => [row.kind, row.count]));
}

async function automationDrops(): Promise<number> {
  const [row] = await query<{ count: number | null }>(
    `SELECT sum(count)::int AS count FROM analytics_daily_drops WHERE reason = 'automation'`,
    [],
  );
  return row?.count ?? 0;
}

test.describe('a reader', () => {
  test.use({ userAgent: READER_AGENT });

  test('who opens a post and scrolls to its end is counted once as a view and once as a read', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    });
    const postId = await firstId('blog_posts', 0);
    const since = new Date(Date.now() - 1_000);
    await page.goto(blogPostPath(postId));
    await expect.poll(() => eventsOf(postId, since), { timeout: 15_000 }).toEqual({ view: 1 });
    await page.locator('[data-analytics-record]').evaluate((content) => {
      content.scrollIntoView({ block: 'end' });
    });
    await expect
      .poll(() => eventsOf(postId, since), { timeout: 15_000 })
      .toEqual({ view: 1, read: 1 });
    // Scrolling on does not read it again.
    await page.mouse.wheel(0, 2_000);
    await page.waitForTimeout(2_500);
    expect(await eventsOf(postId, since)).toEqual({ view: 1, read: 1 });
  });
});

test('an automated browser is dropped and counted, never recorded', async ({ page }) => {
  const projectId = await firstId('projects', 0);
  const since = new Date(Date.now() - 1_000);
  const before = await automationDrops();
  await page.goto(projectPath(projectId));
  await expect.poll(automationDrops, { timeout: 15_000 }).toBeGreaterThan(before);
  expect(await eventsOf(projectId, since)).toEqual({});
});
