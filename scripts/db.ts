/**
 * Database chores on the app's database (DATABASE_URL, else the embedded PostgreSQL):
 *   backup [file]      write the database and the upload folder to one archive
 *                      (default: backups/teamfolio-<time>.tar.gz)
 *   restore <file> [--force]
 *                      bring the database and the upload folder back to an archive's;
 *                      --force when the site already holds accounts, teams or uploads
 *   migrate            apply pending migrations
 *   migration <name>   create a migration from schema.prisma changes (not applied)
 *   reset              drop everything, re-apply the migrations, add the demo content
 *   seed               add the demo content (idempotent)
 *   status             which migrations are applied
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { seedDemoContent, withAppDb } from './db/app-db';
import { BackupError, createBackup, restoreBackup } from './db/backup';
import { withDatabase } from './db/connect';
import { loadDotEnv } from './db/dotenv';
import { REPO_ROOT, uploadDir } from './db/paths';
import { migrateDatabase } from './prisma/migrate';

const PRISMA_BIN = path.join(REPO_ROOT, 'node_modules/.bin/prisma');

function defaultBackupFile(): string {
  const time = new Date().toISOString().replace(/[:.]/g, '-').replace('Z', '');
  return path.join(REPO_ROOT, 'backups', `teamfolio-${time}.tar.gz`);
}

/** The archive's path as given: relative to where the command was run. */
function givenFile(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

const commands: Record<string, (url: string, args: string[]) => Promise<number>> = {
  async backup(url, [file]) {
    const archive = file ? givenFile(file) : defaultBackupFile();
    const bytes = await createBackup({ databaseUrl: url, uploadDir: uploadDir() }, archive);
    console.log(`Backup written: ${archive} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
    return 0;
  },
  async restore(url, args) {
    const file = args.find((arg) => !arg.startsWith('--'));
    const manifest = await restoreBackup(
      { databaseUrl: url, uploadDir: uploadDir() },
      givenFile(file!),
      { force: args.includes('--force'), migrate: migrateDatabase },
    );
    console.log(`Restored the backup of ${manifest.createdAt}.`);
    return 0;
  },
  async migrate(url) {
    const { applied } = await migrateDatabase(url);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
    return 0;
  },
  migration: (url, [name]) => prisma(url, ['migrate', 'dev', '--create-only', '--name', name!]),
  async reset(url) {
    const code = await prisma(url, ['migrate', 'reset', '--force']);
    if (code === 0) await seed(url);
    return code;
  },
  async seed(url) {
    await seed(url);
    return 0;
  },
  status: (url) => prisma(url, ['migrate', 'status']),
};

const [command = '', ...args] = process.argv.slice(2);
const run = commands[command];
const needsFile = command === 'migration' || command === 'restore';
if (!run || (needsFile && !args.some((arg) => !arg.startsWith('--')))) process.exit(usage());
loadDotEnv();
try {
  process.exit(await withDatabase((url) => run(url, args)));
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}

function usage(): number {
  console.error(
    'Usage: tsx scripts/db.ts backup [file] | restore <file> [--force] | migrate | migration <name> | reset | seed | status',
  );
  return 2;
}

function prisma(url: string, prismaArgs: string[]): Promise<number> {
  const child = spawn(PRISMA_BIN, prismaArgs, {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

async function seed(url: string) {
  await withAppDb(url, seedDemoContent);
  console.log('Demo content is in place.');
}
