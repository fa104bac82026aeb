import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test` with a `consoleErrors` fixture: every console error and uncaught page
 * error of the test's page, collected from the start. Assert on it with
 * `expectNoConsoleErrors` (helpers/page-health.ts) once the page has settled.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
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
