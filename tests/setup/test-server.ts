/**
 * Global setup of the integration tests: one PostgreSQL server for the whole run — the one in
 * DATABASE_URL when set, else an embedded one in a temporary folder — with a migrated template
 * database that every test file clones (tests/helpers/db.ts).
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { withAdminClient } from './admin';
import { startEmbeddedPostgres } from '../../scripts/db/embedded';
import { withDatabaseName } from '../../scripts/prisma/connection';
import { migrateDatabase } from '../../scripts/prisma/migrate';

export interface TestServer {
  /** URL of the server's maintenance database `postgres`, for CREATE/DROP DATABASE. */
  serverUrl: string;
  /** Name of the migrated template database. */
  template: string;
  /** Every database of this run starts with it; teardown drops them all, leftovers included. */
  prefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testServer: TestServer;
  }
}

interface RunningTestServer {
  info: TestServer;
  stop(): Promise<void>;
}

// Both integration projects (vitest.config.ts) run this setup in Vitest's one main process:
// the first starts the server, the last to finish stops it.
const shared = globalThis as unknown as {
  teamfolioTestServer?: { running: Promise<RunningTestServer>; users: number };
};

export default async function setup(project: TestProject) {
  const entry = (shared.teamfolioTestServer ??= { running: startTestServer(), users: 0 });
  entry.users += 1;
  const server = await entry.running;
  project.provide('testServer', server.info);

  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared.teamfolioTestServer;
    await server.stop();
  };
}

async function startTestServer(): Promise<RunningTestServer> {
  const server = await startServer();
  // Unique per run, so runs sharing one DATABASE_URL server never touch each other's databases.
  const prefix = `teamfolio_test_${Date.now().toString(36)}_${process.pid}`;
  const template = `${prefix}_template`;
  try {
    await withAdminClient(server.url, (client) => client.query(`CREATE DATABASE "${template}"`));
    await migrateDatabase(withDatabaseName(server.url, template));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    info: { serverUrl: server.url, template, prefix },
    stop: async () => {
      await dropDatabasesStartingWith(server.url, prefix);
      await server.stop();
    },
  };
}

async function startServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const external = process.env.DATABASE_URL;
  if (external) return { url: withDatabaseName(external, 'postgres'), stop: async () => {} };

  const folder = await mkdtemp(path.join(os.tmpdir(), 'teamfolio-test-pg-'));
  // The server runs as the `postgres` system user, which must reach the data folder inside.
  await chmod(folder, 0o755);
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(folder, 'data'),
    skipFsync: true,
  });
  return {
    url: embedded.url(),
    stop: async () => {
      await embedded.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

async function dropDatabasesStartingWith(serverUrl: string, prefix: string) {
  await withAdminClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(
        `DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`,
      );
    }
  });
}
