import path from 'node:path';

import { installJobQueue } from '~/server/jobs/install';

import { withSchemaEngine } from './engine';
import {
  defaultMigrationsDir,
  defaultSchemaPath,
  noExternalObjects,
  readMigrationsList,
  readSchemaFiles,
} from './project';

export interface MigrateOptions {
  /** Folder of committed migrations; defaults to prisma/migrations. */
  migrationsDir?: string;
}

/**
 * Applies the committed migrations that the database has not seen yet, in
 * process (no CLI), recording them in `_prisma_migrations` exactly like
 * `prisma migrate deploy`. Applying an up-to-date database is a no-op.
 * Throws if a migration fails; that migration is rolled back whole.
 */
export async function migrateDatabase(
  databaseUrl: string,
  { migrationsDir = defaultMigrationsDir }: MigrateOptions = {},
): Promise<{ applied: string[] }> {
  const migrationsList = await readMigrationsList(migrationsDir);
  const { appliedMigrationNames } = await withSchemaEngine(databaseUrl, (engine) =>
    engine.applyMigrations({ migrationsList, filters: noExternalObjects }),
  );
  // The job queue's own tables (pg-boss keeps and upgrades them in a schema of their own).
  await installJobQueue(databaseUrl);
  return { applied: appliedMigrationNames };
}

export interface DiffOptions extends MigrateOptions {
  /**
   * Any existing database on a server where we may create databases: the
   * migrations are replayed into a temporary shadow database there.
   */
  serverUrl: string;
  /** Defaults to prisma/schema.prisma. */
  schemaPath?: string;
}

/**
 * The SQL a new migration would need so that the migrations produce the
 * schema in schema.prisma; '' when they already do (no drift).
 */
export async function diffSchemaAgainstMigrations({
  serverUrl,
  schemaPath = defaultSchemaPath,
  migrationsDir = defaultMigrationsDir,
}: DiffOptions): Promise<string> {
  const [migrationsList, schema] = await Promise.all([
    readMigrationsList(migrationsDir),
    readSchemaFiles(schemaPath),
  ]);
  const { exitCode, stdout } = await withSchemaEngine(serverUrl, (engine) =>
    engine.diff({
      from: { tag: 'migrations', ...migrationsList },
      to: { tag: 'schemaDatamodel', ...schema },
      script: true,
      exitCode: true,
      filters: noExternalObjects,
    }),
  );
  return exitCode === 0 ? '' : (stdout ?? '');
}

/**
 * The SQL that would bring the database at `databaseUrl` to the schema in schema.prisma; ''
 * when it already matches (what `migrate dev` checks for drift before creating a migration).
 */
export async function diffSchemaAgainstDatabase(
  databaseUrl: string,
  { schemaPath = defaultSchemaPath }: { schemaPath?: string } = {},
): Promise<string> {
  const schema = await readSchemaFiles(schemaPath);
  const { exitCode, stdout } = await withSchemaEngine(databaseUrl, (engine) =>
    engine.diff({
      from: { tag: 'schemaDatasource', ...schema, configDir: path.dirname(schemaPath) },
      to: { tag: 'schemaDatamodel', ...schema },
      script: true,
      exitCode: true,
      filters: noExternalObjects,
    }),
  );
  return exitCode === 0 ? '' : (stdout ?? '');
}
