import { getDb } from '~/server/db';
import { processState } from '~/server/process-state';
import { onShutdown } from '~/server/shutdown';

import { EventBuffer } from './event-buffer';
import { writeBatch } from './write-batch';

/** The longest an event waits in memory: what a crash of one instance can lose. */
export const FLUSH_INTERVAL_MS = 1_000;
/** Events that are written at once, without waiting for the second to pass. */
export const FLUSH_BATCH_SIZE = 100;
/**
 * Events one instance holds at most (about 1 kB each at worst): ten seconds of a heavy burst,
 * or the events of a database outage of that long. Beyond, new ones are dropped and counted.
 */
export const BUFFER_CAPACITY = 10_000;

/**
 * This instance's buffer of reader events, created on first use. Its flush is a timer of this
 * instance, not a job on the shared queue: the events live in this process's memory, which no
 * other instance (nor a job run elsewhere) can reach. On shutdown it is written out
 * (src/server/shutdown.ts), so a server stopped by SIGTERM loses nothing; a crash loses what
 * arrived since the last flush, at most about a second of this one instance's events.
 */
export function analyticsBuffer(): EventBuffer {
  return processState('teamfolioAnalyticsBuffer', () => {
    const buffer = new EventBuffer({
      capacity: BUFFER_CAPACITY,
      batchSize: FLUSH_BATCH_SIZE,
      write: (events, drops) => writeBatch(getDb(), events, drops),
      onError: (error) =>
        console.warn('Reader events not written yet (kept for the next try):', error),
    });
    setInterval(() => void buffer.flush(), FLUSH_INTERVAL_MS).unref();
    onShutdown(() => buffer.drain());
    return buffer;
  });
}
