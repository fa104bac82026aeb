/**
 * The production site on a fresh, seeded database — what the Playwright run tests against
 * (started by tests/e2e/setup/global-setup.ts; it can also be run by hand to look around).
 *
 *   1. a new database: `teamfolio_e2e_<id>` on the DATABASE_URL server when that is set, else
 *      an embedded PostgreSQL in a temporary folder;
 *   2. migrations and the demo content (prisma/seed.ts);
 *   3. `next build` (skipped with E2E_REUSE_BUILD=1 when .next holds a build), `next start`
 *      on 127.0.0.1:E2E_PORT (default 3100);
 *   4. prints one line `E2E_READY {"baseURL":…,"databaseUrl":…}` once the site answers.
 *
 * On SIGINT/SIGTERM — or, with --watch-stdin, when its parent closes stdin (also when the parent
 * dies) — it stops Next and removes the database again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { startEmbeddedPostgres } from './db/embedded';
import { REPO_ROOT } from './db/paths';
import { withDatabaseName } from './prisma/connection';
import { createDatabase } from './prisma/database-commands';
import { migrateDatabase } from './prisma/migrate';

// tests/e2e/setup/global-setup.ts waits for this line.
const READY_MARKER = 'E2E_READY';

const NEXT_BIN = path.join(REPO_ROOT, 'node_modules/.bin/next');
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// A fixed secret: the e2e server is local and short-lived.
const NEXTAUTH_SECRET = 'teamfolio-e2e-secret-not-for-production-use-0123456789';
const READY_TIMEOUT_MS = 60_000;
const NEXT_STOP_TIMEOUT_MS = 10_000;

interface TestDatabase {
  url: string;
  dispose(): Promise<void>;
}

const cleanups: Array<() => Promise<void>> = [];
let shuttingDown: Promise<void> | undefined;

function shutdown(exitCode: number) {
  shuttingDown ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error('e2e cleanup failed:', error));
    }
    process.exit(exitCode);
  })();
  return shuttingDown;
}

process.once('SIGINT', () => void shutdown(130));
process.once('SIGTERM', () => void shutdown(143));
if (process.argv.includes('--watch-stdin')) {
  process.stdin.resume();
  process.stdin.once('end', () => void shutdown(0));
}

try {
  await main();
} catch (error) {
  console.error(error);
  await shutdown(1);
}

async function main() {
  if (!(await isPortFree(PORT))) {
    throw new Error(`Port ${PORT} is taken: stop what runs there or set E2E_PORT.`);
  }
  const database = await createTestDatabase();
  cleanups.push(() => database.dispose());
  console.log(`e2e database: ${redact(database.url)}`);

  await migrateDatabase(database.url);
  await seed(database.url);

  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    NEXTAUTH_SECRET,
    NEXTAUTH_URL: BASE_URL,
    NEXT_PUBLIC_SITE_URL: BASE_URL,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  if (
    process.env.E2E_REUSE_BUILD === '1' &&
    existsSync(path.join(REPO_ROOT, process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'))
  ) {
    console.log('e2e: reusing the existing .next build');
  } else {
    await run(NEXT_BIN, ['build'], env);
  }

  const server = spawn(NEXT_BIN, ['start', '--port', String(PORT), '--hostname', '127.0.0.1'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  cleanups.push(() => stopProcess(server));
  server.once('exit', (code) => {
    if (!shuttingDown) {
      console.error(`next start exited (${code ?? 'signal'})`);
      void shutdown(1);
    }
  });
  await waitForServer(`${BASE_URL}/favicon.ico`);
  console.log(
    `${READY_MARKER} ${JSON.stringify({ baseURL: BASE_URL, databaseUrl: database.url })}`,
  );
}

async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `teamfolio_e2e_${Date.now().toString(36)}_${process.pid}`;
    const url = withDatabaseName(serverUrl, name);
    await createDatabase(url);
    return { url, dispose: () => dropDatabase(serverUrl, name) };
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'teamfolio-e2e-'));
  // PostgreSQL runs as the `postgres` user when we are root: it must be able to enter the folder.
  await chmod(folder, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir: path.join(folder, 'postgres'),
    database: 'teamfolio_e2e',
  });
  return {
    url: server.url('teamfolio_e2e'),
    dispose: async () => {
      await server.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

async function dropDatabase(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function seed(url: string) {
  // Imported late: the app's modules read process.env (DATABASE_URL) when they load.
  process.env.DATABASE_URL = url;
  const { createDb } = await import('../src/server/db');
  const { seedDemo } = await import('../prisma/seed');
  const db = createDb(url);
  try {
    await seedDemo(db);
  } finally {
    await db.$disconnect();
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  cleanups.push(() => stopProcess(child));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args[0]} failed`)),
    );
  });
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), NEXT_STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

async function waitForServer(url: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      probe.close(() => resolve(true)),
    );
  });
}

function redact(url: string): string {
  return url.replace(/:\/\/([^:@/]+):[^@/]*@/, '://$1:***@');
}
