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

test("a page's scripts ask Chrome to compile them off the main thread", async ({ request }) => {
  const html = await (await request.get('/blog')).text();
  const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    const source = await (await request.get(script)).text();
    expect(source.startsWith(COMPILE_HINT), script).toBe(true);
  }
});
