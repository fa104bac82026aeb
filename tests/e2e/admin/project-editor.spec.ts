import type { Page } from '@playwright/test';

import { TEAM_ID } from '../../../prisma/seed/team';
import { uniqueSuffix } from '../helpers/accounts';
import { demoAccount, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { TINY_PNG } from '../helpers/images';
import { teamEditorApi } from '../helpers/team-editor-api';

/** The gallery's images, by the file names its rows show, in order. */
function galleryNames(page: Page) {
  return page
    .getByRole('list', { name: 'Project Images' })
    .getByRole('listitem')
    .locator('span.truncate')
    .allTextContents();
}

test('a project with two uploaded images, reordered by keyboard, shows the new order', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const title = `Line follower ${uniqueSuffix()}`;
  await signInWithApi(page, demoAccount('Team editor'));
  await page.goto('/admin/projects/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('A robot that follows a line.');
  await page.getByLabel('Upload images').setInputFiles([
    { ...TINY_PNG, name: 'first.png' },
    { ...TINY_PNG, name: 'second.png' },
  ]);
  await expect(
    page.getByRole('list', { name: 'Project Images' }).getByRole('listitem'),
  ).toHaveCount(2);
  const [first, second] = await galleryNames(page);

  // Move the first image down with the keyboard alone.
  const moveDown = page.getByRole('button', { name: `Move image 1 (${first}) down` });
  await moveDown.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => galleryNames(page)).toEqual([second, first]);

  await page.getByRole('textbox', { name: 'Tags' }).fill('robots');
  await page.getByRole('textbox', { name: 'Tags' }).press('Enter');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Edit Project' })).toBeVisible();
  await expect.poll(() => galleryNames(page)).toEqual([second, first]);

  await page.goto(`/projects/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const sources = await page
    .getByRole('region', { name: 'Project Images' })
    .getByRole('img')
    .evaluateAll((images) =>
      images.map((image) => decodeURIComponent((image as HTMLImageElement).src)),
    );
  expect(sources).toHaveLength(2);
  expect(sources[0]).toContain(second);
  expect(sources[1]).toContain(first);

  const editor = await teamEditorApi(playwright, baseURL);
  await editor.mutate('project.delete', { teamId: TEAM_ID, id });
  await editor.dispose();
});

test('an unknown project or post has nothing to edit', async ({ page }) => {
  await signInWithApi(page, demoAccount('Team editor'));
  await page.goto('/admin/projects/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to projects' })).toBeVisible();
  await page.goto('/admin/blog/not-an-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
});

test('a draft project saves itself once typing stops, and the edit survives a reload', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const title = `Kite logger ${uniqueSuffix()}`;
  const editor = await teamEditorApi(playwright, baseURL);
  const { id } = await editor.mutate('project.create', {
    teamId: TEAM_ID,
    title,
    description: 'Logs the wind a kite meets.',
    published: false,
  });
  await signInWithApi(page, demoAccount('Team editor'));
  await page.goto(`/admin/projects/${id}`);

  const titleBox = page.getByRole('textbox', { name: 'Title' });
  await titleBox.fill(`${title}, second flight`);
  await expect(page.getByRole('status').filter({ hasText: /^Saved \d\d:\d\d$/ })).toBeVisible();
  await page.reload();
  await expect(titleBox).toHaveValue(`${title}, second flight`);
  await expect(page.getByText('Unsaved changes found')).toHaveCount(0);
  // It saved itself as a draft: still not on the public page.
  const publicPage = await page.request.get(`/projects/${id}`);
  expect(publicPage.status()).toBe(404);

  await editor.mutate('project.delete', { teamId: TEAM_ID, id });
  await editor.dispose();
});
