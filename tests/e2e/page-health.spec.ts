import type { Page } from '@playwright/test';

import { SERIES } from '../../prisma/seed/series';
import { COMPILE_HINT } from '../../scripts/site/compile-hints';

import { expect, test } from './helpers/fixtures';
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

test('cached pages are sent as plain ASCII and still read as written', async ({
  page,
  request,
}) => {
  // The series page's description has a typographic apostrophe (Northwind’s) and its date range
  // a dash: the cache handler escapes them (src/server/page-cache), the browser shows them.
  // The page is not prerendered: its first visitor gets the render itself, the rest the cache.
  await request.get(`/series/${SERIES[0]!.slug}`);
  const response = await request.get(`/series/${SERIES[0]!.slug}`);
  expect(response.status()).toBe(200);
  const body = await response.body();
  expect(body.findIndex((byte) => byte > 0x7f)).toBe(-1);

  await page.goto(`/series/${SERIES[0]!.slug}`);
  await expect(page.getByText(SERIES[0]!.description!, { exact: true })).toBeVisible();
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
