import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import {
  addTeamMember,
  createAccount,
  createTeamOwnedBy,
  uniqueSuffix,
  type TestAccount,
} from '../helpers/accounts';
import { signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { TINY_PNG } from '../helpers/images';
import { liftWithKeyboard } from '../helpers/keyboard-drag';
import { standInForYouTube } from '../helpers/offline-youtube';
import { expectNoA11yViolations } from '../helpers/page-health';

/**
 * Each test works in a team of its own, owned by an account of its own: its lists hold only
 * what it made, and the seeded content other tests read stays as it is.
 */
async function ownTeam(page: Page, label: string) {
  const owner = await createAccount(`${label} Owner`);
  const teamId = await createTeamOwnedBy(owner, `${label} Team`);
  await signInWithApi(page, owner);
  return { owner, teamId };
}

/** A tRPC mutation over HTTP as the page's signed-in account; its answer. */
async function mutate(page: Page, procedure: string, input: Record<string, unknown>) {
  const response = await page.request.post(`/api/trpc/${procedure}`, { data: { json: input } });
  expect(response.ok(), `${procedure}: ${await response.text()}`).toBe(true);
  const body = (await response.json()) as { result: { data: { json: { id: string } } } };
  return body.result.data.json;
}

const rows = (page: Page, list: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem');
const row = (page: Page, list: string, title: string) =>
  rows(page, list).filter({ has: page.getByRole('heading', { name: title }) });

test('the blog list searches, filters, publishes and unpublishes, and deletes', async ({
  page,
}) => {
  test.slow();
  const { teamId } = await ownTeam(page, 'Blog List');
  const suffix = uniqueSuffix();
  const title = `Notes from the lab ${suffix}`;
  await mutate(page, 'blog.create', { teamId, title, content: '<p>Draft.</p>' });
  await mutate(page, 'blog.create', {
    teamId,
    title: `Launch day ${suffix}`,
    content: '<p>Out.</p>',
    published: true,
  });

  await page.goto('/admin/blog');
  await expect(page.getByRole('link', { name: 'New post' })).toHaveAttribute(
    'href',
    '/admin/blog/new',
  );
  await expect(rows(page, 'Posts')).toHaveCount(2);
  await expectNoA11yViolations(page);

  // Search by title, then filter by state.
  await page.getByRole('searchbox', { name: 'Search by title' }).fill('LAB');
  await expect(rows(page, 'Posts')).toHaveCount(1);
  await expect(row(page, 'Posts', title).getByText('Draft')).toBeVisible();
  await page.getByRole('combobox', { name: 'State' }).selectOption('published');
  await expect(page.getByText('No matching posts')).toBeVisible();
  await page.getByRole('combobox', { name: 'State' }).selectOption('draft');
  await expect(rows(page, 'Posts')).toHaveCount(1);
  await expect(
    row(page, 'Posts', title).getByRole('link', { name: `Edit ${title}` }),
  ).toHaveAttribute('href', /^\/admin\/blog\/[0-9a-f-]{36}$/);

  // Publishing puts the post on /blog; unpublishing takes it off again.
  await page.getByRole('combobox', { name: 'State' }).selectOption('all');
  await row(page, 'Posts', title)
    .getByRole('button', { name: `Publish ${title}` })
    .click();
  await expect(page.getByText('Post published successfully!')).toBeVisible();
  await expect(row(page, 'Posts', title).getByText('Published')).toBeVisible();
  const blog = await page.context().newPage();
  await blog.goto('/blog');
  await expect(blog.getByRole('heading', { name: title })).toBeVisible();
  await row(page, 'Posts', title)
    .getByRole('button', { name: `Unpublish ${title}` })
    .click();
  await expect(page.getByText('Post unpublished successfully!')).toBeVisible();
  await expect(row(page, 'Posts', title).getByText('Draft')).toBeVisible();
  await expect(async () => {
    await blog.reload();
    await expect(blog.getByRole('heading', { name: title })).toHaveCount(0);
  }).toPass();
  await blog.close();

  // Deleting asks first; cancelling keeps the post.
  await row(page, 'Posts', title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete this post?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, 'Posts', title)).toHaveCount(1);
  await row(page, 'Posts', title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await confirm.getByRole('button', { name: 'Delete post' }).click();
  await expect(page.getByText('Post deleted successfully!')).toBeVisible();
  await expect(page.getByText('No matching posts')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by title' }).fill('');
  await expect(rows(page, 'Posts').getByRole('heading')).toHaveText([`Launch day ${suffix}`]);
});

test('the projects list filters featured projects and features one', async ({ page }) => {
  const { teamId } = await ownTeam(page, 'Projects List');
  await mutate(page, 'project.create', { teamId, title: 'Robot arm', description: 'Arms.' });
  await mutate(page, 'project.create', {
    teamId,
    title: 'Plant monitor',
    description: 'Plants.',
    featured: true,
  });

  await page.goto('/admin/projects');
  await expect(page.getByRole('link', { name: 'New project' })).toHaveAttribute(
    'href',
    '/admin/projects/new',
  );
  await expect(rows(page, 'Projects')).toHaveCount(2);
  await expectNoA11yViolations(page);
  await page.getByRole('combobox', { name: 'State' }).selectOption('featured');
  await expect(rows(page, 'Projects').getByRole('heading')).toHaveText(['Plant monitor']);
  await page.getByRole('combobox', { name: 'State' }).selectOption('all');
  await row(page, 'Projects', 'Robot arm')
    .getByRole('button', { name: 'Feature Robot arm' })
    .click();
  await expect(page.getByText('Project featured successfully!')).toBeVisible();
  await page.getByRole('combobox', { name: 'State' }).selectOption('featured');
  await expect(rows(page, 'Projects')).toHaveCount(2);
});

test('a long media list shows one page of 20, and the next with Load more', async ({ page }) => {
  const { teamId } = await ownTeam(page, 'Long Media');
  for (let n = 1; n <= 25; n += 1) {
    await mutate(page, 'media.create', {
      teamId,
      title: `Frame ${String(n).padStart(2, '0')}`,
      mediaType: 'image',
      mediaUrl: '/demo/media-architecture.webp',
    });
  }

  await page.goto('/admin/media');
  await expect(rows(page, 'Media items')).toHaveCount(20);
  // The last edited first: the newest 20 frames, 25 down to 06.
  await expect(rows(page, 'Media items').first().getByRole('heading')).toHaveText('Frame 25');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows(page, 'Media items')).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Type' }).selectOption('video');
  await expect(page.getByText('No matching media')).toBeVisible();
});

test('a team member sees the lists read-only', async ({ page }) => {
  const owner = await createAccount('Read Only Owner');
  const teamId = await createTeamOwnedBy(owner, 'Read Only Team');
  const member: TestAccount = await createAccount('Read Only Member');
  await addTeamMember(teamId, member.id, 'member');
  await signInWithApi(page, owner);
  await mutate(page, 'blog.create', { teamId, title: 'Members read me', content: '<p>Hi</p>' });
  await mutate(page, 'project.create', { teamId, title: 'Read-only bot', description: 'Bot.' });
  await mutate(page, 'media.create', {
    teamId,
    title: 'Read-only frame',
    mediaType: 'image',
    mediaUrl: '/demo/media-architecture.webp',
  });
  await page.context().clearCookies();
  await signInWithApi(page, member);

  for (const [path, list, title] of [
    ['/admin/blog', 'Posts', 'Members read me'],
    ['/admin/projects', 'Projects', 'Read-only bot'],
    ['/admin/media', 'Media items', 'Read-only frame'],
  ] as const) {
    await page.goto(path);
    await expect(row(page, list, title)).toBeVisible();
    await expect(row(page, list, title).getByRole('button')).toHaveCount(0);
    await expect(row(page, list, title).getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^New / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Media' })).toHaveCount(0);
  }
});

const DEMO_VIDEO = {
  name: 'demo-clip.mp4',
  mimeType: 'video/mp4',
  buffer: readFileSync(path.join(process.cwd(), 'public/demo/inbox-copilot-demo.mp4')),
};

test('media: an uploaded image, an uploaded video and a YouTube link; refused files store nothing', async ({
  page,
}) => {
  test.slow();
  await standInForYouTube(page);
  await ownTeam(page, 'Media Upload');
  await page.goto('/admin/media');
  await expect(page.getByText('No media yet')).toBeVisible();

  // An image, uploaded with the picker.
  await page.getByRole('button', { name: 'Add Media' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add Media' });
  await expect(dialog.getByText('videos (MP4, WebM) up to 50 MB')).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Whiteboard photo');
  await dialog.getByLabel('Upload file').setInputFiles(TINY_PNG);
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Media' }).click();
  await expect(page.getByText('Media added successfully!')).toBeVisible();
  await expect(row(page, 'Media items', 'Whiteboard photo').getByText('Image')).toBeVisible();

  // A video: the bytes make it one, whatever the type select said.
  await page.getByRole('button', { name: 'Add Media' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Media' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Demo clip');
  await dialog.getByLabel('Upload file').setInputFiles(DEMO_VIDEO);
  await expect(page.getByText('Video uploaded successfully!')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('video');
  await dialog.getByRole('button', { name: 'Add Media' }).click();
  await expect(page.getByText('Media added successfully!').first()).toBeVisible();
  await expect(row(page, 'Media items', 'Demo clip').getByText('Video')).toBeVisible();

  // A YouTube short link, its thumbnail previewed before saving.
  await page.getByRole('button', { name: 'Add Media' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Media' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Conference talk');
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption('youtube');
  await dialog.getByRole('textbox', { name: 'YouTube URL' }).fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(dialog.getByRole('img', { name: 'Thumbnail of the YouTube video' })).toHaveAttribute(
    'src',
    'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  );
  await dialog.getByRole('button', { name: 'Add Media' }).click();
  await expect(row(page, 'Media items', 'Conference talk').getByText('YouTube')).toBeVisible();
  await expect(rows(page, 'Media items')).toHaveCount(3);

  // A text file dressed as a PNG: the server reads the bytes and refuses it.
  await page.getByRole('button', { name: 'Add Media' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Media' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Not an image');
  await dialog.getByLabel('Upload file').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just some notes, not an image'),
  });
  await expect(dialog.getByRole('alert')).toContainText(
    '"notes.png" is not a supported file. Only JPEG, PNG, WebP, GIF and AVIF images and MP4 and WebM videos can be uploaded.',
  );
  await expect(page.getByText('Error uploading file').first()).toBeVisible();

  // An image over 5 MB is refused before it is sent.
  await dialog.getByLabel('Upload file').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([TINY_PNG.buffer, Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(dialog.getByRole('alert')).toContainText('Images must be at most 5 MB.');
  await expect(dialog.getByRole('textbox', { name: 'File URL' })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Add Media' }).click();
  await expect(dialog.getByText('Media URL is required.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Discard unsaved changes?' })
    .getByRole('button', { name: 'Discard changes' })
    .click();
  await expect(rows(page, 'Media items')).toHaveCount(3);
});

test('team profiles: created, reordered by keyboard, shown on /about in the new order', async ({
  page,
}) => {
  test.slow();
  await ownTeam(page, 'Profiles');
  const suffix = uniqueSuffix();
  const [first, second] = [`Ada ${suffix}`, `Grace ${suffix}`];

  await page.goto('/admin/profiles');
  await expect(page.getByText('No team profiles yet')).toBeVisible();
  await expectNoA11yViolations(page);
  for (const name of [first, second]) {
    await page.getByRole('button', { name: 'Add Team Member' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Role' }).fill('Engineer');
    await dialog.getByRole('textbox', { name: 'GitHub URL' }).fill('https://github.com/example');
    await dialog.getByRole('button', { name: 'Add Team Member' }).click();
    await expect(page.getByText('Profile created successfully!').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
  }
  const names = page.getByRole('list', { name: 'Team profiles' }).getByRole('heading');
  await expect(names).toHaveText([first, second]);

  // Lift the second with the keyboard, move it up, drop it.
  await liftWithKeyboard(page, second, { position: 2, of: 2 });
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`${second} moved to position 1 of 2.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(names).toHaveText([second, first]);
  await expect(page.getByText('Profile order saved')).toBeVisible();

  const about = await page.context().newPage();
  await expect(async () => {
    await about.goto('/about');
    const shown = await about
      .getByRole('region', { name: 'Meet the Team' })
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(shown.filter((name) => name.endsWith(suffix))).toEqual([second, first]);
  }).toPass();
  await about.close();

  // Remove them again, so /about keeps only the seeded team.
  for (const name of [first, second]) {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this profile?' })
      .getByRole('button', { name: 'Delete profile' })
      .click();
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
  }
});

test('a file dropped anywhere on the media screen opens Add Media with it uploaded', async ({
  page,
}) => {
  await ownTeam(page, 'Media Drop');
  await page.goto('/admin/media');
  await expect(page.getByText('No media yet')).toBeVisible();

  const files = await page.evaluateHandle(
    (bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
      return transfer;
    },
    [...TINY_PNG.buffer],
  );
  const heading = page.getByRole('heading', { name: 'Media', level: 1 });
  await heading.dispatchEvent('dragover', { dataTransfer: files });
  await heading.dispatchEvent('drop', { dataTransfer: files });

  const dialog = page.getByRole('dialog', { name: 'Add Media' });
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'File URL' })).toHaveValue(
    /^\/api\/uploads\/media\/[0-9a-f]{16}-\d{13}\.png$/,
  );
});
