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
});

test.afterAll(async () => {
  await editor.mutate('series.delete', { teamId: TEAM_ID, id: series.id });
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
