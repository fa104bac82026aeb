import type { APIRequestContext } from '@playwright/test';

import { HACKATHON_ITEMS } from '../../../prisma/seed/hackathon-items';
import { HACKATHON_SERIES_ID, SERIES } from '../../../prisma/seed/series';
import { TEAM, TEAM_ID } from '../../../prisma/seed/team';
import {
  addTeamMember,
  createAccount,
  createTeamOwnedBy,
  removeTeamMember,
  type TestAccount,
} from '../helpers/accounts';
import { demoAccount, signInRequests, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';

const HACKATHON = SERIES.find((series) => series.id === HACKATHON_SERIES_ID)!;
const HACKATHON_SLUG = HACKATHON.slug;
const DRAFT = HACKATHON_ITEMS.find((item) => !item.published)!;

/** Every signed-in route, and something of the team's that only a signed-in member may read. */
const PROTECTED_ROUTES = [
  '/admin',
  '/admin/series',
  `/admin/series/${HACKATHON_SLUG}/items`,
  '/teams',
  '/teams/create',
  `/teams/${TEAM.slug}/members`,
  '/system-admin',
];

test.describe('a visitor', () => {
  for (const route of PROTECTED_ROUTES) {
    test(`is sent from ${route} to sign in, with nothing of the page`, async ({
      page,
      request,
    }) => {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toBe(`/auth?callbackUrl=${encodeURIComponent(route)}`);
      const body = await response.text();
      expect(body).not.toContain(TEAM.name);
      expect(body).not.toContain(DRAFT.title);

      await page.goto(route);
      await expect(page).toHaveURL(`/auth?callbackUrl=${encodeURIComponent(route)}`);
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    });
  }
});

test('a signed-in user who is not a system admin sees Access Denied on /system-admin', async ({
  page,
}) => {
  await signInWithApi(page, demoAccount('Team editor'));
  const response = await page.goto('/system-admin');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
  await expect(
    page.getByText('You need system administrator privileges to access this page.'),
  ).toBeVisible();
  await expect(page.getByText('Teams', { exact: true })).toHaveCount(0);
});

/** A tRPC call over HTTP as whoever `request` is signed in as: the HTTP status and the error. */
async function callProcedure(
  request: APIRequestContext,
  procedure: string,
  input: Record<string, unknown>,
  kind: 'query' | 'mutation',
) {
  const response =
    kind === 'query'
      ? await request.get(
          `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
        )
      : await request.post(`/api/trpc/${procedure}`, { data: { json: input } });
  const body = (await response.json()) as { error?: { json: { data: { code: string } } } };
  return { status: response.status(), code: body.error?.json.data.code };
}

test.describe('a member of another team', () => {
  let outsider: TestAccount;

  test.beforeAll(async () => {
    outsider = await createAccount('Olive Outsider');
    await createTeamOwnedBy(outsider, 'Outsiders');
  });

  test("can neither see this team's drafts in the admin area nor change them", async ({ page }) => {
    await signInWithApi(page, outsider);
    await page.goto(`/admin/series/${HACKATHON_SLUG}/items`);
    await expect(page.getByRole('heading', { name: 'Series not found' })).toBeVisible();
    await expect(page.getByText(DRAFT.title)).toHaveCount(0);
    // Their own team is the one their screens show.
    await page.goto('/admin/series');
    await expect(page.getByText('No series yet')).toBeVisible();
  });

  test("is refused this team's drafts and changes by a direct call", async ({
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL });
    await signInRequests(request, outsider);
    const read = await callProcedure(
      request,
      'seriesItem.adminList',
      { teamId: TEAM_ID, seriesId: HACKATHON_SERIES_ID },
      'query',
    );
    expect(read).toEqual({ status: 403, code: 'FORBIDDEN' });
    const write = await callProcedure(
      request,
      'series.delete',
      { teamId: TEAM_ID, id: HACKATHON_SERIES_ID },
      'mutation',
    );
    expect(write).toEqual({ status: 403, code: 'FORBIDDEN' });
    await request.dispose();
  });
});

test.describe('a team member with the member role', () => {
  let member: TestAccount;

  test.beforeAll(async () => {
    member = await createAccount('Mona Member');
    await addTeamMember(TEAM_ID, member.id, 'member');
  });
  test.afterAll(async () => {
    await removeTeamMember(TEAM_ID, member.id);
  });

  test('sees the drafts read-only, without any button that writes', async ({ page }) => {
    await signInWithApi(page, member);
    await page.goto('/admin/series');
    await expect(page.getByRole('heading', { name: HACKATHON.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Series' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit Details/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    await page.goto(`/admin/series/${HACKATHON_SLUG}/items`);
    const draft = page.getByRole('article').filter({ hasText: DRAFT.title });
    await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Item' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete|Move|Drag)/ })).toHaveCount(0);
  });
});
