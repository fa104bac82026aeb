/**
 * Database chores on the app's database (DATABASE_URL, else the embedded PostgreSQL):
 *   migrate            apply pending migrations
 *   migration <name>   create a migration from schema.prisma changes (not applied)
 *   reset              drop everything, re-apply the migrations, add the demo content
 *   seed               add the demo content (idempotent)
 *   status             which migrations are applied
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { seedDemoContent, withAppDb } from './db/app-db';
import { withDatabase } from './db/connect';
import { loadDotEnv } from './db/dotenv';
import { REPO_ROOT } from './db/paths';
import { migrateDatabase } from './prisma/migrate';

const PRISMA_BIN = path.join(REPO_ROOT, 'node_modules/.bin/prisma');

const commands: Record<string, (url: string, args: string[]) => Promise<number>> = {
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
if (!run || (command === 'migration' && !args[0])) process.exit(usage());
loadDotEnv();
process.exit(await withDatabase((url) => run(url, args)));

function usage(): number {
  console.error('Usage: tsx scripts/db.ts migrate | migration <name> | reset | seed | status');
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
