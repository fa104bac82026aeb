import { TEAM } from '../../../prisma/seed/team';
import { AUTHOR_NAMES, ADMIN_USER_ID } from '../../../prisma/seed/users';
import { createAccount, createTeamOwnedBy, query, uniqueSuffix } from '../helpers/accounts';
import { demoAccount, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { teamEditorApi } from '../helpers/team-editor-api';

const SYSTEM_ADMIN = demoAccount('System admin');
const SYSTEM_ADMIN_NAME = AUTHOR_NAMES[ADMIN_USER_ID]!;

test.beforeEach(async ({ page }) => {
  await signInWithApi(page, SYSTEM_ADMIN);
});

test('reads a contact message, marks it read and unread; the count in the bar follows', async ({
  page,
}) => {
  const subject = `Partnership ${uniqueSuffix()}`;
  await query(
    'INSERT INTO contact_submissions (name, email, subject, message) VALUES ($1, $2, $3, $4)',
    ['Grace Visitor', 'grace.visitor@example.test', subject, 'Could we build something together?'],
  );

  await page.goto('/system-admin');
  const nav = page.getByRole('navigation', { name: 'System admin' });
  const count = nav.getByTestId('unread-messages-count');
  await expect(count).toBeVisible();
  const unreadBefore = Number.parseInt((await count.textContent()) ?? '', 10);
  expect(unreadBefore).toBeGreaterThan(0);

  await nav.getByRole('link', { name: /Messages/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject);
  // The search applies once typing pauses: until the list holds this message alone, a click may
  // land on the list from before, while the searched one is on its way.
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(1);
  const message = page.getByRole('listitem').filter({ hasText: subject });
  await expect(message.getByText('Unread', { exact: true })).toBeVisible();
  await expect(message.getByText('Could we build something together?')).toBeVisible();
  await expect(
    message.getByRole('link', { name: 'Reply to Grace Visitor by email' }),
  ).toHaveAttribute(
    'href',
    `mailto:grace.visitor@example.test?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );

  await message.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText('Marked as read.')).toBeVisible();
  await expect(message.getByText('Read', { exact: true })).toBeVisible();
  await expect(async () => {
    const now = (await count.count()) ? Number.parseInt((await count.textContent()) ?? '0', 10) : 0;
    expect(now).toBe(unreadBefore - 1);
  }).toPass();

  await message.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(message.getByText('Unread', { exact: true })).toBeVisible();
  await expect(count).toHaveText(new RegExp(`^${unreadBefore}`));

  await message.getByRole('button', { name: 'Delete the message from Grace Visitor' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted.')).toBeVisible();
  await expect(message).toHaveCount(0);
});

test("unpublishes another team's post: it leaves /blog, and the audit log says who did it", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const title = `Cross-team note ${uniqueSuffix()}`;
  const owner = await createAccount('Other Team Owner');
  const teamName = `Other team ${uniqueSuffix()}`;
  const teamId = await createTeamOwnedBy(owner, teamName);
  const editor = await teamEditorApi(playwright, baseURL, owner);
  const post = await editor.mutate('blog.create', {
    teamId,
    title,
    content: '<p>Written by the team, taken down by the system admin.</p>',
    published: true,
  });
  try {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await page.goto('/system-admin/blog');
    await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: teamName });
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(title);
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Unpublish ${title}` }).click();
    await expect(page.getByText('Post unpublished.')).toBeVisible();
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();

    await expect(async () => {
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Updates');
      await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    }).toPass();

    await page.goto('/system-admin/audit');
    await page.getByRole('combobox', { name: 'Record' }).selectOption({ label: 'Blog post' });
    const entry = page
      .getByRole('list', { name: 'Audit entries' })
      .getByRole('listitem')
      .filter({ hasText: title })
      .first();
    await expect(entry).toContainText('Unpublish');
    await expect(entry).toContainText(SYSTEM_ADMIN_NAME);
    await expect(entry).toContainText(teamName);
    await expect(entry.getByRole('term')).toHaveText(['Published']);
    await expect(entry.getByRole('definition')).toHaveText(['yes → no']);
    await expect(entry.getByRole('link', { name: `Blog post “${title}”` })).toHaveAttribute(
      'href',
      `/admin/blog/${post.id}`,
    );
  } finally {
    await editor.mutate('blog.delete', { teamId, id: post.id });
    await editor.dispose();
  }
});

test("opens another team's media from the cross-team list, and switches between every team", async ({
  page,
}) => {
  const owner = await createAccount('Media Team Owner');
  const teamName = `Media team ${uniqueSuffix()}`;
  const teamId = await createTeamOwnedBy(owner, teamName);
  const title = `Their poster ${uniqueSuffix()}`;
  await query(
    "INSERT INTO media_items (team_id, title, media_type, media_url) VALUES ($1, $2, 'image', $3)",
    [teamId, title, '/favicon.ico'],
  );

  await page.goto('/system-admin/media');
  await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: teamName });
  await page.getByRole('link', { name: `Edit ${title} in ${teamName}'s editor` }).click();

  // The team's own media screen, though the system admin is not one of its members.
  await expect(page).toHaveURL('/admin/media');
  const switcher = page.getByRole('combobox', { name: 'Team', exact: true });
  await expect(switcher).toHaveValue(teamId);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The switcher offers the admin's own team too, and every other one.
  await switcher.selectOption({ label: TEAM.name });
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await switcher.selectOption({ label: teamName });
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
