import { demoAccount, signInWithApi, signInWithForm } from './helpers/auth';
import { expect, test } from './helpers/fixtures';

const admin = demoAccount('System admin');
const editor = demoAccount('Team editor');

test.describe('sign-in page', () => {
  test('shows the spec texts and a way back home', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveTitle('Sign In | Teamfolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a wrong password shows the error and keeps the visitor on the page', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
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

  test('the password can be shown and hidden again', async ({ page }) => {
    await page.goto('/auth');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('the button says "Signing in..." and is disabled while busy', async ({ page }) => {
    await page.goto('/auth');
    // Hold the credentials call so the busy state can be observed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/callback/credentials', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Email').fill(editor.email);
    await page.getByLabel('Password', { exact: true }).fill(editor.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL('/');
  });

  test('a failure of the auth service shows "An unexpected error occurred"', async ({ page }) => {
    await page.goto('/auth');
    await page.route('**/api/auth/callback/credentials', (route) => route.abort());
    await page.getByLabel('Email').fill(editor.email);
    await page.getByLabel('Password', { exact: true }).fill(editor.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'An unexpected error occurred',
    );
  });

  test('a signed-in user is sent from /auth to /', async ({ page }) => {
    await signInWithApi(page, editor);
    await page.goto('/auth');
    await expect(page).toHaveURL('/');
  });
});

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
    await signInWithApi(page, editor);
    await page.goto('/404');
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    const session = await page.request.get('/api/auth/session');
    expect(await session.json()).toEqual({});
  });
});
