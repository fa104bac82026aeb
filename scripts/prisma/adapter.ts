import { PrismaPg } from '@prisma/adapter-pg';
import type {
  IsolationLevel,
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  SqlQuery,
  SqlResultSet,
  Transaction,
} from '@prisma/driver-adapter-utils';

import { readCharColumns } from './char-columns';
import { parseDatabaseUrl, type PgConnectionConfig } from './connection';

type PgAdapter = Awaited<ReturnType<PrismaPg['connect']>>;

/**
 * The driver adapter factory the wasm schema engine runs on: @prisma/adapter-pg
 * plus the fixes migrations need. It tracks every pool it opens: call
 * dispose() after `engine.free()`, which does not close them (the process
 * would otherwise linger for the pools' idle timeout).
 */
export class MigrationAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres';
  readonly adapterName = '@prisma/adapter-pg';

  private readonly openAdapters = new Set<SqlDriverAdapter>();

  /** Without a URL, only commands that need no database work (e.g. a diff between two schemas). */
  constructor(private readonly databaseUrl: string | undefined) {}

  connect(): Promise<SqlDriverAdapter> {
    return this.open(this.config());
  }

  /**
   * A throw-away database on the same server. Unlike the stock adapter, this
   * really connects to the new database (pg ignores a database name given next
   * to a connectionString, so the stock "shadow" is the main database) and
   * closes its pool before dropping it (PostgreSQL refuses to drop a database
   * that still has connections).
   */
  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const admin = await this.connect();
    const database = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID()}`;
    await admin.executeScript(`CREATE DATABASE "${database}"`);
    return this.open({ ...this.config(), database }, async () => {
      await admin.executeScript(`DROP DATABASE IF EXISTS "${database}"`);
      await admin.dispose();
    });
  }

  /** Closes every pool still open, newest first (a shadow database before its admin connection). */
  async dispose(): Promise<void> {
    for (const adapter of [...this.openAdapters].reverse()) {
      await adapter.dispose();
    }
  }

  private config(): PgConnectionConfig {
    if (!this.databaseUrl) {
      throw new Error('No database URL: set DATABASE_URL (prisma.config.ts reads it).');
    }
    return parseDatabaseUrl(this.databaseUrl);
  }

  private async open(
    config: PgConnectionConfig,
    afterClose?: () => Promise<void>,
  ): Promise<SqlDriverAdapter> {
    const pgAdapter = await new PrismaPg(config).connect();
    const adapter = new FixedPgAdapter(pgAdapter, async () => {
      this.openAdapters.delete(adapter);
      await pgAdapter.dispose();
      await afterClose?.();
    });
    this.openAdapters.add(adapter);
    return adapter;
  }
}

class FixedPgAdapter implements SqlDriverAdapter {
  readonly provider = 'postgres';
  readonly adapterName: string;
  private disposal: Promise<void> | undefined;

  constructor(
    private readonly inner: PgAdapter,
    private readonly close: () => Promise<void>,
  ) {
    this.adapterName = inner.adapterName;
    readCharColumns(inner);
  }

  queryRaw(query: SqlQuery): Promise<SqlResultSet> {
    return this.inner.queryRaw(query);
  }

  executeRaw(query: SqlQuery): Promise<number> {
    return this.inner.executeRaw(query);
  }

  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    return readCharColumns(await this.inner.startTransaction(isolationLevel));
  }

  /**
   * The stock adapter splits scripts on every `;` (breaking string literals)
   * and runs the pieces one by one (leaving half a migration behind when one
   * fails). A parameterless query goes over pg's simple protocol as a whole,
   * which PostgreSQL runs as one implicit transaction.
   */
  async executeScript(script: string): Promise<void> {
    await this.inner.executeRaw({ sql: script, args: [], argTypes: [] });
  }

  getConnectionInfo() {
    return this.inner.getConnectionInfo();
  }

  dispose(): Promise<void> {
    this.disposal ??= this.close();
    return this.disposal;
  }
}
