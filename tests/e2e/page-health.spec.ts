import type { Page } from '@playwright/test';

import { expect, test } from './helpers/fixtures';
import {
  describePageHealth,
  expectNoConsoleErrors,
  expectNoSeriousA11yViolations,
} from './helpers/page-health';
import { COMPILE_HINT } from '../../scripts/site/compile-hints';

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

/** The page's first-load scripts (src/lib/after-first-frame-scripts.ts), with request times. */
async function firstLoadScripts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[data-after-first-frame]')].map((script) => {
      const url = (script as HTMLScriptElement).src;
      const [timing] = performance.getEntriesByName(url, 'resource');
      return { path: new URL(url).pathname, startTime: timing?.startTime ?? -1 };
    }),
  );
}

test('a page asks for its scripts only after it is parsed and drawn, then hydrates', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/blog')).text();
  expect(html).not.toMatch(/<script[^>]+src="\/_next\/static\//);

  await page.goto('/blog'); // waits for hydration (helpers/fixtures.ts)
  const parsedAt = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .domContentLoadedEventEnd,
  );
  const scripts = await firstLoadScripts(page);
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts)
    expect(script.startTime, script.path).toBeGreaterThanOrEqual(parsedAt);
});

test("a page's scripts ask Chrome to compile them off the main thread", async ({
  page,
  request,
}) => {
  await page.goto('/blog');
  // The build's chunks; the build and SSG manifests are a few lines of data.
  const chunks = (await firstLoadScripts(page)).filter(({ path }) =>
    path.startsWith('/_next/static/chunks/'),
  );
  expect(chunks.length).toBeGreaterThan(3);
  for (const { path } of chunks) {
    const source = await (await request.get(path)).text();
    expect(source.startsWith(COMPILE_HINT), path).toBe(true);
  }
});
