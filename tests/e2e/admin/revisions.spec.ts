import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import type { APIRequestContext, Browser, Page } from '@playwright/test';

import {
  addTeamMember,
  createAccount,
  createTeamOwnedBy,
  uniqueSuffix,
  type TestAccount,
} from '../helpers/accounts';
import { signInRequests, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { expectNoA11yViolations } from '../helpers/page-health';

/** Where the screenshots of this screen go when SHOTS_DIR is set (outside the repository). */
const SHOTS_DIR = process.env.SHOTS_DIR;

/** A tRPC mutation over HTTP in a signed-in request context; its answer. */
async function mutate<T>(request: APIRequestContext, procedure: string, input: object) {
  const response = await request.post(`/api/trpc/${procedure}`, { data: { json: input } });
  expect(response.ok(), `${procedure}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

interface Post {
  id: string;
  version: number;
}

/** A team with an owner, an admin and a member, and a post the owner and the admin edited. */
async function postWithHistory(browser: Browser, baseURL: string | undefined) {
  const suffix = uniqueSuffix();
  const owner = await createAccount('Olivia History');
  const admin = await createAccount('Adam History');
  const member = await createAccount('Mia History');
  const teamId = await createTeamOwnedBy(owner, `History team ${suffix}`);
  await addTeamMember(teamId, admin.id, 'admin');
  await addTeamMember(teamId, member.id, 'member');

  const as = async (account: TestAccount) => {
    const context = await browser.newContext({ baseURL });
    await signInRequests(context.request, account);
    return context;
  };
  const ownerContext = await as(owner);
  const adminContext = await as(admin);
  const title = `Launch notes ${suffix}`;
  const first = await mutate<Post>(ownerContext.request, 'blog.create', {
    teamId,
    title,
    content: '<p>We ship the robot on Monday with two sensors.</p>',
  });
  const second = await mutate<Post>(adminContext.request, 'blog.update', {
    teamId,
    id: first.id,
    version: first.version,
    title: `${title} (draft 2)`,
    content: '<p>We ship the robot on Friday with three sensors.</p>',
  });
  await mutate<Post>(ownerContext.request, 'blog.update', {
    teamId,
    id: first.id,
    version: second.version,
    title: `${title} (final)`,
    content: '<p>We ship the robot on Friday with three sensors and a camera.</p>',
  });
  await Promise.all([ownerContext.close(), adminContext.close()]);
  return { owner, member, title, postId: first.id };
}

function history(page: Page) {
  return page.getByRole('region', { name: 'History' });
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

test('the history of a post: who saved when, two versions compared, an old one restored', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const { owner, member, title, postId } = await postWithHistory(browser, baseURL);

  await signInWithApi(page, owner);
  await page.goto(`/admin/blog/${postId}`);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(`${title} (final)`);
  const panel = history(page);
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('listitem').nth(0)).toContainText('Version 3 (latest)');
  await expect(panel.getByRole('listitem').nth(0)).toContainText('Olivia History');
  await expect(panel.getByRole('listitem').nth(1)).toContainText('Adam History');

  // Any two versions, side by side: the older on the left with its removed words marked.
  await panel.getByRole('checkbox', { name: 'Compare version 1' }).check();
  await panel.getByRole('checkbox', { name: 'Compare version 3' }).check();
  await panel.getByRole('button', { name: 'Compare' }).click();
  const compare = page.getByRole('dialog', { name: 'Compare versions' });
  await expect(compare).toContainText('Version 1');
  await expect(compare).toContainText('Version 3');
  await expect(compare.locator('del', { hasText: 'Monday' })).toBeVisible();
  await expect(compare.locator('ins', { hasText: 'Friday' })).toBeVisible();
  await expect(compare.locator('ins', { hasText: 'camera' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'history-compare');
  // The admin guide's picture of a comparison, when E2E_SCREENSHOTS_DIR=docs/screenshots.
  const docs = process.env.E2E_SCREENSHOTS_DIR;
  if (docs) {
    await mkdir(docs, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(docs, 'history.jpg'), type: 'jpeg', quality: 80 });
  }
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByRole('heading', { name: 'Restore version 1?' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText('Version 1 restored')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(panel.getByRole('listitem')).toHaveCount(4);
  await expect(panel.getByRole('listitem').nth(0)).toContainText('Version 4 (latest)');
  await screenshots(page, 'history-panel');

  // The editor goes on from the restored version: its next save is not refused.
  await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (after restore)`);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('Post updated successfully!')).toBeVisible();
  await expect(panel.getByRole('listitem').nth(0)).toContainText('Version 5 (latest)');

  // A member reads the history and compares, but is offered no Restore.
  const memberContext = await browser.newContext({ baseURL });
  const memberPage = await memberContext.newPage();
  await signInWithApi(memberPage, member);
  await memberPage.goto(`/admin/blog/${postId}`);
  const memberPanel = history(memberPage);
  await expect(memberPanel.getByRole('listitem')).toHaveCount(5);
  await expect(memberPanel.getByRole('checkbox', { name: 'Compare version 1' })).toBeEnabled();
  await expect(memberPanel.getByRole('button', { name: /^Restore/ })).toHaveCount(0);
  await memberContext.close();
});

test('two editors of one post: the later save is refused with who saved, and nothing is lost', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const suffix = uniqueSuffix();
  const owner = await createAccount('Olivia Conflict');
  const admin = await createAccount('Adam Conflict');
  const teamId = await createTeamOwnedBy(owner, `Conflict team ${suffix}`);
  await addTeamMember(teamId, admin.id, 'admin');
  const title = `Weekly update ${suffix}`;

  const open = async (account: TestAccount) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInWithApi(page, account);
    return page;
  };
  const pageA = await open(owner);
  const { id } = await mutate<Post>(pageA.request, 'blog.create', {
    teamId,
    title,
    content: '<p>Draft.</p>',
  });
  const pageB = await open(admin);
  for (const page of [pageA, pageB]) {
    await page.goto(`/admin/blog/${id}`);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  }
  const titleOf = (page: Page) => page.getByRole('textbox', { name: 'Title' });
  const save = (page: Page) => page.getByRole('button', { name: 'Update Post' }).click();

  await titleOf(pageA).fill(`${title} by Olivia`);
  await save(pageA);
  await expect(pageA.getByText('Post updated successfully!')).toBeVisible();

  await titleOf(pageB).fill(`${title} by Adam`);
  await save(pageB);
  await expect(pageB.getByText(/^Olivia Conflict saved this meanwhile at /)).toBeVisible();
  await expect(titleOf(pageB)).toHaveValue(`${title} by Adam`);

  // Compare: theirs on the left, this person's unsaved text on the right.
  const notice = pageB.getByRole('alert').filter({ hasText: 'saved this meanwhile' });
  await notice.getByRole('button', { name: 'Compare' }).click();
  const compare = pageB.getByRole('dialog', { name: 'Compare versions' });
  await expect(compare).toContainText('Their version (2)');
  await expect(compare).toContainText('Your text');
  await expect(compare.locator('ins', { hasText: 'Adam' })).toBeVisible();
  await screenshots(pageB, 'conflict-compare');
  await pageB.keyboard.press('Escape');
  await screenshots(pageB, 'conflict-notice');

  // Load theirs: their text shows, and this person's own is still offered.
  await pageB.getByRole('button', { name: 'Load theirs' }).click();
  await expect(titleOf(pageB)).toHaveValue(`${title} by Olivia`);
  await pageB.getByRole('button', { name: 'Back to my text' }).click();
  await expect(titleOf(pageB)).toHaveValue(`${title} by Adam`);
  await save(pageB);
  await expect(pageB.getByText('Post updated successfully!')).toBeVisible();

  // Now Olivia's editor is behind: she saves her text over Adam's on purpose.
  await titleOf(pageA).fill(`${title} by Olivia, again`);
  await save(pageA);
  await expect(pageA.getByText(/^Adam Conflict saved this meanwhile at /)).toBeVisible();
  await pageA.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(pageA.getByText('Post updated successfully!').last()).toBeVisible();
  await expect(pageA.getByText(/saved this meanwhile/)).toHaveCount(0);

  await pageA.reload();
  await expect(titleOf(pageA)).toHaveValue(`${title} by Olivia, again`);
  await Promise.all([pageA.context().close(), pageB.context().close()]);
});
