import { randomUUID } from 'node:crypto';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { createAccount } from './helpers/accounts';
import { demoAccount, signInRequests, signInWithApi, signInWithForm } from './helpers/auth';
import { expect, test } from './helpers/fixtures';
import { describePageHealth } from './helpers/page-health';

const admin = demoAccount('System admin');
const editor = demoAccount('Team editor');

/** Holds the page's requests to `url` until the returned function is called: busy states show. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Fills the sign-in form and submits it. */
async function signInThroughForm(page: Page, { email, password }: typeof editor) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('sign-in page', () => {
  test('shows its texts and a way back home', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveTitle('Sign In | Teamfolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('submitted before its scripts run, the form never puts the password in the address', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByLabel('Email').fill('early.bird@example.test');
    await page.getByLabel('Password', { exact: true }).fill('typed-before-hydration');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(page.url()).toBe(`${baseURL}/auth`);
    await context.close();
  });

  test('a wrong password shows the error and keeps the visitor on the page', async ({ page }) => {
    // An account of its own: failures count towards the account's sign-in limit.
    const account = await createAccount('Wrong Password');
    await page.goto('/auth');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  test('after 5 wrong passwords the account waits, and the form says how long', async ({
    page,
  }) => {
    const account = await createAccount('Guessed Account');
    await page.goto('/auth');
    await page.getByLabel('Email').fill(account.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel('Password', { exact: true }).fill(`guess number ${attempt}`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'Invalid email or password',
      );
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    }

    // Even the right password waits now: the answer is 429, in words.
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/auth/callback/credentials')),
      page.getByRole('button', { name: 'Sign In' }).click(),
    ]);
    expect(answer.status()).toBe(429);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Too many attempts. Try again in 15 minutes.',
    );
    await expect(page).toHaveURL('/auth');
  });

  test('invalid input is explained beside the field, without a request', async ({ page }) => {
    await page.goto('/auth');
    const authRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/')) authRequests.push(request.url());
    });
    const email = page.getByLabel('Email');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    // The browser's own validation message, e.g. "Please include an '@' in the email address…".
    await expect(email).toHaveAccessibleDescription(/@/);
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /fill out this field/i,
    );
    expect(authRequests).toEqual([]);

    await email.fill(editor.email);
    await expect(email).not.toHaveAttribute('aria-invalid');
  });

  test('the button says "Signing in..." and is disabled while busy', async ({ page }) => {
    await page.goto('/auth');
    const release = await holdRequests(page, '**/api/auth/callback/credentials');
    await signInThroughForm(page, editor);
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL('/');
  });

  test('a failure of the auth service shows "An unexpected error occurred"', async ({ page }) => {
    await page.goto('/auth');
    await page.route('**/api/auth/callback/credentials', (route) => route.abort());
    await signInThroughForm(page, editor);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'An unexpected error occurred',
    );
  });

  test('a sign-in while the database is unavailable says to try again', async ({
    page,
  }, testInfo) => {
    await page.goto('/auth');
    // The server's answer then (tests/integration/sign-in-http.test.ts), which cannot be caused
    // against the shared e2e server without failing every other test's requests.
    const message = 'The site cannot reach its database right now. Try again in a moment.';
    await page.route('**/api/auth/callback/credentials', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'Retry-After': '5' },
        body: JSON.stringify({
          url: `${new URL(page.url()).origin}/auth?error=${encodeURIComponent(message)}`,
        }),
      }),
    );
    await signInThroughForm(page, editor);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(message);
    await expect(page).toHaveURL('/auth');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.screenshot({
          path: path.join(testInfo.outputDir, `sign-in-unavailable-${width}-${colorScheme}.png`),
        });
      }
    }
  });

  test('a signed-in user is sent from /auth to /', async ({ page }) => {
    await signInWithApi(page, editor);
    await page.goto('/auth');
    await expect(page).toHaveURL('/');
  });
});

for (const path of ['/auth', '/auth/sign-up']) {
  test(`the password on ${path} can be shown and hidden again`, async ({ page }) => {
    await page.goto(path);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
}

test.describe('coming back after signing in', () => {
  test('a visitor sent to sign in from /projects lands on /projects', async ({ page }) => {
    await page.goto('/auth?callbackUrl=%2Fprojects');
    await signInThroughForm(page, editor);
    await expect(page).toHaveURL('/projects');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });

  for (const unsafe of ['//evil.example', '/\\evil.example', 'https://evil.example/']) {
    test(`an unsafe callbackUrl ${JSON.stringify(unsafe)} lands on /`, async ({ page }) => {
      await page.goto(`/auth?callbackUrl=${encodeURIComponent(unsafe)}`);
      await signInThroughForm(page, editor);
      await expect(page).toHaveURL('/');
    });
  }

  test('a signed-in visitor opening /auth?callbackUrl=/blog lands on /blog', async ({ page }) => {
    await signInWithApi(page, editor);
    await page.goto('/auth?callbackUrl=%2Fblog');
    await expect(page).toHaveURL('/blog');
  });

  test('a signed-in visitor is never sent to another site', async ({ page }) => {
    await signInWithApi(page, editor);
    await page.goto('/auth?callbackUrl=%2F%2Fevil.example');
    await expect(page).toHaveURL('/');
  });
});

/** A new person's details: an address no other test uses. */
function newPerson() {
  return {
    fullName: 'Grace Hopper',
    email: `grace-${randomUUID()}@example.test`,
    password: 'compiler-1952',
  };
}

async function fillSignUp(page: Page, { fullName, email, password }: ReturnType<typeof newPerson>) {
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

test.describe('sign-up page (the e2e site allows sign-up)', () => {
  test('is reached from /auth, keeping the return path, and leads back', async ({ page }) => {
    await page.goto('/auth?callbackUrl=%2Fprojects');
    await expect(page.getByText("Don't have an account?")).toBeVisible();
    await page.getByRole('link', { name: 'Create one' }).click();
    await expect(page).toHaveURL('/auth/sign-up?callbackUrl=%2Fprojects');
    await expect(page).toHaveTitle('Create an Account | Teamfolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();

    await expect(page.getByText('Already have an account?')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/auth?callbackUrl=%2Fprojects');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('creates the account, signs in and returns to the callbackUrl', async ({ page }) => {
    const person = newPerson();
    await page.goto('/auth/sign-up?callbackUrl=%2Fprojects');
    await fillSignUp(page, person);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/projects');
    const session = await page.request.get('/api/auth/session');
    expect(await session.json()).toMatchObject({
      user: { email: person.email, name: person.fullName },
    });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });

  test('without a callbackUrl it returns home', async ({ page }) => {
    await page.goto('/auth/sign-up');
    await fillSignUp(page, newPerson());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/');
  });

  test('shows the password rules beside the field', async ({ page }) => {
    await page.goto('/auth/sign-up');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAccessibleDescription('At least 8 characters, at most 256.');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
  });

  test('the browser explains missing and short input beside the fields, without a request', async ({
    page,
  }) => {
    await page.goto('/auth/sign-up');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) requests.push(request.url());
    });
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();

    const fullName = page.getByLabel('Full name');
    await expect(fullName).toHaveAttribute('aria-invalid', 'true');
    await expect(fullName).toBeFocused();
    await expect(fullName).toHaveAccessibleDescription(/fill out this field/i);
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/@/);
    // The rules stay beside the field, followed by the browser's message ("…8 characters or more…").
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /^At least 8 characters, at most 256\. .*8 characters/,
    );
    expect(requests).toEqual([]);

    await fullName.fill('Ada');
    await expect(fullName).not.toHaveAttribute('aria-invalid');
  });

  test('a taken email is explained beside the email field', async ({ page }) => {
    await page.goto('/auth/sign-up');
    await fillSignUp(page, { ...newPerson(), email: editor.email });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const email = page.getByLabel('Email');
    await expect(email).toHaveAccessibleDescription('An account with this email already exists.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL('/auth/sign-up');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  test("the server's verdict on a field appears beside it", async ({ page }) => {
    await page.goto('/auth/sign-up');
    // Spaces satisfy the browser's `required`; the server trims them away.
    await fillSignUp(page, { ...newPerson(), fullName: '   ' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const fullName = page.getByLabel('Full name');
    await expect(fullName).toHaveAccessibleDescription('Enter your full name.');
    await expect(fullName).toBeFocused();
  });

  test('the button says "Creating account..." and is disabled while busy', async ({ page }) => {
    await page.goto('/auth/sign-up');
    const release = await holdRequests(page, '**/api/trpc/auth.signUp');
    await fillSignUp(page, newPerson());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL('/');
  });

  test('a failure of the server shows "An unexpected error occurred"', async ({ page }) => {
    await page.goto('/auth/sign-up');
    await page.route('**/api/trpc/auth.signUp', (route) => route.abort());
    await fillSignUp(page, newPerson());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'An unexpected error occurred',
    );
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  test('says so when the account was created but signing in failed', async ({ page }) => {
    await page.goto('/auth/sign-up');
    await page.route('**/api/auth/callback/credentials', (route) => route.abort());
    await fillSignUp(page, newPerson());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Your account was created, but signing in failed: An unexpected error occurred',
    );
  });
});

describePageHealth([{ name: 'sign-up', path: '/auth/sign-up' }]);

test.describe('signed-in navigation', () => {
  test('the system admin lands on / with the admin icon and the System link', async ({ page }) => {
    await signInWithForm(page, admin);
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(nav.getByRole('link', { name: 'System' })).toHaveAttribute(
      'href',
      '/system-admin',
    );
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });

  test('an editor gets the admin icon but no System link', async ({ page }) => {
    await signInWithForm(page, editor);
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'System' })).toHaveCount(0);
  });

  test('Sign Out signs the user out and returns home', async ({ page }) => {
    await signInRequests(page.request, editor);
    await page.goto('/404');
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    const session = await page.request.get('/api/auth/session');
    expect(await session.json()).toEqual({});
  });
});
