import PgBoss from 'pg-boss';
import type { z } from 'zod';

import { env } from '~/env';
import type { Tx } from '~/server/db';

import type { JobDefinition } from './define-job';

/**
 * The PostgreSQL job queue (pg-boss) every instance runs: its tables live in their own schema,
 * which `installJobQueue` (./install.ts) creates or upgrades with the app's migrations.
 */
export const JOB_SCHEMA = 'pgboss';

export interface JobQueueTiming {
  /**
   * How long a worker holds a job before the queue gives it to another (the lease): long enough
   * for one publish, short enough that a dead instance's job is soon taken up.
   */
  leaseSeconds: number;
  /** How often an instance looks for due jobs while it has none in hand. */
  pollSeconds: number;
  /** How often an instance looks for expired leases (pg-boss's maintenance). */
  maintenanceSeconds: number;
}

/** How this instance's worker takes and holds jobs; the lease comes from JOB_LEASE_SECONDS. */
export function jobQueueTiming(leaseSeconds = env.JOB_LEASE_SECONDS): JobQueueTiming {
  return {
    leaseSeconds,
    // pg-boss's shortest: a scheduled publish is taken within half a second of its time.
    pollSeconds: 0.5,
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

/** Creates a job's queue, or brings an existing one's options up to date. */
export async function ensureQueue(
  boss: PgBoss,
  job: JobDefinition,
  { leaseSeconds }: JobQueueTiming,
) {
  const queue = { name: job.queue, ...job.options(leaseSeconds) };
  if (await boss.getQueue(job.queue)) await boss.updateQueue(job.queue, queue);
  else await boss.createQueue(job.queue, queue);
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
 * Queues a job in the caller's transaction: now, or at `startAfter`; with a `key`, a job still
 * waiting under that key is deleted first, so a reschedule never leaves a second job behind.
 * With `replace: false` the waiting job is kept instead and this one is not queued (a job that
 * only wakes a worker needs no second copy).
 */
export async function queueJob<Input extends z.ZodType>(
  tx: Tx,
  job: JobDefinition<Input>,
  data: z.input<Input>,
  { key, startAfter, replace = true }: { key?: string; startAfter?: Date; replace?: boolean } = {},
) {
  if (key && replace) await removeQueuedJob(tx, job, key);
  await sender.send(job.queue, data as object, {
    singletonKey: key,
    startAfter,
    db: inTransaction(tx),
  });
}

/** Deletes the job waiting under `key` (none: nothing happens), in the caller's transaction. */
export async function removeQueuedJob(tx: Tx, job: JobDefinition, key: string) {
  await tx.$executeRawUnsafe(
    `DELETE FROM ${JOB_SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry')`,
    job.queue,
    key,
  );
}
