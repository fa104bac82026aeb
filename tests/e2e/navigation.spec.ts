import { demoAccount, signInRequests, signInWithApi } from './helpers/auth';
import { expect, test } from './helpers/fixtures';

const TOP_LINKS = [
  ['Home', '/'],
  ['Series', '/series'],
  ['Projects', '/projects'],
  ['Media', '/media'],
  ['About', '/about'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
] as const;

test.describe('desktop navigation', () => {
  test('has the seven top links in order, and Sign In for a visitor', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveText(TOP_LINKS.map(([label]) => label));
    for (const [index, [, href]] of TOP_LINKS.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    await expect(links.first()).toHaveAttribute('aria-current', 'page');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/auth');
  });

  test('the first Tab reaches a skip link that moves focus to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the footer repeats the links', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    await expect(links).toHaveText(TOP_LINKS.map(([label]) => label));
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens and closes by keyboard, announcing its state', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    const links = panel.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
    await expect(links).toHaveText(TOP_LINKS.map(([label]) => label));
    await expect(panel.getByRole('link', { name: 'Sign In' })).toBeVisible();

    // The panel follows the button in the tab order: its search box and button, then the links.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('searchbox', { name: 'Search the site' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('following a link closes the menu', async ({ page }) => {
    await page.goto('/404');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('shows the signed-in labels for a system admin, and signs out', async ({ page }) => {
    await signInRequests(page.request, demoAccount('System admin'));
    // Not on '/', so the reload on '/' after signing out shows in the URL.
    await page.goto('/404');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('link', { name: 'Admin Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(panel.getByRole('link', { name: 'System Admin Dashboard' })).toHaveAttribute(
      'href',
      '/system-admin',
    );
    await expect(panel.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('an editor sees no System Admin Dashboard entry', async ({ page }) => {
    await signInWithApi(page, demoAccount('Team editor'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Admin Dashboard', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'System Admin Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});
