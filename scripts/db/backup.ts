/**
 * Backups of a site: one .tar.gz archive holding the database in pg_dump's custom format
 * (database.dump), the upload folder (uploads/) and a manifest (manifest.json). The work is done
 * by PostgreSQL's own pg_dump and pg_restore and the system's tar.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import pg from 'pg';

import { JOB_SCHEMA } from '~/server/jobs/queue';

const run = promisify(execFile);

const FORMAT = 1;
const DUMP_FILE = 'database.dump';
const UPLOADS_FOLDER = 'uploads';
const MANIFEST_FILE = 'manifest.json';

interface Manifest {
  format: number;
  createdAt: string;
  postgresVersion: string;
  migrations: string[];
}

/** What the caller set wrong or must confirm: printed as it is, without a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupTarget {
  databaseUrl: string;
  uploadDir: string;
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The connection for pg_dump/pg_restore: the password goes by environment, never argv. */
function connectionFor(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, PGPASSWORD: password } };
}

/** Folders that may hold PostgreSQL's client programs, the newest first. */
async function clientFolders(): Promise<string[]> {
  const folders = process.env.PG_BIN_DIR ? [process.env.PG_BIN_DIR] : [];
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = (await readdir(debianRoot)).filter((name) => /^\d+$/.test(name));
    versions.sort((a, b) => Number(b) - Number(a));
    folders.push(...versions.map((version) => path.join(debianRoot, version, 'bin')));
  }
  folders.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean));
  return folders;
}

/**
 * `pg_dump` or `pg_restore` of at least the server's major version (an older one refuses a
 * newer server), from PG_BIN_DIR, Debian's /usr/lib/postgresql/<n>/bin or the PATH.
 */
export async function findClientProgram(name: 'pg_dump' | 'pg_restore', serverMajor: number) {
  for (const folder of await clientFolders()) {
    const program = path.join(folder, name);
    if (!existsSync(program)) continue;
    const { stdout } = await run(program, ['--version']);
    const major = Number(/(\d+)(?:\.\d+)*/.exec(stdout)?.[1]);
    if (major >= serverMajor) return program;
  }
  throw new BackupError(
    `${name} ${serverMajor} or newer is needed for this PostgreSQL ${serverMajor} database. ` +
      `Install PostgreSQL's client programs (Debian: apt-get install postgresql-client-${serverMajor}) ` +
      'or set PG_BIN_DIR to the folder that holds them.',
  );
}

async function serverVersion(databaseUrl: string) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    const version = rows[0]!.server_version;
    return { version, major: Number.parseInt(version, 10) };
  });
}

async function appliedMigrations(databaseUrl: string): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ name: string | null }>(
      `SELECT migration_name AS name FROM _prisma_migrations
       WHERE to_regclass('_prisma_migrations') IS NOT NULL AND finished_at IS NOT NULL
       ORDER BY migration_name`,
    );
    return rows.flatMap((row) => (row.name ? [row.name] : []));
  });
}

/** Runs `program`; its output goes to `stdout` (a file descriptor) or to ours. */
function runProgram(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdout: number | 'inherit' = 'inherit',
): Promise<void> {
  const child = spawn(program, args, { env, stdio: ['ignore', stdout, 'pipe'] });
  let errors = '';
  // Piped above; Node's types only know that for the stdio settings without a descriptor.
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(program)} failed (${code}):\n${errors.trim()}`)),
    );
  });
}

async function withStaging<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'teamfolio-backup-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Lets `write` fill `file` through a file descriptor. An archive holds password hashes, so only
 * its owner may read it, also when it replaces an older file; folders made for it are private too.
 */
async function writePrivately(file: string, write: (fd: number) => Promise<void>) {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const output = await open(file, 'w', 0o600);
  try {
    await output.chmod(0o600);
    await write(output.fd);
  } finally {
    await output.close();
  }
}

/** Writes the archive of the database and the upload folder to `file`; returns its size. */
export async function createBackup(target: BackupTarget, file: string): Promise<number> {
  const { version, major } = await serverVersion(target.databaseUrl);
  const pgDump = await findClientProgram('pg_dump', major);
  await withStaging(async (staging) => {
    const { dbname, env } = connectionFor(target.databaseUrl);
    await runProgram(
      pgDump,
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(staging, DUMP_FILE)}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    const uploads = path.join(staging, UPLOADS_FOLDER);
    await mkdir(uploads);
    if (existsSync(target.uploadDir)) await cp(target.uploadDir, uploads, { recursive: true });
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      postgresVersion: version,
      migrations: await appliedMigrations(target.databaseUrl),
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await writePrivately(path.resolve(file), (fd) =>
      runProgram(
        'tar',
        ['-czf', '-', '-C', staging, MANIFEST_FILE, DUMP_FILE, UPLOADS_FOLDER],
        process.env,
        fd,
      ),
    );
  });
  return (await stat(file)).size;
}

/** Rows of `table`, 0 when it does not exist (a database never migrated). */
async function rowCount(client: pg.Client, table: 'users' | 'teams'): Promise<number> {
  const { rows } = await client.query<{ exists: boolean }>(
    'SELECT to_regclass($1) IS NOT NULL AS exists',
    [table],
  );
  if (!rows[0]!.exists) return 0;
  const counted = await client.query<{ count: number }>(`SELECT count(*)::int FROM ${table}`);
  return counted.rows[0]!.count;
}

/** What the target already holds; a restore replaces it only when forced. */
async function contentOf(target: BackupTarget) {
  const [accounts, teams] = await withClient(target.databaseUrl, (client) =>
    Promise.all([rowCount(client, 'users'), rowCount(client, 'teams')]),
  );
  const uploads = existsSync(target.uploadDir) ? (await readdir(target.uploadDir)).length : 0;
  return { accounts, teams, uploads };
}

async function readManifest(staging: string, file: string): Promise<Manifest> {
  try {
    const manifest = JSON.parse(
      await readFile(path.join(staging, MANIFEST_FILE), 'utf8'),
    ) as Manifest;
    if (manifest.format === FORMAT && existsSync(path.join(staging, DUMP_FILE))) return manifest;
  } catch {
    // not a backup of ours: said below
  }
  throw new BackupError(`${file} is not a Teamfolio backup (made by npm run db:backup).`);
}

/**
 * Replaces the database and the upload folder with the archive's. A target holding accounts,
 * teams or uploads is only replaced when `force` is set. The database is restored in one
 * transaction (all or nothing); migrations newer than the backup are applied by `migrate`.
 */
export async function restoreBackup(
  target: BackupTarget,
  file: string,
  {
    force = false,
    migrate,
  }: { force?: boolean; migrate: (databaseUrl: string) => Promise<unknown> },
): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  return withStaging(async (staging) => {
    await run('tar', ['-xzf', path.resolve(file), '-C', staging]).catch(() => {
      throw new BackupError(`${file} is not a Teamfolio backup (made by npm run db:backup).`);
    });
    const manifest = await readManifest(staging, file);
    const held = await contentOf(target);
    if (!force && (held.accounts > 0 || held.teams > 0 || held.uploads > 0)) {
      throw new BackupError(
        `The site already holds ${held.accounts} accounts, ${held.teams} teams and ${held.uploads} uploaded files; ` +
          'restoring replaces all of it. Run again with --force to go ahead.',
      );
    }
    const { major } = await serverVersion(target.databaseUrl);
    const pgRestore = await findClientProgram('pg_restore', major);
    const { dbname, env } = connectionFor(target.databaseUrl);
    // pg_restore --clean cannot drop the job queue's partitioned tables one by one; the archive
    // brings the whole schema, queued jobs included, back.
    await withClient(target.databaseUrl, (client) =>
      client.query(`DROP SCHEMA IF EXISTS ${JOB_SCHEMA} CASCADE`),
    );
    await runProgram(
      pgRestore,
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        path.join(staging, DUMP_FILE),
      ],
      env,
    );
    await migrate(target.databaseUrl);
    await mkdir(target.uploadDir, { recursive: true });
    for (const entry of await readdir(target.uploadDir)) {
      await rm(path.join(target.uploadDir, entry), { recursive: true, force: true });
    }
    await cp(path.join(staging, UPLOADS_FOLDER), target.uploadDir, { recursive: true });
    return manifest;
  });
}
