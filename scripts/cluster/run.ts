/**
 * The cluster `npm run cluster` runs (./main.ts starts this in a process group of its own): one
 * production build, N production server instances on loopback ports and nginx in front of them
 * on port P (default 8080), all on the app's database (DATABASE_URL, else the embedded PostgreSQL
 * in .data/postgres or --data-dir) and one upload folder (UPLOAD_DIR, else .data/uploads). An
 * instance or nginx that exits is started again, with a growing wait; only Ctrl-C (SIGINT or
 * SIGTERM) stops everything it started: nginx, then the instances, then the database, one line
 * each.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

import { startCluster } from './cluster';
import { findNginx } from './nginx';
import { openDatabase } from '../db/connect';
import { loadDotEnv } from '../db/dotenv';
import { localSecret } from '../db/local-secret';
import { REPO_ROOT } from '../db/paths';
import { migrateDatabase } from '../prisma/migrate';
import { buildSite, Cleanups, runToExit } from '../site/production-site';

const { values: options } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
    'reuse-build': { type: 'boolean', default: false },
    'dist-dir': { type: 'string', default: '.next' },
    'data-dir': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log(
    'Usage: npm run cluster -- [--instances N] [--port P] [--reuse-build] [--dist-dir D] [--data-dir D]',
  );
  process.exit(0);
}
const instances = Number(options.instances);
const listenPort = Number(options.port);
if (!Number.isInteger(instances) || instances < 1)
  throw new Error('--instances takes a whole number ≥ 1.');
if (!Number.isInteger(listenPort) || listenPort < 1) throw new Error('--port takes a port number.');

loadDotEnv();
const cleanups = new Cleanups();
const distDir = options['dist-dir'];
// Started by ./main.ts: when it dies, its channel closes, and the cluster stops with it.
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));

await runToExit(cleanups, async () => {
  findNginx();
  const database = await openDatabase({ dataDir: options['data-dir'] });
  cleanups.add(async () => {
    await database.close();
    if (database.embedded) console.log('cluster: database stopped');
  });
  await migrateDatabase(database.url);
  const secret = process.env.NEXTAUTH_SECRET || (await localSecret());
  const uploadDir = path.resolve(REPO_ROOT, process.env.UPLOAD_DIR || '.data/uploads');
  const publicUrl = `http://127.0.0.1:${listenPort}`;

  await buildSite(
    { databaseUrl: database.url, port: listenPort, distDir, publicUrl, secret },
    cleanups,
    { reuse: options['reuse-build'] },
  );
  const cluster = await startCluster(
    { databaseUrl: database.url, instances, distDir, listenPort, secret, uploadDir },
    cleanups,
  );
  console.log(
    [
      '',
      `Teamfolio cluster: ${cluster.url} (nginx)`,
      ...cluster.instances.map((instance, index) => `  instance ${index + 1}: ${instance.baseUrl}`),
      `Database: ${database.embedded ? 'embedded PostgreSQL in .data/postgres' : 'DATABASE_URL'}`,
      `Uploads: ${uploadDir}`,
      'Instances and nginx are started again when they exit. Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
  // Runs until Ctrl-C: an instance or nginx that exits is started again by the cluster.
  return new Promise<number>(() => {});
});
