import pg from 'pg';

import { parseDatabaseUrl, type PgConnectionConfig } from './connection';

/** A failure the Prisma CLI understands: `code` is one of Prisma's P1xxx error codes. */
export class DatabaseCommandError extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'DatabaseCommandError';
  }
}

/** `schema-engine cli can-connect-to-database`: throws P1003 when the database is missing. */
export async function canConnectToDatabase(databaseUrl: string): Promise<void> {
  await withClient(parseDatabaseUrl(databaseUrl), (client) => client.query('SELECT 1'));
}

/** `schema-engine cli create-database`: creates the URL's database from the server's `postgres` database. */
export async function createDatabase(databaseUrl: string): Promise<void> {
  const config = parseDatabaseUrl(databaseUrl);
  const name = `"${config.database.replaceAll('"', '""')}"`;
  await withClient({ ...config, database: 'postgres' }, (client) =>
    client.query(`CREATE DATABASE ${name}`),
  );
}

async function withClient(
  config: PgConnectionConfig,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client(config);
  try {
    await client.connect();
    await work(client);
  } catch (error) {
    throw toCommandError(error, config);
  } finally {
    await client.end().catch(() => {});
  }
}

function toCommandError(error: unknown, config: PgConnectionConfig): DatabaseCommandError {
  const server = `${config.host}:${config.port}`;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === '3D000') {
    return new DatabaseCommandError(
      'P1003',
      `Database \`${config.database}\` does not exist on the database server at \`${server}\`.`,
    );
  }
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT') {
    return new DatabaseCommandError('P1001', `Can't reach database server at \`${server}\`.`);
  }
  if (code === '28P01') {
    return new DatabaseCommandError(
      'P1000',
      `Authentication failed against database server at \`${server}\`: ${message}`,
    );
  }
  return new DatabaseCommandError(undefined, message);
}
