import PgBoss from 'pg-boss';

import { env } from '~/env';
import type { Tx } from '~/server/audit';

/**
 * The PostgreSQL job queue (pg-boss) every instance runs: its tables live in their own schema,
 * which `installJobQueue` creates or upgrades with the app's migrations.
 */
export const JOB_SCHEMA = 'pgboss';

/** The queue of scheduled publish and unpublish jobs. */
export const SCHEDULE_QUEUE = 'content-schedule';

/** The queue of content imports: one job per import, which writes it batch by batch. */
export const IMPORT_QUEUE = 'content-import';

export interface JobQueueTiming {
  /**
   * How long a worker holds a job before the queue gives it to another (the lease): long enough
   * for one publish, short enough that a dead instance's job is soon taken up.
   */
  leaseSeconds: number;
  /** How often an instance looks for due jobs. */
  pollSeconds: number;
  /** How often an instance looks for expired leases (pg-boss's maintenance). */
  maintenanceSeconds: number;
}

/** How this instance's worker takes and holds jobs; the lease comes from JOB_LEASE_SECONDS. */
export function jobQueueTiming(leaseSeconds = env.JOB_LEASE_SECONDS): JobQueueTiming {
  return {
    leaseSeconds,
    pollSeconds: 1,
    // An expired lease is noticed within a quarter of its length.
    maintenanceSeconds: Math.max(1, Math.floor(leaseSeconds / 4)),
  };
}

export function createJobQueue(connectionString: string, timing: JobQueueTiming): PgBoss {
  return new PgBoss({
    connectionString,
    schema: JOB_SCHEMA,
    max: 3,
    // Nothing here runs on a cron, so pg-boss's clock-skew monitor and scheduler stay off.
    schedule: false,
    maintenanceIntervalSeconds: timing.maintenanceSeconds,
  });
}

/**
 * One queued job per record and action: `short` lets a key have at most one job waiting, and a
 * new schedule deletes the waiting one first (see `replaceQueuedJob`).
 */
export async function createScheduleQueue(boss: PgBoss, { leaseSeconds }: JobQueueTiming) {
  const queue = {
    name: SCHEDULE_QUEUE,
    policy: 'short' as const,
    expireInSeconds: leaseSeconds,
    retryLimit: 20,
    retryDelay: 1,
    retryBackoff: true,
  };
  if (await boss.getQueue(SCHEDULE_QUEUE)) await boss.updateQueue(SCHEDULE_QUEUE, queue);
  else await boss.createQueue(SCHEDULE_QUEUE, queue);
}

/**
 * An import's job resumes where its last committed batch ended, so a retry after a dead instance
 * or a failed batch repeats nothing.
 */
export async function createImportQueue(boss: PgBoss, { leaseSeconds }: JobQueueTiming) {
  const queue = {
    name: IMPORT_QUEUE,
    policy: 'standard' as const,
    // A large import outlasts one publish: its lease is longer, still short beside its work.
    expireInSeconds: leaseSeconds * 10,
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
  };
  if (await boss.getQueue(IMPORT_QUEUE)) await boss.updateQueue(IMPORT_QUEUE, queue);
  else await boss.createQueue(IMPORT_QUEUE, queue);
}

/**
 * Creates or upgrades the queue's schema and queues (pg-boss migrates itself on start), then
 * stops: called with the app's migrations, so a database is complete before any instance runs.
 */
export async function installJobQueue(connectionString: string, timing = jobQueueTiming()) {
  const boss = createJobQueue(connectionString, timing);
  boss.on('error', (error) => console.error('Job queue:', error));
  await boss.start();
  try {
    await createScheduleQueue(boss, timing);
    await createImportQueue(boss, timing);
  } finally {
    await boss.stop({ graceful: false });
  }
}

/** Lets pg-boss write through a Prisma transaction, so a job is queued only if the write commits. */
function inTransaction(tx: Tx): PgBoss.Db {
  return {
    executeSql: async (text: string, values: unknown[]) => ({
      rows: await tx.$queryRawUnsafe<unknown[]>(
        text,
        ...values.map((value) =>
          value === undefined
            ? null
            : typeof value === 'object' && value !== null && !(value instanceof Date)
              ? JSON.stringify(value)
              : value,
        ),
      ),
    }),
  };
}

/** pg-boss's `send` without a started instance: it only needs the SQL, written through `tx`. */
const sender = new PgBoss({ connectionString: 'postgres://unused', schema: JOB_SCHEMA });

/**
 * Queues `data` to run at `startAfter` under `key`, deleting a job still waiting under that key,
 * in the caller's transaction: a reschedule never leaves a second job behind.
 */
export async function replaceQueuedJob(
  tx: Tx,
  { key, data, startAfter }: { key: string; data: object; startAfter: Date },
) {
  await removeQueuedJob(tx, key);
  await sender.send(SCHEDULE_QUEUE, data, {
    singletonKey: key,
    startAfter,
    db: inTransaction(tx),
  });
}

/** Queues `data` on `queue` to run now, in the caller's transaction. */
export async function queueJob(tx: Tx, queue: string, data: object) {
  await sender.send(queue, data, { db: inTransaction(tx) });
}

/** Deletes the job waiting under `key` (none: nothing happens), in the caller's transaction. */
export async function removeQueuedJob(tx: Tx, key: string) {
  await tx.$executeRawUnsafe(
    `DELETE FROM ${JOB_SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry')`,
    SCHEDULE_QUEUE,
    key,
  );
}
