import { expect, test } from './helpers/fixtures';
import { expectNoConsoleErrors, expectNoSeriousA11yViolations } from './helpers/page-health';

// The foundation's pages; the content pages (home included) check themselves in their own specs.
const PAGES = [
  { name: 'sign-in', path: '/auth', notFound: false },
  { name: '404', path: '/no-such-page', notFound: true },
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });

    for (const { name, path, notFound } of PAGES) {
      test(`${name}: no serious accessibility violation, no console error`, async ({
        page,
        consoleErrors,
      }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectNoConsoleErrors(page, consoleErrors, { notFound });
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

test('the mobile layout passes too, with the menu open', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expectNoConsoleErrors(page, consoleErrors);
  await expectNoSeriousA11yViolations(page);
});
