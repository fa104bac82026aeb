/**
 * A fresh install claimed in the browser: `npm start` on a database without accounts prints a
 * one-time link; it opens the setup screen once, creates the first administrator and team, signs
 * them in and lands on the admin area; afterwards the link, like any other token, is a 404.
 * The site here is a second server of the same build on an empty database of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

import pg from 'pg';

import { expect, test } from './helpers/fixtures';
import { expectNoA11yViolations } from './helpers/page-health';
import { isProcessAlive, processCommandLine } from '../../scripts/db/processes';
import { withDatabaseName } from '../../scripts/prisma/connection';
import { findFreePort, stopProcess } from '../../scripts/site/production-site';
import { ancestorsOf, descendantsOf } from '../cluster/processes';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? 'test-results';
const SETUP_LINK = /(http:\/\/\S+\/setup\?token=[\w-]+)/;

let server: ChildProcess | undefined;
let setupLink = '';
const databaseName = `teamfolio_setup_${randomBytes(4).toString('hex')}`;

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `npm start` on an empty database; resolves with the setup link it prints. */
function startFreshInstall(port: number): Promise<string> {
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync(path.join(REPO_ROOT, OUTPUT_DIR), { recursive: true });
  server = spawn(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['scripts/serve.ts', 'start'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: withDatabaseName(process.env.DATABASE_URL!, databaseName),
      PORT: String(port),
      NEXTAUTH_URL: baseUrl,
      NEXTAUTH_SECRET: 'teamfolio-setup-test-secret-0123456789abcdef',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const log = createWriteStream(path.resolve(REPO_ROOT, OUTPUT_DIR, 'setup-server.log'));
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log.write(chunk);
      output += chunk.toString();
      const link = SETUP_LINK.exec(output)?.[1];
      if (link && output.includes('Ready')) resolve(link);
    };
    server!.stdout!.on('data', read);
    server!.stderr!.on('data', read);
    server!.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
}

test.describe('first run in the browser', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await onServer(`CREATE DATABASE "${databaseName}"`);
    setupLink = await startFreshInstall(await findFreePort());
  });

  test.afterAll(async () => {
    if (server) await stopProcess(server);
    await onServer(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  });

  test('a wrong token is the 404 page', async ({ page }) => {
    const wrong = setupLink.replace(/token=.*/, 'token=not-the-token');
    expect((await page.goto(wrong))?.status()).toBe(404);
    expect((await page.goto(new URL('/setup', setupLink).toString()))?.status()).toBe(404);
  });

  test('the link creates the first administrator and team, once', async ({ page }) => {
    expect((await page.goto(setupLink))?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Set up Teamfolio' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByLabel('Full name').fill('Maya Chen');
    await page.getByLabel('Email').fill('maya@example.test');
    await page.getByLabel('Password', { exact: true }).fill('a long enough password');
    await page.getByLabel('Team name').fill('Innovation Lab');
    await expect(page.getByLabel('Team slug')).toHaveValue('innovation-lab');
    await page.getByRole('button', { name: 'Finish Setup' }).click();

    await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
    await expect(page.getByText('Manage the content of Innovation Lab.')).toBeVisible();
    // The first administrator runs the whole site.
    await expect(page.getByRole('link', { name: 'System' })).toBeVisible();

    expect((await page.goto(setupLink))?.status()).toBe(404);
  });

  test('the server stops when `npm start` is killed outright, and leaves nothing running', async () => {
    const siteServer = descendantsOf(server!.pid!).find(({ pid }) =>
      processCommandLine(pid)?.some((part) => part.endsWith('site-server.mjs')),
    );
    expect(siteServer, 'the production server started by `npm start`').toBeDefined();
    const [starter] = ancestorsOf(siteServer!.pid);
    process.kill(starter!, 'SIGKILL');

    await expect.poll(() => isProcessAlive(siteServer!.pid), { timeout: 20_000 }).toBe(false);
    await expect(fetch(setupLink)).rejects.toThrow();
  });
});
