import type PgBoss from 'pg-boss';

import { env } from '~/env';
import { getDb, type Db } from '~/server/db';
import { revalidateOnThisInstance } from '~/server/invalidation/local-revalidation';
import { serviceContext, type Revalidate } from '~/server/service-context';

import { runImportJob } from '~/server/modules/import/import.service';

import {
  createImportQueue,
  createJobQueue,
  createScheduleQueue,
  IMPORT_QUEUE,
  jobQueueTiming,
  SCHEDULE_QUEUE,
} from './queue';
import { runScheduleJob } from './run-schedule-job';

const globalForJobs = globalThis as unknown as { teamfolioJobs?: PgBoss };

/**
 * Starts this process's worker on the job queue (once; src/instrumentation.ts calls it in every
 * instance). Jobs that fell due while no instance ran are taken at once; a job is run by one
 * instance at a time and, if that instance dies, by another when its lease expires.
 */
export function startJobWorker(
  revalidate: Revalidate = (path) => revalidateOnThisInstance([path]),
): void {
  if (globalForJobs.teamfolioJobs || !env.DATABASE_URL) return;
  const timing = jobQueueTiming();
  const boss = createJobQueue(env.DATABASE_URL, timing);
  globalForJobs.teamfolioJobs = boss;
  boss.on('error', (error) => console.error('Job queue:', error));
  const ctx = serviceContext(getDb(), revalidate);

  const started = (async () => {
    await boss.start();
    await createScheduleQueue(boss, timing);
    await boss.work(
      SCHEDULE_QUEUE,
      { pollingIntervalSeconds: timing.pollSeconds, batchSize: 1 },
      async ([job]) => {
        if (!job) return;
        await holdForTest(ctx.db);
        await runScheduleJob(ctx, job.data);
      },
    );
    await createImportQueue(boss, timing);
    await boss.work(
      IMPORT_QUEUE,
      { pollingIntervalSeconds: timing.pollSeconds, batchSize: 1 },
      async ([job]) => {
        if (job) await runImportJob(ctx, job.data);
      },
    );
  })();
  started.catch((error) => console.error('Job queue did not start:', error));

  process.once('SIGTERM', stopJobWorker).once('SIGINT', stopJobWorker);
}

/** The marker of a held job in pg_stat_activity, followed by the holding process's id. */
const HELD_JOB_MARKER = 'job held for the test by process';

/**
 * With JOB_TEST_HOLD_SECONDS (the cluster test only), holds the job just taken that long, as a
 * query the test finds in pg_stat_activity, naming this process: so it knows whom to kill.
 */
async function holdForTest(db: Db) {
  const seconds = env.JOB_TEST_HOLD_SECONDS;
  if (seconds <= 0) return;
  await db.$queryRawUnsafe(
    `SELECT 1 AS held FROM pg_sleep(${seconds}) /* ${HELD_JOB_MARKER} ${process.pid} */`,
  );
}

/** Stops the worker; a job in hand is finished (or handed back to the queue) first. */
export async function stopJobWorker(): Promise<void> {
  const boss = globalForJobs.teamfolioJobs;
  if (!boss) return;
  globalForJobs.teamfolioJobs = undefined;
  await boss.stop({ graceful: true, timeout: 10_000 }).catch(() => {});
}
