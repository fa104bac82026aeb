import { expect, type APIRequestContext, type Cookie, type Page } from '@playwright/test';

import { DEMO_ACCOUNTS, type DemoAccount } from '../../../prisma/seed/users';

/** What signing in takes: a demo account or one a test created. */
export type Credentials = Pick<DemoAccount, 'email' | 'password'>;

/** The seeded demo sign-ins: the system admin and the team editor. */
export function demoAccount(role: DemoAccount['role']): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account with the role ${role}`);
  return account;
}

/** Signs in through the /auth form, as a person would, and waits for the home page. */
export async function signInWithForm(page: Page, { email, password }: Credentials) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
}

/** This worker's sessions, by email: the cookies of each account's one sign-in over HTTP. */
const workerSessions = new Map<string, Cookie[]>();

/**
 * Signs the page's browser context in: fast set-up for tests about signed-in screens. The first
 * call for an account in a worker signs in over HTTP (CSRF token, then the credentials callback,
 * which hashes the password); later calls give the page that session's cookies. So a test that
 * signs out, ending its session for every copy of the cookie, signs in with `signInRequests`.
 */
export async function signInWithApi(page: Page, account: Credentials) {
  const context = page.context();
  const kept = workerSessions.get(account.email);
  if (kept) {
    await context.addCookies(kept);
    return;
  }
  await signInRequests(page.request, account);
  workerSessions.set(account.email, await context.cookies());
}

/** Signs a request context (its cookie jar) in over HTTP, as signInWithApi does a page. */
export async function signInRequests(request: APIRequestContext, { email, password }: Credentials) {
  const csrf = await request.get('/api/auth/csrf');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email, password, json: 'true' },
  });
  expect(response.ok(), 'sign-in over HTTP').toBe(true);
  const session = await request.get('/api/auth/session');
  expect(await session.json()).toHaveProperty('user.email', email);
}
