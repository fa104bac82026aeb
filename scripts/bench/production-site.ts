/**
 * The production site on a fresh database, for the benchmark and Lighthouse runs: a scratch
 * database (on DATABASE_URL's server when set, else an embedded PostgreSQL in a temporary
 * folder), `next build` into its own dist folder, and `next start` on a free loopback port.
 * The same steps as scripts/e2e-server.ts, as functions a script composes.
 *
 * Every step registers its undo with the Cleanups it is given; `cleanups.run()` undoes them
 * in reverse order (also on SIGINT/SIGTERM, see `exitOnSignals`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { startEmbeddedPostgres } from '../db/embedded';
import { REPO_ROOT } from '../db/paths';
import { withDatabaseName } from '../prisma/connection';
import { createDatabase } from '../prisma/database-commands';
import { migrateDatabase } from '../prisma/migrate';

const NEXT_BIN = path.join(REPO_ROOT, 'node_modules/.bin/next');
// A fixed secret: these servers are local and short-lived.
const NEXTAUTH_SECRET = 'teamfolio-bench-secret-not-for-production-use-0123456789';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** Undo steps, run last-in first-out. */
export class Cleanups {
  private readonly steps: Array<() => Promise<void>> = [];

  add(step: () => Promise<void>) {
    this.steps.push(step);
  }

  async run() {
    for (const step of this.steps.splice(0).reverse()) {
      await step().catch((error: unknown) => console.error('cleanup failed:', error));
    }
  }
}

/** Runs the cleanups and exits on Ctrl-C or a kill. */
export function exitOnSignals(cleanups: Cleanups) {
  const stop = (code: number) => void cleanups.run().finally(() => process.exit(code));
  process.once('SIGINT', () => stop(130));
  process.once('SIGTERM', () => stop(143));
}

/** A new, migrated database; dropped (or its embedded server removed) on cleanup. */
export async function createMigratedDatabase(name: string, cleanups: Cleanups): Promise<string> {
  const serverUrl = process.env.DATABASE_URL;
  let url: string;
  if (serverUrl) {
    const database = `${name}_${Date.now().toString(36)}_${process.pid}`;
    url = withDatabaseName(serverUrl, database);
    await createDatabase(url);
    cleanups.add(() => dropDatabase(serverUrl, database));
  } else {
    const folder = await mkdtemp(path.join(tmpdir(), `${name}-`));
    // PostgreSQL runs as the `postgres` user when we are root: it must be able to enter the folder.
    await chmod(folder, 0o755);
    const server = await startEmbeddedPostgres({
      dataDir: path.join(folder, 'postgres'),
      database: name,
      skipFsync: true,
    });
    cleanups.add(async () => {
      await server.stop();
      await rm(folder, { recursive: true, force: true });
    });
    url = server.url(name);
  }
  await migrateDatabase(url);
  return url;
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

export interface SiteConfig {
  databaseUrl: string;
  port: number;
  /** Relative to the repository, e.g. ".next-bench": never the .next of `npm run dev`/e2e. */
  distDir: string;
}

export function baseUrlOf(port: number): string {
  return `http://127.0.0.1:${port}`;
}

function siteEnv({ databaseUrl, port, distDir }: SiteConfig): NodeJS.ProcessEnv {
  const baseUrl = baseUrlOf(port);
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET,
    NEXTAUTH_URL: baseUrl,
    NEXT_PUBLIC_SITE_URL: baseUrl,
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

export function hasBuild(distDir: string): boolean {
  return existsSync(path.join(REPO_ROOT, distDir, 'BUILD_ID'));
}

/** `next build` into config.distDir (its static pages read config.databaseUrl). */
export async function buildSite(config: SiteConfig, cleanups: Cleanups): Promise<void> {
  const child = spawn(NEXT_BIN, ['build'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: siteEnv(config),
  });
  cleanups.add(() => stopProcess(child));
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build failed (${code ?? 'signal'})`)),
    );
  });
}

export interface RunningSite {
  baseUrl: string;
  /** The `next start` process; Next's server may run in a child of it. */
  pid: number;
}

/** `next start` on 127.0.0.1:config.port; resolves once the site answers. */
export async function startSite(config: SiteConfig, cleanups: Cleanups): Promise<RunningSite> {
  const child = spawn(
    NEXT_BIN,
    ['start', '--port', String(config.port), '--hostname', '127.0.0.1'],
    { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: siteEnv(config) },
  );
  cleanups.add(() => stopProcess(child));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`next start exited (${code ?? 'signal'})`))),
  );
  exited.catch(() => {});
  const baseUrl = baseUrlOf(config.port);
  await Promise.race([waitForServer(`${baseUrl}/favicon.ico`), exited]);
  return { baseUrl, pid: child.pid! };
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
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

/** A TCP port on 127.0.0.1 that is free right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Runs `work` with the app's Prisma client on `databaseUrl`. The app's modules are imported
 * late: they read process.env (DATABASE_URL) when they load.
 */
export async function withAppDb<T>(
  databaseUrl: string,
  work: (db: import('../../src/server/db').Db) => Promise<T>,
): Promise<T> {
  process.env.DATABASE_URL = databaseUrl;
  const { createDb } = await import('../../src/server/db');
  const db = createDb(databaseUrl);
  try {
    return await work(db);
  } finally {
    await db.$disconnect();
  }
}

/** The demo content of prisma/seed.ts (after withAppDb has set DATABASE_URL for it). */
export async function seedDemoContent(db: import('../../src/server/db').Db): Promise<void> {
  const { seedDemo } = await import('../../prisma/seed');
  await seedDemo(db);
}
