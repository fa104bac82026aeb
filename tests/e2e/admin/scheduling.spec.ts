import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import type { Page, TestInfo } from '@playwright/test';

import { SERIES, SPRINT_SERIES_ID } from '../../../prisma/seed/series';
import { TEAM_ID } from '../../../prisma/seed/team';
import { signInWithApi, demoAccount } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { expectAccessibleInLightAndDarkMode } from '../helpers/page-health';
import { teamEditorApi } from '../helpers/team-editor-api';

const editor = demoAccount('Team editor');

// A zone other than the machine's, so the dialog's default is visibly the browser's own.
test.use({ timezoneId: 'America/New_York' });

/** A new draft of the seeded team through the API, with `page` signed in as its editor. */
async function createDraft(
  page: Page,
  playwright: Parameters<typeof teamEditorApi>[0],
  baseURL: string | undefined,
  title: string,
) {
  const api = await teamEditorApi(playwright, baseURL);
  const { id } = await api.mutate('blog.create', {
    teamId: TEAM_ID,
    title,
    content: '<p>Out on Monday.</p>',
    published: false,
    links: [],
  });
  await signInWithApi(page, editor);
  return { id, api };
}

/** createDraft, with the draft's editor open. */
async function openDraft(...args: Parameters<typeof createDraft>) {
  const draft = await createDraft(...args);
  await args[0].goto(`/admin/blog/${draft.id}`);
  return draft;
}

/** `page` at 1280 and 390 px, light and dark, attached to the test; light at 1280 px after. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const file = path.join(testInfo.outputDir, `${name}-${width}-${scheme}.png`);
      await page.screenshot({ path: file });
      await testInfo.attach(`${name} ${width} ${scheme}`, { path: file, contentType: 'image/png' });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

function scheduleDialog(page: Page) {
  return page.getByRole('dialog', { name: /schedule/i });
}

test('schedule, reschedule and cancel a draft in the browser’s time zone', async ({
  page,
  playwright,
  baseURL,
}) => {
  // axe reads the whole editor, and the time zone list's hundreds of options, twice.
  test.setTimeout(90_000);
  const title = `Scheduled post ${Date.now()}`;
  const { id, api } = await openDraft(page, playwright, baseURL, title);

  await page.getByRole('button', { name: 'Schedule…' }).click();
  const dialog = scheduleDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
  await dialog.getByRole('textbox', { name: 'Publish date', exact: true }).fill('2030-03-04');
  await dialog.getByRole('textbox', { name: 'Publish time', exact: true }).fill('09:00');
  await expect(dialog.getByTestId('schedule-preview')).toHaveText(
    'Publishes 4 Mar 2030, 09:00 (America/New_York).',
  );
  await expectAccessibleInLightAndDarkMode(page);
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();

  await expect(page.getByText('Scheduled 4 Mar 2030, 09:00 (America/New_York)')).toBeVisible();

  // The list shows the badge, and the Scheduled filter finds it.
  await page.goto('/admin/blog');
  await page.getByLabel('State').selectOption('scheduled');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Scheduled 4 Mar 2030, 09:00 (America/New_York)')).toBeVisible();

  // Reschedule in another zone: the same wall time there is another instant.
  await page.goto(`/admin/blog/${id}`);
  await page.getByRole('button', { name: 'Reschedule…' }).click();
  await dialog.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/Berlin');
  await dialog.getByRole('textbox', { name: 'Publish date', exact: true }).fill('2030-03-04');
  await dialog.getByRole('textbox', { name: 'Publish time', exact: true }).fill('09:00');
  await dialog.getByRole('button', { name: 'Reschedule', exact: true }).click();
  // Shown in the browser's zone: 09:00 in Berlin is 03:00 in New York.
  await expect(page.getByText('Scheduled 4 Mar 2030, 03:00 (America/New_York)')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel schedule' }).click();
  await expect(page.getByText('Schedule cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schedule…' })).toBeVisible();

  await api.mutate('blog.delete', { teamId: TEAM_ID, id });
  await api.dispose();
});

test('refuses a publish time already past and an unpublish time before it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { id, api } = await openDraft(page, playwright, baseURL, `Past post ${Date.now()}`);
  await page.getByRole('button', { name: 'Schedule…' }).click();
  const dialog = scheduleDialog(page);
  await dialog.getByRole('textbox', { name: 'Publish date', exact: true }).fill('2030-03-04');
  await dialog.getByRole('textbox', { name: 'Publish time', exact: true }).fill('09:00');
  await dialog.getByRole('textbox', { name: 'Unpublish date', exact: true }).fill('2030-03-03');
  await dialog.getByRole('textbox', { name: 'Unpublish time', exact: true }).fill('09:00');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Unpublish time must be after the publish time.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Unpublish date', exact: true }).fill('');
  await dialog.getByRole('textbox', { name: 'Unpublish time', exact: true }).fill('');
  await dialog.getByRole('textbox', { name: 'Publish date', exact: true }).fill('2020-03-04');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Publish time must be in the future.')).toBeVisible();

  await api.mutate('blog.delete', { teamId: TEAM_ID, id });
  await api.dispose();
});

test('a post scheduled a moment ahead is published by the site’s own worker', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const title = `Worker post ${Date.now()}`;
  const { id, api } = await createDraft(page, playwright, baseURL, title);
  // Dates travel as superjson describes them.
  const scheduled = await page.request.post('/api/trpc/blog.schedule', {
    data: {
      json: { teamId: TEAM_ID, id, publishAt: new Date(Date.now() + 3_000).toISOString() },
      meta: { values: { publishAt: ['Date'] } },
    },
  });
  expect(scheduled.ok(), await scheduled.text()).toBe(true);

  await expect
    .poll(async () => (await page.request.get(`/blog/${id}`)).status(), { timeout: 20_000 })
    .toBe(200);
  await expect
    .poll(async () => (await (await page.request.get('/blog')).text()).includes(title), {
      timeout: 10_000,
    })
    .toBe(true);

  await api.mutate('blog.delete', { teamId: TEAM_ID, id });
  await api.dispose();
});

/**
 * The admin guide's picture of the Schedule dialog: $E2E_SCREENSHOTS_DIR/schedule-dialog.jpg when
 * that is set (E2E_SCREENSHOTS_DIR=docs/screenshots), else in this test's output folder, beside the
 * dialog at 390 px and in dark mode.
 */
test('screenshots of the schedule dialog', async ({ page, playwright, baseURL }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id, api } = await openDraft(page, playwright, baseURL, 'Week 6: the demo day plan');
  await page.getByRole('button', { name: 'Schedule…' }).click();
  const dialog = scheduleDialog(page);
  await dialog.getByRole('textbox', { name: 'Publish date', exact: true }).fill('2030-03-04');
  await dialog.getByRole('textbox', { name: 'Unpublish date', exact: true }).fill('2030-04-04');
  await dialog.getByRole('textbox', { name: 'Unpublish time', exact: true }).fill('18:00');
  await expect(dialog.getByTestId('schedule-preview')).toBeVisible();

  const docs = process.env.E2E_SCREENSHOTS_DIR;
  if (docs) {
    await mkdir(docs, { recursive: true });
    await page.screenshot({
      path: path.join(docs, 'schedule-dialog.jpg'),
      type: 'jpeg',
      quality: 80,
    });
  }
  await screenshots(page, testInfo, 'schedule-dialog');

  await api.mutate('blog.delete', { teamId: TEAM_ID, id });
  await api.dispose();
});

test('schedule a series item from its dialog; the series screen shows and filters it', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const api = await teamEditorApi(playwright, baseURL);
  const title = `Scheduled item ${Date.now()}`;
  const { id } = await api.mutate('seriesItem.create', {
    teamId: TEAM_ID,
    seriesId: SPRINT_SERIES_ID,
    title,
    summary: 'The retrospective of the sprint, out on Monday.',
    published: false,
    links: [],
  });
  await signInWithApi(page, editor);
  const slug = SERIES.find((series) => series.id === SPRINT_SERIES_ID)!.slug;
  await page.goto(`/admin/series/${slug}/items`);

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const itemDialog = page.getByRole('dialog', { name: 'Edit Series Item' });
  await itemDialog.getByRole('button', { name: 'Schedule…' }).click();
  const dialog = scheduleDialog(page);
  await expect(
    dialog.getByText('It stays a draft until then, and goes on the series page and its feeds'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Publish date', exact: true }).fill('2030-03-04');
  await dialog.getByRole('textbox', { name: 'Publish time', exact: true }).fill('09:00');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();

  // The item's dialog stays open (its own form was not submitted) and shows the schedule.
  const badge = 'Scheduled 4 Mar 2030, 09:00 (America/New_York)';
  await expect(itemDialog.getByText(badge)).toBeVisible();
  await expect(itemDialog.getByRole('button', { name: 'Reschedule…' })).toBeVisible();

  // The toast gone, so that it hides nothing in the pictures.
  await expect(
    page.getByLabel(/^Notifications/).getByText('Scheduled', { exact: true }),
  ).toBeHidden();
  await screenshots(page, testInfo, 'series-item-schedule');
  await itemDialog.getByRole('button', { name: 'Cancel', exact: true }).click();

  // The list shows the badge, and the Scheduled filter keeps only scheduled items.
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText(badge)).toBeVisible();
  await page.getByLabel('State').selectOption('scheduled');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toBeVisible();
  await screenshots(page, testInfo, 'series-items-scheduled');
  await page.getByLabel('State').selectOption('published');
  await expect(card).toHaveCount(0);

  await api.mutate('seriesItem.delete', { teamId: TEAM_ID, id });
  await api.dispose();
});

test('schedule a draft project from its editor; a visitor finds no page until then', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const api = await teamEditorApi(playwright, baseURL);
  const title = `Scheduled project ${Date.now()}`;
  const { id } = await api.mutate('project.create', {
    teamId: TEAM_ID,
    title,
    description: 'A sensor kit, shown on demo day.',
    published: false,
    links: [],
  });
  expect((await page.request.get(`/projects/${id}`)).status()).toBe(404);
  await signInWithApi(page, editor);
  await page.goto(`/admin/projects/${id}`);

  await expect(page.getByRole('switch', { name: 'Published' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Schedule…' }).click();
  const dialog = scheduleDialog(page);
  await expect(
    dialog.getByText('It stays a draft until then, and goes on the projects page'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Publish date', exact: true }).fill('2030-03-04');
  await dialog.getByRole('textbox', { name: 'Publish time', exact: true }).fill('09:00');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  const badge = 'Scheduled 4 Mar 2030, 09:00 (America/New_York)';
  await expect(page.getByText(badge)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reschedule…' })).toBeVisible();
  await expect(
    page.getByLabel(/^Notifications/).getByText('Scheduled', { exact: true }),
  ).toBeHidden();
  await screenshots(page, testInfo, 'project-schedule');
  // At 390 px the State panel comes after the main column: pictured where it is.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole('switch', { name: 'Published' }).scrollIntoViewIfNeeded();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const file = path.join(testInfo.outputDir, `project-schedule-panel-390-${scheme}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`project schedule panel 390 ${scheme}`, {
      path: file,
      contentType: 'image/png',
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The list shows Draft and the badge, and the Scheduled filter finds it.
  await page.goto('/admin/projects');
  await page.getByLabel('State').selectOption('scheduled');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText(badge)).toBeVisible();
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  expect((await page.request.get(`/projects/${id}`)).status()).toBe(404);

  await api.mutate('project.delete', { teamId: TEAM_ID, id });
  await api.dispose();
});
