/**
 * A fresh install claimed in the browser: `npm start` on a database without accounts prints a
 * one-time link; it opens the setup screen once, creates the first administrator and team, signs
 * them in and lands on the admin area; afterwards the link, like any other token, is a 404.
 * The site here is a second server of the same build on an empty database of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import pg from 'pg';

import { expect, test } from './helpers/fixtures';
import { expectNoA11yViolations } from './helpers/page-health';
import { withDatabaseName } from '../../scripts/prisma/connection';
import { findFreePort, stopProcess } from '../../scripts/site/production-site';

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

/** The processes started by `pid` and by those, read from Linux's /proc. */
function descendantsOf(pid: number): Array<{ pid: number; parent: number; command: string }> {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return [{ pid: Number(name), parent, command }];
      } catch {
        return []; // ended meanwhile
      }
    });
  const found: typeof all = [];
  for (let parents = [pid]; parents.length;) {
    const children = all.filter((process) => parents.includes(process.parent));
    found.push(...children);
    parents = children.map((child) => child.pid);
  }
  return found;
}

/** Whether `pid` still runs: an ended process may stay a zombie until someone reaps it. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
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
    const siteServer = descendantsOf(server!.pid!).find(({ command }) =>
      command.includes('site-server.mjs'),
    );
    expect(siteServer, 'the production server started by `npm start`').toBeDefined();
    process.kill(siteServer!.parent, 'SIGKILL');

    await expect.poll(() => isRunning(siteServer!.pid), { timeout: 20_000 }).toBe(false);
    await expect(fetch(setupLink)).rejects.toThrow();
  });
});
