import type { Page } from '@playwright/test';

import { BLOG_POSTS } from '../../../prisma/seed/blog';
import { HACKATHON_SERIES_ID, SERIES } from '../../../prisma/seed/series';
import { BEACON_PATH, type BeaconBody } from '../../../src/lib/reader-beacon/beacon';
import { MAX_BEACON_BYTES } from '../../../src/server/analytics/beacon-request';
import { demoAccount, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';

const HACKATHON = SERIES.find((series) => series.id === HACKATHON_SERIES_ID)!;
const PUBLISHED_POST = BLOG_POSTS.find((post) => post.published)!;

const PAGES = [
  '/',
  '/blog',
  `/blog/${PUBLISHED_POST.id}`,
  `/series/${HACKATHON.slug}`,
  '/projects',
  '/media',
  '/about',
  '/contact',
  '/auth',
];

/** Every violation of the Content-Security-Policy the page reports, from its first script on. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});

function violations(page: Page) {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('every response of the production server carries the security headers', async ({
  request,
}) => {
  for (const path of [
    '/',
    '/blog',
    '/api/trpc/series.list?input=%7B%22json%22%3A%7B%7D%7D',
    '/favicon.ico',
  ]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
    expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});

test('the reader beacon, taken before Next routes it, answers with them too', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const beacon: BeaconBody = { kind: 'view', path: '/', device: 'desktop' };
  const send = (body: string, from = origin) =>
    request.post(BEACON_PATH, {
      headers: { 'content-type': 'text/plain', origin: from },
      data: body,
    });
  const answers = [
    await send(JSON.stringify(beacon)),
    await send('{"kind":'),
    await send(JSON.stringify(beacon), 'https://elsewhere.example'),
    await send('x'.repeat(MAX_BEACON_BYTES + 1)),
  ];
  expect(answers.map((answer) => answer.status())).toEqual([202, 400, 403, 413]);
  for (const answer of answers) {
    const headers = answer.headers();
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-powered-by']).toBeUndefined();
  }
});

for (const path of PAGES) {
  test(`${path} runs its scripts under the policy, with no violation`, async ({ page }) => {
    await page.goto(path);
    // The inline loader ran (allowed by its hash) and the page's scripts hydrated it.
    await expect(page.locator('script[data-after-first-frame]').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}

test('the blog editor and its rich text run under the policy', async ({ page }) => {
  await signInWithApi(page, demoAccount('Team editor'));
  await page.goto('/admin/blog/new');
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
});
