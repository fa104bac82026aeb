import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/**
 * Signs the page's browser context in over HTTP (CSRF token, then the credentials callback):
 * fast set-up for tests about signed-in screens.
 */
export async function signInWithApi(page: Page, account: Credentials) {
  await signInRequests(page.request, account);
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
