import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

import {
  addTeamMember,
  createAccount,
  createTeamOwnedBy,
  uniqueSuffix,
  type TestAccount,
} from '../helpers/accounts';
import { signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { expectNoA11yViolations } from '../helpers/page-health';

/**
 * Where the screenshots of these screens go when SHOTS_DIR is set (outside the repository); the
 * admin guide's picture goes to $E2E_SCREENSHOTS_DIR/editing-together.jpg when that is set.
 */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function mutate<T>(request: APIRequestContext, procedure: string, input: object) {
  const response = await request.post(`/api/trpc/${procedure}`, { data: { json: input } });
  expect(response.ok(), `${procedure}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

interface Saved {
  id: string;
  version: number;
}

async function screenshots(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A team with Maya (owner) and Adam (admin), each signed in in a browser context of their own. */
async function twoEditors(browser: Browser, baseURL: string | undefined, label: string) {
  const suffix = uniqueSuffix();
  const maya = await createAccount(`Maya ${label}`);
  const adam = await createAccount(`Adam ${label}`);
  const teamId = await createTeamOwnedBy(maya, `${label} team ${suffix}`);
  await addTeamMember(teamId, adam.id, 'admin');
  const open = async (account: TestAccount) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInWithApi(page, account);
    return page;
  };
  const [pageA, pageB] = await Promise.all([open(maya), open(adam)]);
  return { suffix, maya, adam, teamId, pageA, pageB };
}

const titleOf = (scope: Page | Locator) => scope.getByRole('textbox', { name: 'Title' });

test('two editors of a draft: each sees the other, the draft saves itself, the later save keeps both texts', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { suffix, maya, adam, teamId, pageA, pageB } = await twoEditors(
    browser,
    baseURL,
    'Together',
  );
  const title = `Sensor notes ${suffix}`;
  const post = await mutate<Saved>(pageA.request, 'blog.create', {
    teamId,
    title,
    content: '<p>First thoughts.</p>',
  });
  await Promise.all([pageA.goto(`/admin/blog/${post.id}`), pageB.goto(`/admin/blog/${post.id}`)]);

  // Each editor names the other one.
  await expect(pageA.getByText(`${adam.fullName} is also editing`)).toBeVisible();
  await expect(pageB.getByText(`${maya.fullName} is also editing`)).toBeVisible();

  // Maya's draft saves itself once she stops typing, and is there after a reload.
  await titleOf(pageA).fill(`${title} by Maya`);
  await expect(pageA.getByRole('status').filter({ hasText: /^Saved \d\d:\d\d$/ })).toBeVisible();
  await screenshots(pageA, 'editing-together-autosaved');
  await pageA.reload();
  await expect(titleOf(pageA)).toHaveValue(`${title} by Maya`);
  await expect(pageA.getByText('Unsaved changes found')).toHaveCount(0);

  // Adam, still on the version he opened, saves: refused, naming Maya, his text kept.
  await titleOf(pageB).fill(`${title} by Adam`);
  await pageB.getByRole('button', { name: 'Update Post' }).click();
  await expect(pageB.getByText(`${maya.fullName} saved this meanwhile at`)).toBeVisible();
  await expect(titleOf(pageB)).toHaveValue(`${title} by Adam`);
  // The error toast fades out on its own timer, maybe while axe reads its colours: the notice
  // above the editor stays, and is what is checked.
  await expect(pageB.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectNoA11yViolations(pageB);
  await screenshots(pageB, 'editing-together-conflict');
  const docs = process.env.E2E_SCREENSHOTS_DIR;
  if (docs) {
    // The admin guide's picture: both notices above the editor.
    await pageB.screenshot({ path: `${docs}/editing-together.jpg`, type: 'jpeg', quality: 80 });
  }

  // Load theirs: Maya's text in his editor, his own still offered.
  await pageB.getByRole('button', { name: 'Load theirs' }).click();
  await expect(titleOf(pageB)).toHaveValue(`${title} by Maya`);
  await expect(pageB.getByRole('button', { name: 'Back to my text' })).toBeVisible();
  await pageB.getByRole('button', { name: 'Back to my text' }).click();
  await expect(titleOf(pageB)).toHaveValue(`${title} by Adam`);

  // In the list Maya sees Adam on the post; once he closes it the marker lapses.
  await pageA.goto('/admin/blog');
  const row = pageA.getByRole('listitem').filter({ hasText: `${title} by Maya` });
  await expect(row.getByText(`${adam.fullName} is editing`)).toBeVisible();
  await expectNoA11yViolations(pageA);
  await screenshots(pageA, 'editing-together-list');
  await pageB.context().close();
  await expect(row.getByText(`${adam.fullName} is editing`)).toHaveCount(0, { timeout: 15_000 });
  await pageA.context().close();
});

test('the project editor refuses a save over a colleague’s and saves over it when asked', async ({
  browser,
  baseURL,
}) => {
  const { suffix, maya, teamId, pageA, pageB } = await twoEditors(browser, baseURL, 'Projects');
  const title = `Rover ${suffix}`;
  const project = await mutate<Saved>(pageA.request, 'project.create', {
    teamId,
    title,
    description: 'A small rover.',
  });
  await pageB.goto(`/admin/projects/${project.id}`);
  await expect(titleOf(pageB)).toHaveValue(title);
  await mutate<Saved>(pageA.request, 'project.update', {
    teamId,
    id: project.id,
    version: project.version,
    title: `${title} by Maya`,
    description: 'A small rover.',
  });

  await titleOf(pageB).fill(`${title} by Adam`);
  await pageB.getByRole('button', { name: 'Update Project' }).click();
  await expect(pageB.getByText(`${maya.fullName} saved this meanwhile at`)).toBeVisible();
  await expect(titleOf(pageB)).toHaveValue(`${title} by Adam`);
  await pageB.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(pageB.getByText('Project updated successfully!').last()).toBeVisible();
  await expect(pageB.getByText(/saved this meanwhile/)).toHaveCount(0);

  await pageB.reload();
  await expect(titleOf(pageB)).toHaveValue(`${title} by Adam`);
  await Promise.all([pageA.context().close(), pageB.context().close()]);
});

test('the series item dialog names who saved meanwhile and loads their text on request', async ({
  browser,
  baseURL,
}) => {
  const { suffix, maya, adam, teamId, pageA, pageB } = await twoEditors(browser, baseURL, 'Items');
  const series = await mutate<Saved & { slug: string }>(pageA.request, 'series.create', {
    teamId,
    title: `Rover weeks ${suffix}`,
    description: 'Weekly notes on the rover.',
  });
  const item = await mutate<Saved>(pageA.request, 'seriesItem.create', {
    teamId,
    seriesId: series.id,
    title: `Week 1 ${suffix}`,
    summary: 'Wheels on.',
  });
  await pageB.goto(`/admin/series/${series.slug}/items`);
  await pageB.getByRole('button', { name: `Edit Week 1 ${suffix}` }).click();
  const dialog = pageB.getByRole('dialog', { name: 'Edit Series Item' });
  await expect(titleOf(dialog)).toHaveValue(`Week 1 ${suffix}`);
  // Adam has the item open: Maya's list marks it.
  await pageA.goto(`/admin/series/${series.slug}/items`);
  await expect(pageA.getByText(`${adam.fullName} is editing`)).toBeVisible();

  await mutate<Saved>(pageA.request, 'seriesItem.update', {
    teamId,
    id: item.id,
    version: item.version,
    title: `Week 1 ${suffix} by Maya`,
    summary: 'Wheels on.',
  });
  await titleOf(dialog).fill(`Week 1 ${suffix} by Adam`);
  await dialog.getByRole('button', { name: 'Update Item' }).click();
  await expect(dialog.getByText(`${maya.fullName} saved this meanwhile at`)).toBeVisible();
  await expect(titleOf(dialog)).toHaveValue(`Week 1 ${suffix} by Adam`);
  await dialog.getByRole('button', { name: 'Load theirs' }).click();
  await expect(titleOf(dialog)).toHaveValue(`Week 1 ${suffix} by Maya`);
  await expect(dialog.getByRole('button', { name: 'Back to my text' })).toBeVisible();
  await Promise.all([pageA.context().close(), pageB.context().close()]);
});

test('a member reading a post is not announced as editing, and sees who is', async ({
  browser,
  baseURL,
}) => {
  const suffix = uniqueSuffix();
  const maya = await createAccount('Maya Reader');
  const lee = await createAccount('Lee Member');
  const teamId = await createTeamOwnedBy(maya, `Reader team ${suffix}`);
  await addTeamMember(teamId, lee.id, 'member');
  const open = async (account: TestAccount) => {
    const page = await (await browser.newContext({ baseURL })).newPage();
    await signInWithApi(page, account);
    return page;
  };
  const [owner, member] = await Promise.all([open(maya), open(lee)]);
  const post = await mutate<Saved>(owner.request, 'blog.create', {
    teamId,
    title: `Read only ${suffix}`,
    content: '<p>Words.</p>',
  });
  await owner.goto(`/admin/blog/${post.id}`);
  await member.goto(`/admin/blog/${post.id}`);
  await expect(member.getByText(`${maya.fullName} is also editing`)).toBeVisible();
  await expect(titleOf(member)).not.toBeEditable();

  // Asked again after the member's editor is open: still nobody else editing.
  const asked = owner.waitForResponse((response) => response.url().includes('presence.list'));
  await owner.reload();
  await asked;
  await expect(titleOf(owner)).toBeEditable();
  await expect(owner.getByText(/is also editing/)).toHaveCount(0);
  await owner.context().close();
  await member.context().close();
});
