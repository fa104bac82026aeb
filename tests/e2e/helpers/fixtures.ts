import { test as base, expect, type Page } from '@playwright/test';

/** Run in the page: whether React has hydrated it (its root element carries React's fiber). */
export function isHydrated() {
  const root = document.getElementById('__next')?.firstElementChild;
  return !!root && Object.keys(root).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * Resolves once React has hydrated the page.
 *
 * Pages ask for their scripts only after the first frame (src/lib/after-first-frame-scripts.ts),
 * so the `load` event that `page.goto` waits for can come before them; a click before
 * hydration would hit server-rendered HTML without its handlers.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(isHydrated);
}

/**
 * Playwright's `test` where `page.goto` also waits for hydration (above), with a
 * `consoleErrors` fixture: every console error and uncaught page error of the test's page,
 * collected from the start. Assert on it with `expectNoConsoleErrors` (helpers/page-health.ts)
 * once the page has settled.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      errors.push(url ? `${message.text()} (${url})` : message.text());
    });
    page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
    await provide(errors);
  },
});

export { expect };
