/**
 * `npm run loadtest`: the production build under load and faults, with autocannon and plain
 * fetches against one production server.
 *
 *   tsx scripts/loadtest/run.ts [--reuse-build]
 *
 * 1. an embedded PostgreSQL of its own in a temporary folder (this script stops and starts it,
 *    so it never uses DATABASE_URL's server), fsync on, migrated, with the demo content;
 * 2. `next build` into .next-loadtest (--reuse-build keeps an existing one), the production
 *    server on a free loopback port with TRUSTED_PROXY_HOPS=1: each simulated visitor has its own
 *    address;
 * 3. load: 2,000 contact messages and 10,000 public page reads at 50 connections;
 * 4. outage: the same kind of load while PostgreSQL is stopped for 5 s and started again;
 * 5. crash: the server killed with SIGKILL while an editor creates posts, then started again;
 * 6. uploads: 20 signed-in uploads of a 50 MB video at once, the server's memory sampled.
 * Prints each check with its figure; exits 1 when one fails.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { formatChecks, type Check } from './checks';
import { runCrash } from './crash';
import { runLoad } from './load';
import { runOutage } from './outage';
import { runUploads } from './uploads';
import { DEMO_ACCOUNTS } from '../../prisma/seed/users';
import { seedDemoContent, withAppDb } from '../db/app-db';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from '../db/embedded';
import { migrateDatabase } from '../prisma/migrate';
import {
  buildSite,
  Cleanups,
  findFreePort,
  isPortFree,
  runToExit,
  startSite,
  type RunningSite,
  type SiteConfig,
} from '../site/production-site';

const DIST_DIR = '.next-loadtest';
const DATABASE = 'loadtest';

const { values: options } = parseArgs({
  options: {
    'reuse-build': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log('Usage: tsx scripts/loadtest/run.ts [--reuse-build]');
  process.exit(0);
}

const cleanups = new Cleanups();

await runToExit(cleanups, async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'teamfolio-loadtest-'));
  // PostgreSQL runs as the `postgres` user when we are root: it must be able to enter the folder.
  await chmod(folder, 0o755);
  cleanups.add(() => rm(folder, { recursive: true, force: true }));
  const dataDir = path.join(folder, 'postgres');
  let postgres: EmbeddedPostgresServer | undefined = await startEmbeddedPostgres({
    dataDir,
    database: DATABASE,
  });
  cleanups.add(async () => postgres?.stop());
  const databaseUrl = postgres.url(DATABASE);
  await migrateDatabase(databaseUrl);
  await withAppDb(databaseUrl, seedDemoContent);

  const config: SiteConfig = {
    databaseUrl,
    port: await findFreePort(),
    distDir: DIST_DIR,
    env: { TRUSTED_PROXY_HOPS: '1', UPLOAD_DIR: path.join(folder, 'uploads') },
  };
  await buildSite(config, cleanups, { reuse: options['reuse-build'] });
  let site: RunningSite = await startSite(config, cleanups);
  console.log(`site on ${site.baseUrl}, database on port ${postgres.port}`);

  const checks: Check[] = [];
  console.log('\n--- load');
  checks.push(
    ...(await runLoad(site.baseUrl, databaseUrl, {
      submissions: 2_000,
      pageReads: 10_000,
      connections: 50,
    })),
  );

  console.log('\n--- database outage');
  checks.push(
    ...(await runOutage(
      site.baseUrl,
      databaseUrl,
      {
        stop: async () => {
          await postgres?.stop();
          postgres = undefined;
        },
        start: async () => {
          postgres = await startEmbeddedPostgres({ dataDir });
        },
      },
      { connections: 50, beforeMs: 5_000, downMs: 5_000, afterMs: 10_000 },
    )),
  );

  console.log('\n--- crash during writes');
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'System admin')!;
  checks.push(
    ...(await runCrash(
      {
        url: site.baseUrl,
        kill: async () => {
          process.kill(site.pid, 'SIGKILL');
          await site.exited.catch(() => {});
        },
        restart: async () => {
          while (!(await isPortFree(config.port))) await new Promise((r) => setTimeout(r, 100));
          site = await startSite(config, cleanups);
          return site.baseUrl;
        },
      },
      databaseUrl,
      { connections: 8, killAfterMs: 3_000, account: admin },
    )),
  );

  console.log('\n--- uploads at once');
  checks.push(
    ...(await runUploads(site.baseUrl, site.pid, {
      uploads: 20,
      bytes: 50 * 1024 * 1024,
      maxResidentMb: 400,
      account: admin,
    })),
  );

  console.log(`\n${formatChecks(checks)}`);
  return checks.every((check) => check.ok) ? 0 : 1;
});
