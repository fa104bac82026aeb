/**
 * The production site on a fresh, seeded database — what the Playwright run tests against
 * (started by tests/e2e/setup/global-setup.ts; it can also be run by hand to look around).
 *
 *   1. a new database: `teamfolio_e2e_<id>` on the DATABASE_URL server when that is set, else
 *      an embedded PostgreSQL in a temporary folder;
 *   2. migrations and the demo content (prisma/seed.ts);
 *   3. `next build` into NEXT_DIST_DIR (default .next; skipped with E2E_REUSE_BUILD=1 when it
 *      holds a build), the production server on 127.0.0.1:E2E_PORT (default 3100);
 *   4. prints one line `E2E_READY {"baseURL":…,"databaseUrl":…}` once the site answers.
 *
 * On SIGINT/SIGTERM — or, with --watch-stdin, when its parent closes stdin (also when the parent
 * dies) — it stops Next and removes the database again.
 */
import { seedDemoContent, withAppDb } from './db/app-db';
import {
  buildSite,
  Cleanups,
  createMigratedDatabase,
  exitOnSignals,
  isPortFree,
  startSite,
} from './site/production-site';

// tests/e2e/setup/global-setup.ts waits for this line.
const READY_MARKER = 'E2E_READY';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';

const cleanups = new Cleanups();
const exit = exitOnSignals(cleanups);
if (process.argv.includes('--watch-stdin')) {
  process.stdin.resume();
  process.stdin.once('end', () => void exit(0));
}

try {
  await main();
} catch (error) {
  console.error(error);
  await exit(1);
}

async function main() {
  if (!(await isPortFree(PORT))) {
    throw new Error(`Port ${PORT} is taken: stop what runs there or set E2E_PORT.`);
  }
  const databaseUrl = await createMigratedDatabase('teamfolio_e2e', cleanups);
  console.log(`e2e database: ${redact(databaseUrl)}`);
  await withAppDb(databaseUrl, seedDemoContent);

  const config = {
    databaseUrl,
    port: PORT,
    distDir: DIST_DIR,
    // A short presence window, so that a closed editor lapses for the others within seconds;
    // a light proof of work, so that following by email takes no seconds of a shared core.
    env: { PRESENCE_WINDOW_SECONDS: '6', ALTCHA_COMPLEXITY: '50' },
  };
  await buildSite(config, cleanups, { reuse: process.env.E2E_REUSE_BUILD === '1' });

  const site = await startSite(config, cleanups);
  site.exited.catch((error: unknown) => {
    if (cleanups.started) return;
    console.error(error);
    void exit(1);
  });
  console.log(`${READY_MARKER} ${JSON.stringify({ baseURL: site.baseUrl, databaseUrl })}`);
}

function redact(url: string): string {
  return url.replace(/:\/\/([^:@/]+):[^@/]*@/, '://$1:***@');
}
