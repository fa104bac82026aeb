import { startEmbeddedPostgres } from './embedded';
import { EMBEDDED_DATA_DIR, EMBEDDED_DATABASE } from './paths';

export interface DatabaseConnection {
  url: string;
  /** True on the embedded PostgreSQL under .data/postgres (no DATABASE_URL). */
  embedded: boolean;
  /** Stops the embedded server if this process started it; otherwise does nothing. */
  close(): Promise<void>;
}

/**
 * The app's database: DATABASE_URL when set, else the embedded PostgreSQL in `dataDir`
 * (.data/postgres) — the one a running `npm run dev` already serves, or one started here
 * (stopped again by close()).
 */
export async function openDatabase({
  dataDir = EMBEDDED_DATA_DIR,
}: { dataDir?: string } = {}): Promise<DatabaseConnection> {
  const external = process.env.DATABASE_URL;
  if (external) return { url: external, embedded: false, close: async () => {} };
  const server = await startEmbeddedPostgres({
    dataDir,
    database: EMBEDDED_DATABASE,
  });
  return { url: server.url(EMBEDDED_DATABASE), embedded: true, close: () => server.stop() };
}

/**
 * Runs `fn` against the app's database (see openDatabase) and closes it afterwards, also when
 * the process is interrupted (SIGINT/SIGTERM) meanwhile.
 */
export async function withDatabase<T>(
  fn: (url: string, info: { embedded: boolean }) => Promise<T>,
): Promise<T> {
  const database = await openDatabase();
  const interrupt = (signal: NodeJS.Signals) => {
    void database.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    return await fn(database.url, { embedded: database.embedded });
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    await database.close();
  }
}
