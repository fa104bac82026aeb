import type { Browser, Page } from '@playwright/test';

import { addTeamMember, createAccount, createTeamOwnedBy, uniqueSuffix } from '../helpers/accounts';
import { demoAccount, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { TINY_PNG } from '../helpers/images';
import { expectAccessibleInLightAndDarkMode, expectNoA11yViolations } from '../helpers/page-health';

const editor = demoAccount('Team editor');

function contentBox(page: Page) {
  return page.getByRole('textbox', { name: 'Content' });
}

function toolbarButton(page: Page, name: string) {
  return page
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name, exact: true });
}

/** Opens the editor of a new post, signed in as the team editor, once the rich text is ready. */
async function openNewPost(page: Page) {
  await signInWithApi(page, editor);
  await page.goto('/admin/blog/new');
  await expect(contentBox(page)).toBeVisible();
}

/** The id of the post whose editor is open (the address after its first save). */
async function savedPostId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

/** The address of the open post's preview (team and post). */
async function previewPathOf(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: 'Preview' }).getAttribute('href');
  expect(href).toMatch(/^\/admin\/blog\/[0-9a-f-]{36}\/preview\?teamId=/);
  return href!;
}

/** What a visitor's browser gets at `path`: status and body. */
async function visitorGet(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.get(path);
  const result = { status: response.status(), body: await response.text() };
  await context.close();
  return result;
}

async function publicSurfaces(browser: Browser, baseURL: string | undefined, title: string) {
  const [blog, home, feed, sitemap] = await Promise.all(
    ['/blog', '/', '/blog/rss.xml', '/sitemap.xml'].map((path) =>
      visitorGet(browser, baseURL, path),
    ),
  );
  return {
    blog: blog!.body.includes(title),
    home: home!.body.includes(title),
    feed: feed!.body.includes(title),
    sitemap: sitemap!.body,
  };
}

async function setPublished(page: Page, published: boolean) {
  const toggle = page.getByRole('switch', { name: 'Published' });
  if ((await toggle.getAttribute('aria-checked')) !== String(published)) await toggle.click();
  // The toast of an earlier save may still show: wait for this save's own answer.
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/trpc/blog.update') && response.ok(),
  );
  await page.getByRole('button', { name: 'Update Post' }).click();
  await saved;
  await expect(page.getByText('Post updated successfully!').last()).toBeVisible();
}

test('a post written in the rich-text editor: draft, team-only preview, published, unpublished', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const title = `Robot diary ${uniqueSuffix()}`;
  await openNewPost(page);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('How the robot came together.');

  const content = contentBox(page);
  await content.click();
  await toolbarButton(page, 'H2 heading').click();
  await page.keyboard.type('Week one');
  await page.keyboard.press('Enter');
  await page.keyboard.type('We built the chassis.');
  await page.keyboard.press('Enter');
  await toolbarButton(page, 'Bulleted list').click();
  await page.keyboard.type('wheels');
  await page.keyboard.press('Enter');
  await page.keyboard.type('sensors');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read the docs');
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+ArrowLeft');
  await toolbarButton(page, 'Link').click();
  await page.getByRole('textbox', { name: 'Link address' }).fill('https://example.org/docs');
  await page.getByRole('button', { name: 'Apply link' }).click();
  // The editor holds the selection until the link is applied: a key pressed sooner replaces it.
  await expect(content.getByRole('link', { name: 'docs' })).toBeVisible();
  await expect(content).toBeFocused();
  // The linked word stays selected, and ProseMirror may put that selection back a moment after it
  // takes focus, over a key pressed sooner (Enter would then replace the word): press End until
  // the caret stays at the end of the line.
  await expect(async () => {
    await content.press('End');
    const caretStays = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          setTimeout(() => resolve(document.getSelection()?.isCollapsed ?? false), 50),
        ),
    );
    expect(caretStays).toBe(true);
  }).toPass();
  await page.keyboard.press('Enter');
  await toolbarButton(page, 'Image').click();
  const imagePanel = page.getByRole('group', { name: 'Image', exact: true });
  await imagePanel.getByLabel('Upload image').setInputFiles(TINY_PNG);
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  await imagePanel.getByRole('textbox', { name: 'Alt text' }).fill('The robot on its first run');
  await imagePanel.getByRole('button', { name: 'Insert image' }).click();
  await expect(content.getByRole('img', { name: 'The robot on its first run' })).toBeVisible();
  await expect(page.getByText(/^\d+ words · 1 min read$/)).toBeVisible();

  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Post created successfully!')).toBeVisible();
  const id = await savedPostId(page);
  await expect(page.locator('.badge', { hasText: 'Draft' })).toBeVisible();

  // A draft: on no public page, feed or sitemap.
  const draft = await publicSurfaces(browser, baseURL, title);
  expect(draft).toMatchObject({ blog: false, home: false, feed: false });
  expect(draft.sitemap).not.toContain(id);
  expect((await visitorGet(browser, baseURL, `/blog/${id}`)).status).toBe(404);

  // The team previews it as the public page will show it.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Preview' }).click(),
  ]);
  await preview.waitForLoadState();
  await expect(preview.getByText('Preview of a draft')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: 'Week one' })).toBeVisible();
  await expect(preview.getByRole('listitem').filter({ hasText: 'sensors' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'docs' })).toHaveAttribute(
    'href',
    'https://example.org/docs',
  );
  await expect(preview.getByRole('img', { name: 'The robot on its first run' })).toBeVisible();
  await preview.close();
  const previewPath = await previewPathOf(page);

  // A visitor is sent to sign in; someone of another team gets the 404 page.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(previewPath);
  await expect(visitorPage).toHaveURL(/\/auth\?callbackUrl=/);
  await visitor.close();
  const outsider = await createAccount('Preview Outsider');
  await createTeamOwnedBy(outsider, 'Other Crew');
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signInWithApi(otherPage, outsider);
  const refused = await otherPage.goto(previewPath);
  expect(refused?.status()).toBe(404);
  await expect(otherPage.getByText(title)).toHaveCount(0);
  await other.close();

  // Published: on the blog, the home page and the feed at once.
  await setPublished(page, true);
  await expect(page.getByRole('switch', { name: 'Published' })).toBeChecked();
  await expect(page.locator('.badge', { hasText: 'Published' })).toBeVisible();
  const live = await publicSurfaces(browser, baseURL, title);
  expect(live).toMatchObject({ blog: true, home: true, feed: true });
  expect(live.sitemap).toContain(id);
  expect((await visitorGet(browser, baseURL, `/blog/${id}`)).status).toBe(200);

  // Unpublished again: gone from all of them.
  await setPublished(page, false);
  const hidden = await publicSurfaces(browser, baseURL, title);
  expect(hidden).toMatchObject({ blog: false, home: false, feed: false });
  expect((await visitorGet(browser, baseURL, `/blog/${id}`)).status).toBe(404);
});

test('pasted HTML with a script, an onerror and a javascript: link stays inert', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const title = `Pasted notes ${uniqueSuffix()}`;
  await openNewPost(page);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await contentBox(page).click();
  await contentBox(page).evaluate((element) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<h2 style="color:red" onclick="window.__pwned=1">Notes</h2>' +
        '<p>Safe text</p><script>window.__pwned=2</script>' +
        '<img src="/no-such-image.png" onerror="window.__pwned=3" alt="Broken">' +
        '<p><a href="javascript:window.__pwned=4">click me</a></p>',
    );
    data.setData('text/plain', 'Notes Safe text click me');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(contentBox(page).getByText('Safe text')).toBeVisible();
  await page.getByRole('switch', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Post created successfully!')).toBeVisible();
  const id = await savedPostId(page);

  async function expectInert(target: Page, path: string) {
    const dialogs: string[] = [];
    target.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await target.goto(path);
    await expect(target.getByText('Safe text')).toBeVisible();
    await expect(target.locator('.rich-text script')).toHaveCount(0);
    await expect(target.locator('.rich-text [onerror], .rich-text [onclick]')).toHaveCount(0);
    await expect(target.locator('.rich-text a[href^="javascript"]')).toHaveCount(0);
    const link = target.locator('.rich-text').getByText('click me');
    if (await link.count()) await link.click();
    await target.waitForTimeout(300);
    expect(await target.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  }

  const visitor = await browser.newContext({ baseURL });
  await expectInert(await visitor.newPage(), `/blog/${id}`);
  await visitor.close();
  await expectInert(page, await previewPathOf(page));

  // Leave the blog as it was for the other tests.
  await page.goto(`/admin/blog/${id}`);
  await setPublished(page, false);
});

test('leaving the editor with unsaved changes asks first; a reload offers the local draft', async ({
  page,
}) => {
  await openNewPost(page);
  await page.getByRole('textbox', { name: 'Title' }).fill('Half-written thoughts');

  // A link inside the site: the page asks, and staying keeps the work.
  await page
    .getByRole('navigation', { name: 'Team admin' })
    .getByRole('link', { name: 'Series' })
    .click();
  await expect(page.getByRole('heading', { name: 'Leave without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL('/admin/blog/new');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Half-written thoughts');

  // Reloading: the browser asks first; after it, the local copy is offered back.
  await page.waitForFunction(() =>
    Object.keys(localStorage).some((key) => key.startsWith('teamfolio:editor-draft:blog:')),
  );
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await expect(page.getByText('Unsaved changes found')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Half-written thoughts');

  // Leaving for good after confirming.
  await page
    .getByRole('navigation', { name: 'Team admin' })
    .getByRole('link', { name: 'Series' })
    .click();
  await page.getByRole('button', { name: 'Leave page' }).click();
  await expect(page).toHaveURL('/admin/series');
});

test('the back button asks before leaving unsaved changes', async ({ page }) => {
  await signInWithApi(page, editor);
  await page.goto('/admin/series');
  // A client-side move into the editor, as a link there would make it (Next's router).
  await page.evaluate(() =>
    (
      window as unknown as { next: { router: { push(url: string): Promise<boolean> } } }
    ).next.router.push('/admin/blog/new'),
  );
  await expect(contentBox(page)).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Not yet saved');

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Leave without saving?' })).toBeVisible();
  await expect(page).toHaveURL('/admin/blog/new');
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Not yet saved');

  await page.goBack();
  await page.getByRole('button', { name: 'Leave page' }).click();
  await expect(page).toHaveURL('/admin/series');
});

test('the Post Images panel stays in its column, wide or narrow, a long file name included', async ({
  page,
}) => {
  await openNewPost(page);
  const panel = page.getByRole('group', { name: 'Post Images' });
  await panel
    .getByRole('textbox', { name: 'Image URL' })
    .fill(`/uploads/blog/${'a-long-file-name-'.repeat(4)}photo.png`);
  await panel.getByRole('button', { name: 'Add image' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await panel.evaluate((fieldset) => ({
      panel: Math.max(
        0,
        Math.round(
          fieldset.getBoundingClientRect().right -
            fieldset.parentElement!.getBoundingClientRect().right,
        ),
      ),
      page: document.documentElement.scrollWidth - window.innerWidth,
    }));
    expect(overflow, `${width} px wide`).toEqual({ panel: 0, page: 0 });
  }
});

test('the editor pages, rich text included, have no accessibility violation in light or dark mode', async ({
  page,
}) => {
  const noViolations = () => expectAccessibleInLightAndDarkMode(page);
  await openNewPost(page);
  await contentBox(page).click();
  await page.keyboard.type('A table:');
  await toolbarButton(page, 'Table').click();
  await noViolations();
  await toolbarButton(page, 'Image').click();
  await noViolations();
  await page.goto('/admin/projects/new');
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
  await noViolations();
});

test('a member of the team may preview a draft', async ({ page, browser, baseURL }) => {
  const member = await createAccount('Preview Member');
  await openNewPost(page);
  await page.getByRole('textbox', { name: 'Title' }).fill(`Member preview ${uniqueSuffix()}`);
  await contentBox(page).click();
  await page.keyboard.type('For the team only.');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await savedPostId(page);
  const previewPath = await previewPathOf(page);
  const teamId = new URL(previewPath, 'http://site').searchParams.get('teamId')!;
  await addTeamMember(teamId, member.id, 'member');

  const memberContext = await browser.newContext({ baseURL });
  const memberPage = await memberContext.newPage();
  await signInWithApi(memberPage, member);
  await memberPage.goto(previewPath);
  await expect(memberPage.getByText('For the team only.')).toBeVisible();
  await expectNoA11yViolations(memberPage);
  await memberContext.close();
});
