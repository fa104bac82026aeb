import type { Page } from '@playwright/test';

/**
 * Holds every request to a public list procedure until the returned function is called, then
 * answers it with a server error: the page's loading state can be checked while it waits.
 */
export async function holdThenFailListRequests(page: Page, procedure: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === `/api/trpc/${procedure}`,
    async (route) => {
      await released;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    },
  );
  return release;
}
