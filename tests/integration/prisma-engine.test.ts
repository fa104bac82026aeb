import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { withDatabaseName } from '../../scripts/prisma/connection';
import { migrateDatabase } from '../../scripts/prisma/migrate';
import { defaultMigrationsDir, repoRoot } from '../../scripts/prisma/project';
import { createBlankDatabase } from '../helpers/db';
import { withAdminClient } from '../setup/admin';

const LOCKFILE = 'provider = "postgresql"\n';

let scratch: string;
let database: { url: string; drop(): Promise<void> };

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'teamfolio-prisma-engine-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});
afterEach(async () => {
  await database?.drop();
});

/** A migrations folder like prisma/migrations, holding the given migrations. */
async function writeMigrations(migrations: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(scratch, 'migrations-'));
  await writeFile(path.join(dir, 'migration_lock.toml'), LOCKFILE);
  for (const [name, sql] of Object.entries(migrations)) {
    await mkdir(path.join(dir, name));
    await writeFile(path.join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('migrateDatabase', () => {
  it('applies the committed migrations once; a second run applies nothing', async () => {
    database = await createBlankDatabase();
    const committed = (await readdir(defaultMigrationsDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();

    expect(await migrateDatabase(database.url)).toEqual({ applied: committed });
    expect(await migrateDatabase(database.url)).toEqual({ applied: [] });

    const recorded = await query<{ migration_name: string }>(
      database.url,
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1',
    );
    expect(recorded.map((row) => row.migration_name)).toEqual(committed);
  });

  it('creates the hand-written check that a custom link has exactly one owner', async () => {
    database = await createBlankDatabase();
    await migrateDatabase(database.url);

    await expect(
      query(
        database.url,
        `INSERT INTO custom_links (link_name, link_url) VALUES ('x', 'https://x.test')`,
      ),
    ).rejects.toThrow(/custom_links_one_owner/);
  });

  it('rolls a failing migration back whole and reports the error', async () => {
    database = await createBlankDatabase();
    const migrationsDir = await writeMigrations({
      '20240101000000_broken': [
        'CREATE TABLE first_table (id int);',
        'INSERT INTO first_table VALUES (1);',
        'SELECT * FROM table_that_does_not_exist;',
      ].join('\n'),
    });

    await expect(migrateDatabase(database.url, { migrationsDir })).rejects.toThrow(
      /table_that_does_not_exist/,
    );

    const [table] = await query<{ oid: string | null }>(
      database.url,
      `SELECT to_regclass('first_table')::text AS oid`,
    );
    expect(table?.oid).toBeNull();
  });

  it('runs statements containing a semicolon inside a string literal', async () => {
    database = await createBlankDatabase();
    const migrationsDir = await writeMigrations({
      '20240101000000_notes':
        "CREATE TABLE notes (body text);\nINSERT INTO notes VALUES ('a;b');\n",
    });

    expect(await migrateDatabase(database.url, { migrationsDir })).toEqual({
      applied: ['20240101000000_notes'],
    });
    expect(await query(database.url, 'SELECT body FROM notes')).toEqual([{ body: 'a;b' }]);
  });
});

describe('the stock Prisma CLI on the schema-engine shim', () => {
  const PRISMA_BIN = path.join(repoRoot, 'node_modules/.bin/prisma');

  it('`migrate dev --create-only` creates the database and exactly the next migration', async () => {
    const project = await mkdtemp(path.join(scratch, 'project-'));
    const migrationsDir = await writeMigrations({
      '20240101000000_init': 'CREATE TABLE "Note" ("id" TEXT NOT NULL, PRIMARY KEY ("id"));\n',
    });
    await writeFile(
      path.join(project, 'schema.prisma'),
      [
        'datasource db {\n  provider = "postgresql"\n}',
        'model Note {\n  id    String  @id\n  title String?\n}',
      ].join('\n\n'),
    );
    // The repo's config, pointed at this project: it is what wires in the shim.
    await writeFile(
      path.join(project, 'prisma.config.ts'),
      `import base from ${JSON.stringify(path.join(repoRoot, 'prisma.config.ts'))};\n` +
        `export default { ...base, schema: 'schema.prisma', migrations: { path: ${JSON.stringify(migrationsDir)} } };\n`,
    );
    // A database that does not exist yet: the CLI asks the shim to create it.
    const { serverUrl, prefix } = inject('testServer');
    const name = `${prefix}_cli_${randomBytes(4).toString('hex')}`;
    database = {
      url: withDatabaseName(serverUrl, name),
      drop: () =>
        withAdminClient(serverUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
        ).then(() => undefined),
    };
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      CHECKPOINT_DISABLE: '1',
    };
    delete env.PRISMA_SCHEMA_ENGINE_BINARY;

    await promisify(execFile)(
      PRISMA_BIN,
      ['migrate', 'dev', '--create-only', '--name', 'add_title', '--config', 'prisma.config.ts'],
      { cwd: project, env },
    );

    const created = (await readdir(migrationsDir)).filter((entry) => entry.endsWith('_add_title'));
    expect(created).toHaveLength(1);
    const sql = await readFile(path.join(migrationsDir, created[0]!, 'migration.sql'), 'utf8');
    expect(sql).toBe('-- AlterTable\nALTER TABLE "Note" ADD COLUMN     "title" TEXT;\n');
    // --create-only applies the earlier migrations but not the new one.
    const columns = await query<{ column_name: string }>(
      database.url,
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'Note'`,
    );
    expect(columns.map((row) => row.column_name)).toEqual(['id']);
  }, 90_000); // one CLI run starts the shim three times, ~1 s each on an idle machine
});
