import type { Page } from '@playwright/test';

import { TEAM_ID } from '../../../prisma/seed/team';
import { uniqueSuffix } from '../helpers/accounts';
import { demoAccount, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { liftWithKeyboard } from '../helpers/keyboard-drag';
import { teamEditorApi, type TeamEditorApi } from '../helpers/team-editor-api';

const ITEMS = ['Alpha', 'Bravo', 'Charlie'];

let editor: TeamEditorApi;
let series: { id: string; slug: string };
let post: { id: string };

test.beforeAll(async ({ playwright, baseURL }) => {
  editor = await teamEditorApi(playwright, baseURL);
  const slug = `reorder-${uniqueSuffix()}`;
  const created = await editor.mutate('series.create', {
    teamId: TEAM_ID,
    title: `Reorder ${slug}`,
    slug,
    description: 'Items without weeks, in the order the team sets.',
  });
  series = { id: created.id, slug };
  for (const [order, title] of ITEMS.entries()) {
    await editor.mutate('seriesItem.create', {
      teamId: TEAM_ID,
      seriesId: series.id,
      title,
      summary: `${title} summary`,
      itemOrder: order,
    });
  }
  post = await editor.mutate('blog.create', {
    teamId: TEAM_ID,
    title: `Links ${slug}`,
    content: '<p>A draft whose links are reordered.</p>',
    links: [
      { linkName: 'Docs', linkUrl: 'https://docs.example.test/' },
      { linkName: 'Repo', linkUrl: 'https://code.example.test/' },
    ],
  });
});

test.afterAll(async () => {
  await editor.mutate('series.delete', { teamId: TEAM_ID, id: series.id });
  await editor.mutate('blog.delete', { teamId: TEAM_ID, id: post.id });
  await editor.dispose();
});

function itemTitles(page: Page) {
  return page.getByRole('list', { name: 'Series items' }).getByRole('heading', { level: 3 });
}

test('items reorder by keyboard, with the move buttons and by dragging the handle', async ({
  page,
}) => {
  // A whole journey through several screens: more than one page's worth of time.
  test.slow();
  await signInWithApi(page, demoAccount('Team editor'));
  await page.goto(`/admin/series/${series.slug}/items`);
  await expect(itemTitles(page)).toHaveText(ITEMS);

  // Move down with its button.
  await page.getByRole('button', { name: 'Move Alpha down' }).click();
  await expect(page.getByText('Item order saved')).toBeVisible();
  await expect(itemTitles(page)).toHaveText(['Bravo', 'Alpha', 'Charlie']);

  // Lift Charlie by its handle with the keyboard, move it up twice, drop it.
  // Each step is announced; the next key waits for it, as a screen-reader user would.
  await liftWithKeyboard(page, 'Charlie', { position: 3, of: 3 });
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Charlie moved to position 2 of 3.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Charlie moved to position 1 of 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(itemTitles(page)).toHaveText(['Charlie', 'Bravo', 'Alpha']);
  await expect(page.getByText('Item order saved').first()).toBeVisible();

  // Drag Alpha's handle above Bravo with the mouse.
  const handle = page.getByRole('button', { name: 'Drag to reorder Alpha' });
  const target = page.getByRole('article').filter({ hasText: 'Bravo' });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 12 });
  await page.mouse.up();
  await expect(itemTitles(page)).toHaveText(['Charlie', 'Alpha', 'Bravo']);

  // The order is stored, and the public timeline follows it.
  await expect(async () => {
    await page.reload();
    await expect(itemTitles(page)).toHaveText(['Charlie', 'Alpha', 'Bravo'], { timeout: 2000 });
  }).toPass();
  await page.goto(`/series/${series.slug}`);
  await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText([
    'Charlie',
    'Alpha',
    'Bravo',
  ]);
});

test("a saved post's links show a move while it saves, keep it once saved, and return when it fails", async ({
  page,
}) => {
  await signInWithApi(page, demoAccount('Team editor'));
  await page.goto(`/admin/blog/${post.id}`);
  const links = page.getByRole('list', { name: 'Custom links' });
  const moveButtons = links.getByRole('button', { name: /^Move / });
  await expect(links.getByRole('listitem')).toHaveText([/Docs/, /Repo/]);

  // While the move saves, the list shows it and takes no other.
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const isReorder = (url: URL) => url.pathname === '/api/trpc/customLink.reorder';
  await page.route(isReorder, async (route) => {
    await answered;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Move Docs down' }).click();
  await expect(links.getByRole('listitem')).toHaveText([/Repo/, /Docs/]);
  await expect(moveButtons).toHaveCount(0);
  answer();
  await expect(moveButtons).toHaveCount(4);
  await expect(links.getByRole('listitem')).toHaveText([/Repo/, /Docs/]);
  await page.unroute(isReorder);
  await page.reload();
  await expect(links.getByRole('listitem')).toHaveText([/Repo/, /Docs/]);

  // A move the server refuses is told, and the list returns to the saved order.
  await page.route(isReorder, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.getByRole('button', { name: 'Move Docs up' }).click();
  await expect(page.getByText('Failed to reorder links')).toBeVisible();
  await expect(moveButtons).toHaveCount(4);
  await expect(links.getByRole('listitem')).toHaveText([/Repo/, /Docs/]);
});
