import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type {
  MigrationDirectory,
  MigrationList,
  SchemaFilter,
  SchemasContainer,
} from '@prisma/schema-engine-wasm/schema_engine_bg';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const defaultSchemaPath = path.join(repoRoot, 'prisma/schema.prisma');
export const defaultMigrationsDir = path.join(repoRoot, 'prisma/migrations');

/** Migration commands require a filter; this project has no tables managed outside Prisma. */
export const noExternalObjects: SchemaFilter = { externalTables: [], externalEnums: [] };

const MIGRATION_FILE = 'migration.sql';
const LOCKFILE = 'migration_lock.toml';

/** The migrations folder as the engine expects it, like the stock CLI reads it. */
export async function readMigrationsList(migrationsDir: string): Promise<MigrationList> {
  const lockfilePath = path.join(migrationsDir, LOCKFILE);
  // Entries are read and sorted exactly like the stock CLI does, so both agree on checksums and order.
  const entries = existsSync(migrationsDir)
    ? await readdir(migrationsDir, { withFileTypes: true })
    : [];
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b));
  return {
    baseDir: migrationsDir,
    lockfile: {
      path: LOCKFILE,
      content: existsSync(lockfilePath) ? await readFile(lockfilePath, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      names.map((name) => readMigrationDirectory(migrationsDir, name)),
    ),
  };
}

async function readMigrationDirectory(
  migrationsDir: string,
  name: string,
): Promise<MigrationDirectory> {
  const filePath = path.join(migrationsDir, name, MIGRATION_FILE);
  try {
    return {
      path: name,
      migrationFile: {
        path: MIGRATION_FILE,
        content: { tag: 'ok', value: await readFile(filePath, 'utf8') },
      },
    };
  } catch (error) {
    return {
      path: name,
      migrationFile: {
        path: MIGRATION_FILE,
        content: { tag: 'error', value: error instanceof Error ? error.message : String(error) },
      },
    };
  }
}

export async function readSchemaFiles(schemaPath: string): Promise<SchemasContainer> {
  return { files: [{ path: schemaPath, content: await readFile(schemaPath, 'utf8') }] };
}
