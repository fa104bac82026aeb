import { test } from './helpers/fixtures';
import {
  describePageHealth,
  expectNoConsoleErrors,
  expectNoSeriousA11yViolations,
} from './helpers/page-health';

// The foundation's pages; the content pages (home included) check themselves in their own specs.
const PAGES = [
  { name: 'sign-in', path: '/auth' },
  { name: '404', path: '/no-such-page', notFound: true },
];

describePageHealth(PAGES);

test('the mobile layout passes too, with the menu open', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expectNoConsoleErrors(page, consoleErrors);
  await expectNoSeriousA11yViolations(page);
});
