/**
 * `npm run dev | build | start`: Next.js with its database ready. Without DATABASE_URL the
 * embedded PostgreSQL in .data/postgres is started; migrations are applied; a database without
 * accounts gets the demo content under `npm run dev`, and under `npm start` a one-time link to
 * the setup screen (scripts/db/first-run.ts); then Next runs until it exits or is interrupted;
 * the embedded server is stopped after Next.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

import { openDatabase, type DatabaseConnection } from './db/connect';
import { loadDotEnv } from './db/dotenv';
import { prepareFirstRun, type ServerMode } from './db/first-run';
import { localSecret } from './db/local-secret';
import { EMBEDDED_DATA_DIR, REPO_ROOT } from './db/paths';
import { migrateDatabase } from './prisma/migrate';
import { serverEnv, siteServerCommand } from './site/server-heap';
import { SITE_SERVER_FILE } from './site/site-server-bundle';

const NEXT_BIN = path.join(REPO_ROOT, 'node_modules/.bin/next');
const NEXT_STOP_TIMEOUT_MS = 10_000;

const mode = parseMode(process.argv[2]);
loadDotEnv();
const port = process.env.PORT || '3000';
const embedded = !process.env.DATABASE_URL;

// Signals that arrive before Next runs end the start-up after the current step.
let interrupted: NodeJS.Signals | undefined;
const noteInterrupt = (signal: NodeJS.Signals) => (interrupted = signal);
process.on('SIGINT', noteInterrupt);
process.on('SIGTERM', noteInterrupt);

process.exit(
  await main().catch((error: unknown) => {
    // An interrupt during start-up also stops PostgreSQL under our feet: no need for its trace.
    if (interrupted) return signalExitCode(interrupted);
    // A bad variable is reported in one line that names it.
    console.error(error instanceof Error && error.name === 'EnvError' ? error.message : error);
    return 1;
  }),
);

async function main(): Promise<number> {
  const secret = await resolveSecret();
  if (!secret) {
    console.error(
      'NEXTAUTH_SECRET is not set: give the server a random string of at least 32 characters (e.g. `openssl rand -base64 32`).',
    );
    return 1;
  }
  const database = await openDatabase();
  try {
    Object.assign(process.env, {
      DATABASE_URL: database.url,
      NEXTAUTH_SECRET: secret,
      // A production server must be told its public address (its cookies' `Secure` depends on it).
      NEXTAUTH_URL:
        process.env.NEXTAUTH_URL || (mode === 'start' ? '' : `http://localhost:${port}`),
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: port,
    });
    await checkEnv();
    const { applied } = await migrateDatabase(database.url);
    if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
    const siteUrl = process.env.NEXTAUTH_URL || `http://localhost:${port}`;
    const firstRun = interrupted ? 'nothing' : await prepareFirstRun(database.url, mode, siteUrl);
    if (interrupted) return signalExitCode(interrupted);
    if (mode !== 'build')
      await printWelcome(
        database,
        firstRun === 'seed-demo' || (mode === 'dev' && database.embedded),
      );
    return await runNext();
  } finally {
    await database.close();
  }
}

function parseMode(value: string | undefined): ServerMode {
  if (value === 'dev' || value === 'build' || value === 'start') return value;
  console.error('Usage: tsx scripts/serve.ts dev|build|start');
  process.exit(2);
}

/**
 * NEXTAUTH_SECRET, else a random one kept in .data/nextauth-secret so sessions survive
 * restarts — except for a production server on its own database (undefined): it must be given one.
 */
async function resolveSecret(): Promise<string | undefined> {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  if (mode === 'start' && !embedded) return undefined;
  return localSecret();
}

/** Fails fast, before Next starts, on an environment the app would reject. */
async function checkEnv() {
  const { parseEnv } = await import('../src/env');
  parseEnv({ ...process.env, NODE_ENV: mode === 'dev' ? 'development' : 'production' });
}

/** Where the site runs, and the demo sign-ins when the demo content is there (`npm run dev`). */
async function printWelcome(database: DatabaseConnection, demo: boolean) {
  const lines = [`Teamfolio: http://localhost:${port}`];
  if (database.embedded) {
    lines.push(
      `Database: embedded PostgreSQL in ${path.relative(process.cwd(), EMBEDDED_DATA_DIR)} (set DATABASE_URL to use your own)`,
    );
  }
  if (demo) {
    const { DEMO_ACCOUNTS } = await import('../prisma/seed');
    lines.push(
      'Demo accounts:',
      ...DEMO_ACCOUNTS.map(({ role, email, password }) => `  ${role}: ${email} / ${password}`),
    );
  }
  console.log(`\n${lines.join('\n')}\n`);
}

/** Runs Next in the foreground, forwarding SIGINT/SIGTERM; resolves with its exit code. */
function runNext(): Promise<number> {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  if (mode === 'start' && !existsSync(path.join(REPO_ROOT, distDir, SITE_SERVER_FILE))) {
    console.error(`No production build in ${distDir}: run \`npm run build\` first.`);
    return Promise.resolve(1);
  }
  const [command, args] =
    mode === 'start'
      ? siteServerCommand(distDir, ['--port', port], process.env.NODE_OPTIONS)
      : [NEXT_BIN, mode === 'build' ? ['build'] : [mode, '--port', port]];
  const env = mode === 'start' ? serverEnv(process.env) : process.env;
  // The channel tells a production server when this process is gone (scripts/site/site-server.ts).
  const stdio: StdioOptions =
    mode === 'start' ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit';
  const next: ChildProcess = spawn(command, args, { stdio, env });
  let killTimer: NodeJS.Timeout | undefined;
  const forward = (signal: NodeJS.Signals) => {
    next.kill(signal);
    killTimer ??= setTimeout(() => next.kill('SIGKILL'), NEXT_STOP_TIMEOUT_MS);
  };
  process.off('SIGINT', noteInterrupt).off('SIGTERM', noteInterrupt);
  process.on('SIGINT', forward).on('SIGTERM', forward);
  return new Promise((resolve, reject) => {
    next.once('error', reject);
    next.once('exit', (code, signal) => {
      clearTimeout(killTimer);
      resolve(code ?? signalExitCode(signal ?? 'SIGTERM'));
    });
  });
}

function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + constants.signals[signal];
}
