/**
 * The cluster under test: its own embedded PostgreSQL (so the tests can stop and start it), the
 * demo content, a production build in .next-cluster, three instances and nginx in front.
 * With CLUSTER_REUSE_BUILD=1 it serves the build already in CLUSTER_DIST_DIR (CI: the browser
 * tests' one); made on another database, that build's pages are regenerated as content changes.
 */
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { startCluster, type Cluster } from '../../scripts/cluster/cluster';
import { seedDemoContent, withAppDb } from '../../scripts/db/app-db';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from '../../scripts/db/embedded';
import { migrateDatabase } from '../../scripts/prisma/migrate';
import {
  buildSite,
  Cleanups,
  exitOnSignals,
  findFreePort,
} from '../../scripts/site/production-site';

const DATABASE = 'teamfolio_cluster';
const DIST_DIR = process.env.CLUSTER_DIST_DIR ?? '.next-cluster';
const SECRET = 'teamfolio-cluster-test-secret-0123456789abcdef';

export interface ClusterUnderTest {
  cluster: Cluster;
  databaseUrl: string;
  stopDatabase(): Promise<void>;
  startDatabase(): Promise<void>;
  cleanups: Cleanups;
}

export async function startClusterUnderTest(instances: number): Promise<ClusterUnderTest> {
  const cleanups = new Cleanups();
  // Ctrl-C reaches the test process too, which would end without its afterAll: nginx, in a
  // process group of its own, would then run on and keep the port.
  exitOnSignals(cleanups);
  try {
    const folder = await mkdtemp(path.join(tmpdir(), 'teamfolio-cluster-'));
    // PostgreSQL runs as the `postgres` user when we are root: it must be able to enter the folder.
    await chmod(folder, 0o755);
    cleanups.add(() => rm(folder, { recursive: true, force: true }));
    const dataDir = path.join(folder, 'postgres');
    let server: EmbeddedPostgresServer | undefined;
    const startDatabase = async () => {
      server = await startEmbeddedPostgres({ dataDir, database: DATABASE, skipFsync: true });
    };
    const stopDatabase = async () => {
      await server?.stop();
      server = undefined;
    };
    await startDatabase();
    cleanups.add(stopDatabase);
    const databaseUrl = server!.url(DATABASE);
    await migrateDatabase(databaseUrl);
    await withAppDb(databaseUrl, seedDemoContent);

    const uploadDir = path.join(folder, 'uploads');
    await mkdir(uploadDir);
    const listenPort = await findFreePort();
    await buildSite(
      {
        databaseUrl,
        port: listenPort,
        distDir: DIST_DIR,
        publicUrl: `http://127.0.0.1:${listenPort}`,
        secret: SECRET,
      },
      cleanups,
      { reuse: process.env.CLUSTER_REUSE_BUILD === '1' },
    );
    const cluster = await startCluster(
      { databaseUrl, instances, distDir: DIST_DIR, listenPort, secret: SECRET, uploadDir },
      cleanups,
    );
    return { cluster, databaseUrl, stopDatabase, startDatabase, cleanups };
  } catch (error) {
    await cleanups.run();
    throw error;
  }
}
