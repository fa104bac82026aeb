import { existsSync } from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

// Debian's headless-only build of Chromium (package chromium-headless-shell), the kind of browser
// Playwright itself runs headless: the browser suite takes about 40 % less time in it than in
// the full browser. The full one serves where the shell is not installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the production build
 * on a fresh seeded database: tests/e2e/setup/global-setup.ts starts scripts/e2e-server.ts.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // E2E_OUTPUT_DIR (with E2E_PORT and NEXT_DIST_DIR) keeps parallel runs apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  globalSetup: './tests/e2e/setup/global-setup.ts',
  fullyParallel: true,
  // Three on two cores: two workers kept both busy only three quarters of the time, as a test
  // waits on the server, timers and the network; the third fills those waits.
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // A shared 2-core machine's speed drifts two- or threefold within an hour: a 10 s journey has
  // taken 30 s in CI.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace slows every test by about a third: CI records one only when it retries a
    // failed test; a local run keeps the trace of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-default-apps',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'site',
      testIgnore: ['admin/**', 'system-admin/**', 'security/**'],
      use: { ...devices['Desktop Chrome'] },
    },
    // The editors' tests add and remove public content (a series on /series and the home page),
    // so they run once the visitor pages' tests, which count what the seed put there, are done.
    {
      name: 'admin',
      testMatch: 'admin/**/*.spec.ts',
      dependencies: ['site'],
      use: { ...devices['Desktop Chrome'] },
    },
    // The system admin unpublishes a post (which leaves /blog), so it too runs after 'site'.
    {
      name: 'system-admin',
      testMatch: 'system-admin/**/*.spec.ts',
      dependencies: ['site'],
      use: { ...devices['Desktop Chrome'] },
    },
    // The XSS corpus fills every list with hostile content: it runs once everything else is done.
    {
      name: 'security',
      testMatch: 'security/**/*.spec.ts',
      dependencies: ['admin', 'system-admin'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
});
