import pg from 'pg';

import { INSTANCE_ID, INVALIDATION_CHANNEL, readAnnouncement } from './announcement';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 2_000;

export interface InvalidationHandlers {
  /** Public pages that a write on another instance changed. */
  onPaths(paths: string[]): Promise<void>;
  /**
   * The channel is back after a loss (a database restart, a dropped connection): whatever was
   * announced meanwhile was missed.
   */
  onReconnected(): Promise<void>;
}

export interface InvalidationListener {
  /** Resolves once the channel listens for the first time. */
  ready: Promise<void>;
  /** Whether the channel listens right now (false while it reconnects). */
  readonly listening: boolean;
  stop(): Promise<void>;
}

/**
 * Listens on the database's invalidation channel on a connection of its own (LISTEN holds its
 * connection, so it cannot come from the query pool), reconnecting with a growing wait whenever
 * that connection is lost. Announcements by this same process are skipped.
 */
export function listenForInvalidations(
  databaseUrl: string,
  handlers: InvalidationHandlers,
): InvalidationListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let everConnected = false;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const report = (what: string, error: unknown) =>
    console.error(`Invalidation channel: ${what}:`, error instanceof Error ? error.message : error);

  const connect = async (retryMs: number) => {
    if (stopped) return;
    const candidate = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    // Only a live channel reconnects from here; a failed attempt retries below.
    const onLost = () => {
      if (client !== candidate || stopped) return;
      client = undefined;
      void candidate.end().catch(() => {});
      retryTimer = setTimeout(() => void connect(FIRST_RETRY_MS), FIRST_RETRY_MS);
    };
    candidate.on('error', (error) => {
      report('connection lost', error);
      onLost();
    });
    candidate.on('end', onLost);
    candidate.on('notification', (message) => {
      const announcement = readAnnouncement(message.payload);
      if (!announcement || announcement.origin === INSTANCE_ID) return;
      handlers.onPaths(announcement.paths).catch((error) => report('refresh failed', error));
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      void candidate.end().catch(() => {});
      if (stopped) return;
      report(`cannot listen yet, retrying in ${retryMs} ms`, error);
      retryTimer = setTimeout(() => void connect(Math.min(retryMs * 2, MAX_RETRY_MS)), retryMs);
      return;
    }
    client = candidate;
    if (everConnected) {
      handlers.onReconnected().catch((error) => report('full refresh failed', error));
    }
    everConnected = true;
    markReady();
  };

  void connect(FIRST_RETRY_MS);

  return {
    ready,
    get listening() {
      return client !== undefined;
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    },
  };
}
