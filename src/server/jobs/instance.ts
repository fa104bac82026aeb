import type PgBoss from 'pg-boss';

import { env } from '~/env';
import { revalidateOnThisInstance } from '~/server/cache/invalidation/local-revalidation';
import { getDb } from '~/server/db';
import { serviceContext, type Revalidate, type ServiceContext } from '~/server/service-context';

import { runJob, type JobDefinition } from './define-job';
import { createJobQueue, ensureQueue, jobQueueTiming, type JobQueueTiming } from './queue';
import { jobs } from './registry';

const globalForJobs = globalThis as unknown as { teamfolioJobs?: PgBoss };

/**
 * Starts this process's worker on every job's queue (once; src/instrumentation.ts calls it in
 * every instance). Jobs that fell due while no instance ran are taken at once; a job is run by
 * one instance at a time and, if that instance dies, by another when its lease expires.
 */
export function startJobWorker(revalidate: Revalidate = rebuildInBackground): void {
  if (globalForJobs.teamfolioJobs || !env.DATABASE_URL) return;
  const timing = jobQueueTiming();
  const boss = createJobQueue(env.DATABASE_URL, timing);
  globalForJobs.teamfolioJobs = boss;
  boss.on('error', (error) => console.error('Job queue:', error));
  const ctx = serviceContext(getDb(), revalidate);

  const started = (async () => {
    await boss.start();
    for (const job of jobs) {
      await ensureQueue(boss, job, timing);
      await work(boss, job, ctx, timing);
      if (job.everySeconds) queueEvery(boss, job, job.everySeconds);
    }
  })();
  started.catch((error) => console.error('Job queue did not start:', error));

  const stop = () => void stopJobWorker();
  process.once('SIGTERM', stop).once('SIGINT', stop);
}

/**
 * A job's page rebuilds on this instance: started, not awaited. A job is done once its write is
 * committed and announced to the other instances; waiting for this instance's renders would hold
 * the next due jobs (a burst's unpublishes) behind them. Rebuilds of one page are shared anyway.
 */
const rebuildInBackground: Revalidate = (path) => {
  revalidateOnThisInstance([path]).catch((error: unknown) =>
    console.warn(`Could not revalidate ${path}:`, error),
  );
  return Promise.resolve();
};

/**
 * Takes up to `job.concurrency` due jobs at a time and runs them side by side; each that fails
 * goes back to the queue on its own, the others complete. After a full batch the worker looks
 * again at once instead of after the polling interval: a burst of due jobs is worked through
 * without pauses.
 */
async function work(boss: PgBoss, job: JobDefinition, ctx: ServiceContext, timing: JobQueueTiming) {
  // The handler runs only after a fetch, by then `work` has returned the worker's id.
  const workerId: string = await boss.work(
    job.queue,
    { batchSize: job.concurrency, pollingIntervalSeconds: timing.pollSeconds },
    async (batch) => {
      const results = await Promise.allSettled(batch.map((one) => runJob(job, ctx, one.data)));
      await Promise.all(
        results.map(async (result, index) => {
          if (result.status === 'fulfilled') return;
          const failed = batch[index]!;
          console.error(`Job ${job.queue} ${failed.id} failed:`, result.reason);
          await boss.fail(job.queue, failed.id, { message: messageOf(result.reason) });
        }),
      );
      if (batch.length === job.concurrency) boss.notifyWorker(workerId);
    },
  );
}

/** Queues the job now and every `seconds` (one waits at most: pg-boss drops the others). */
function queueEvery(boss: PgBoss, job: JobDefinition, seconds: number) {
  const queue = () =>
    boss
      .send(job.queue, {}, { singletonKey: job.queue })
      .catch((error: unknown) => console.warn(`Could not queue ${job.queue}:`, error));
  void queue();
  const timer = setInterval(() => void queue(), seconds * 1000);
  timer.unref();
  boss.once('stopped', () => clearInterval(timer));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Stops the worker; a job in hand is finished (or handed back to the queue) first. */
export async function stopJobWorker(): Promise<void> {
  const boss = globalForJobs.teamfolioJobs;
  if (!boss) return;
  globalForJobs.teamfolioJobs = undefined;
  await boss.stop({ graceful: true, timeout: 10_000 }).catch(() => {});
}
