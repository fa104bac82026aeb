/**
 * Starts scripts/e2e-server.ts (fresh seeded database + production build + `next start`) for
 * the run, and stops it — removing the database — afterwards. Its output goes to
 * test-results/e2e-server.log. The tests get the database as process.env.DATABASE_URL
 * (workers inherit the runner's environment). The site runs with sign-up allowed
 * (ALLOW_SIGNUP=true), so the sign-up page can be tested; the integration tests cover the site
 * without it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const TSX_BIN = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
// Like Playwright's outputDir: relative to the repository, or an absolute path.
const LOG_FILE = path.resolve(
  REPO_ROOT,
  process.env.E2E_OUTPUT_DIR ?? 'test-results',
  'e2e-server.log',
);
/** The line scripts/e2e-server.ts prints once the site answers. */
const READY_MARKER = 'E2E_READY';
// `next build` on a busy 2-core machine takes a few minutes.
const STARTUP_TIMEOUT_MS = 15 * 60_000;

interface ReadyInfo {
  baseURL: string;
  databaseUrl: string;
}

export default async function globalSetup() {
  await mkdir(path.dirname(LOG_FILE), { recursive: true });
  const log = createWriteStream(LOG_FILE);
  const server = spawn(TSX_BIN, ['scripts/e2e-server.ts', '--watch-stdin'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ALLOW_SIGNUP: 'true' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  console.log(
    `Starting the e2e server (build + start; log: ${path.relative(REPO_ROOT, LOG_FILE)})…`,
  );

  let ready: ReadyInfo;
  try {
    ready = await waitUntilReady(server);
  } catch (error) {
    await stop(server);
    const tail = (await readFile(LOG_FILE, 'utf8')).split('\n').slice(-40).join('\n');
    throw new Error(`${(error as Error).message}\n--- last lines of ${LOG_FILE}:\n${tail}`);
  }
  process.env.DATABASE_URL = ready.databaseUrl;
  console.log(`e2e server ready at ${ready.baseURL}`);

  return async () => {
    await stop(server);
    log.end();
  };
}

function waitUntilReady(server: ChildProcess): Promise<ReadyInfo> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(`The e2e server was not ready within ${STARTUP_TIMEOUT_MS / 60_000} min.`),
        ),
      STARTUP_TIMEOUT_MS,
    );
    const lines = createInterface({ input: server.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith(`${READY_MARKER} `)) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice(READY_MARKER.length + 1)) as ReadyInfo);
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The e2e server exited during start-up (code ${code}).`));
    });
  });
}

/** Closing stdin asks the server to stop Next and remove its database (see --watch-stdin). */
async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.stdin?.end();
  await exited;
}
