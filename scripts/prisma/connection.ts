import type { ClientConfig } from 'pg';

export type PgConnectionConfig = Required<
  Pick<ClientConfig, 'host' | 'port' | 'user' | 'database'>
> &
  Pick<ClientConfig, 'password'>;

/**
 * Splits a postgres:// URL into plain connection fields. pg gives a
 * `connectionString` priority over every other field, so a config that must
 * later point at another database (the shadow database) cannot keep one.
 */
export function parseDatabaseUrl(databaseUrl: string): PgConnectionConfig {
  const url = new URL(databaseUrl);
  if (url.protocol !== 'postgresql:' && url.protocol !== 'postgres:') {
    throw new Error(
      `Expected a postgresql:// URL, got "${url.protocol}//…" — only PostgreSQL is supported.`,
    );
  }
  const config: PgConnectionConfig = {
    // IPv6 hosts come bracketed in URLs ([::1]); pg wants them bare.
    host: decodeURIComponent(url.hostname).replace(/^\[(.*)\]$/, '$1') || 'localhost',
    port: url.port ? Number(url.port) : 5432,
    user: decodeURIComponent(url.username) || 'postgres',
    database: decodeURIComponent(url.pathname.slice(1)) || 'postgres',
  };
  if (url.password) config.password = decodeURIComponent(url.password);
  return config;
}

/** The same server with another database name, as a URL. */
export function withDatabaseName(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}
