/**
 * The production site on a fresh database, as functions a script composes (scripts/e2e-server.ts,
 * scripts/bench/run.ts, scripts/bench/lighthouse.ts): a scratch database (on DATABASE_URL's
 * server when set, else an embedded PostgreSQL in a temporary folder), `next build` into a dist
 * folder of its own, and the production server (Next behind the page cache) on a loopback port.
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

import { serverEnv, siteServerCommand } from './server-heap';
import { bundleSiteServer } from './site-server-bundle';
import { startEmbeddedPostgres } from '../db/embedded';
import { REPO_ROOT } from '../db/paths';
import { withDatabaseName } from '../prisma/connection';
import { createDatabase } from '../prisma/database-commands';
import { migrateDatabase } from '../prisma/migrate';

const NEXT_BIN = path.join(REPO_ROOT, 'node_modules/.bin/next');
// A fixed secret: these servers are local and short-lived.
const NEXTAUTH_SECRET = 'teamfolio-local-secret-not-for-production-use-0123456789';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

type CleanupStep = () => void | Promise<void>;

/** Undo steps, run last-in first-out. */
export class Cleanups {
  private readonly steps: CleanupStep[] = [];
  private running: Promise<void> | undefined;

  /** A step added once `run()` was called (a process started meanwhile) is run at once. */
  add(step: CleanupStep) {
    if (this.running) void runCleanupStep(step);
    else this.steps.push(step);
  }

  /** True once `run()` was called: the script is shutting down. */
  get started(): boolean {
    return this.running !== undefined;
  }

  /** Undoes every step; a second call waits for the same run. */
  run(): Promise<void> {
    this.running ??= (async () => {
      for (const step of this.steps.splice(0).reverse()) {
        await runCleanupStep(step);
      }
    })();
    return this.running;
  }
}

/** Runs one step, logging its failure (thrown or rejected) instead of passing it on. */
function runCleanupStep(step: CleanupStep): Promise<void> {
  return Promise.resolve()
    .then(step)
    .catch((error: unknown) => console.error('cleanup failed:', error));
}

/**
 * Runs the cleanups and exits on Ctrl-C or a kill; returns the same "clean up, then exit with
 * this code" for the script's other ways to end.
 */
export function exitOnSignals(cleanups: Cleanups): (exitCode: number) => Promise<never> {
  const exit = (exitCode: number) => cleanups.run().then(() => process.exit(exitCode));
  process.once('SIGINT', () => void exit(130));
  process.once('SIGTERM', () => void exit(143));
  return exit;
}

/**
 * Runs a script's `main` to its end, then the cleanups (at once on a signal), and exits with
 * the code `main` returns — 1 when it throws.
 */
export async function runToExit(cleanups: Cleanups, main: () => Promise<number>): Promise<never> {
  const exit = exitOnSignals(cleanups);
  let exitCode = 1;
  try {
    exitCode = await main();
  } catch (error) {
    console.error(error);
  }
  return exit(exitCode);
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
  /** Relative to the repository, e.g. ".next-bench": never the .next of `npm run dev`. */
  distDir: string;
  /** The address visitors use, when it is not the server's own (behind a load balancer). */
  publicUrl?: string;
  /** NEXTAUTH_SECRET; a fixed local one by default. Instances behind one balancer share it. */
  secret?: string;
  /** More variables for Next, e.g. UPLOAD_DIR or TRUSTED_PROXY_HOPS. */
  env?: Record<string, string>;
}

function baseUrlOf(port: number): string {
  return `http://127.0.0.1:${port}`;
}

function siteEnv({
  databaseUrl,
  port,
  distDir,
  publicUrl,
  secret,
  env,
}: SiteConfig): NodeJS.ProcessEnv {
  const baseUrl = publicUrl ?? baseUrlOf(port);
  return {
    ...process.env,
    ...env,
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET: secret ?? NEXTAUTH_SECRET,
    NEXTAUTH_URL: baseUrl,
    NEXT_PUBLIC_SITE_URL: baseUrl,
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

/**
 * `next build` into config.distDir (its static pages read config.databaseUrl), unless `reuse`
 * is set and that folder holds a build already: then says so on stderr.
 */
export async function buildSite(
  config: SiteConfig,
  cleanups: Cleanups,
  { reuse = false }: { reuse?: boolean } = {},
): Promise<void> {
  const distDir = path.join(REPO_ROOT, config.distDir);
  if (reuse && existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(`reusing the build in ${config.distDir}`);
    // The server in front of Next is compiled afresh: a second, and its code may be newer.
    await bundleSiteServer(distDir);
    return;
  }
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
  /** The server process (scripts/site/site-server.ts). */
  pid: number;
  /** Rejects when the server exits, whether it fails or is stopped by the cleanups. */
  exited: Promise<never>;
}

/**
 * The production server (Next behind the page cache) on 127.0.0.1:config.port; resolves once
 * the site answers. Next's own output goes to stderr, so stdout stays the script's.
 */
export async function startSite(config: SiteConfig, cleanups: Cleanups): Promise<RunningSite> {
  const [command, args] = siteServerCommand(
    config.distDir,
    ['--port', String(config.port), '--hostname', '127.0.0.1'],
    process.env.NODE_OPTIONS,
  );
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    // The channel stops the server when this process is gone (scripts/site/site-server.ts).
    stdio: ['ignore', process.stderr, 'inherit', 'ipc'],
    env: serverEnv(siteEnv(config)),
  });
  cleanups.add(() => stopProcess(child));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`the site's server exited (${code ?? 'signal'})`)),
    ),
  );
  exited.catch(() => {});
  const baseUrl = baseUrlOf(config.port);
  try {
    await Promise.race([waitForServer(`${baseUrl}/favicon.ico`), exited]);
  } catch (error) {
    // One that never answered must not hold the port for the next attempt.
    await stopProcess(child);
    throw error;
  }
  return { baseUrl, pid: child.pid!, exited };
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Resolves once `url` answers with a 2xx; throws after a minute. */
export async function waitForServer(url: string) {
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

/** Whether nothing listens on 127.0.0.1:port right now. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      probe.close(() => resolve(true)),
    );
  });
}
