/**
 * Databases for integration tests (tests/integration/**), on the server the global setup
 * (tests/setup/test-server.ts) provides: DATABASE_URL's server, or a temporary embedded one.
 *
 * Order of events for one test file (in its worker's shared process, or in one of its own when it
 * sets the environment itself: vitest.config.ts):
 *  1. tests/setup/test-env.ts sets a test NEXTAUTH_SECRET, and tests/setup/file-database.ts sets
 *     DATABASE_URL to this file's own (not yet created) database — both before the test file's
 *     imports run, so src/env.ts, which reads the environment once on import, sees them (in a
 *     shared process, tests/setup/shared-process.ts writes the file's database into it).
 *  2. `useTestDatabase()` at the top of the file registers a beforeAll that creates that
 *     database as a copy of the migrated template, and an afterAll that drops it.
 *  3. From beforeAll on, tests use the client it returns; code under test that calls getDb()
 *     gets a client for the same database, since it reads the same DATABASE_URL.
 * So: call `useTestDatabase()` once per file, and touch the database only in hooks and tests,
 * never at import time.
 */
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, inject } from 'vitest';

import { createDb, type Db } from '~/server/db';

import { withDatabaseName } from '../../scripts/prisma/connection';
import { withAdminClient } from '../setup/admin';

export interface TestDatabase {
  db: Db;
  url: string;
}

/** This file's migrated database (see above); read the returned getter inside hooks/tests. */
export function useTestDatabase(): () => TestDatabase {
  const url = process.env.DATABASE_URL;
  const name = url && new URL(url).pathname.slice(1);
  const { template, prefix } = inject('testServer');
  if (!url || !name?.startsWith(prefix)) {
    throw new Error('useTestDatabase() runs in integration tests only (tests/integration/**).');
  }
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    database = { db: createDb(url), url };
  });
  afterAll(async () => {
    await database?.db.$disconnect();
    // FORCE: also closes connections that code under test opened through getDb().
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  return () => {
    if (!database) throw new Error('The test database exists from beforeAll on.');
    return database;
  };
}

/** An empty database (no tables) on the test server, e.g. for migration tests. */
export async function createBlankDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { serverUrl, prefix } = inject('testServer');
  const name = `${prefix}_blank_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  return {
    url: withDatabaseName(serverUrl, name),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function adminQuery(sql: string): Promise<void> {
  await withAdminClient(inject('testServer').serverUrl, (client) => client.query(sql));
}
