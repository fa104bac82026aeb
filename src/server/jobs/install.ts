import { createJobQueue, ensureQueue, jobQueueTiming } from './queue';
import { jobs } from './registry';

/**
 * Creates or upgrades the queue's schema and every job's queue (pg-boss migrates itself on
 * start), then stops: called with the app's migrations, so a database is complete before any
 * instance runs.
 */
export async function installJobQueue(connectionString: string, timing = jobQueueTiming()) {
  const boss = createJobQueue(connectionString, timing);
  boss.on('error', (error) => console.error('Job queue:', error));
  await boss.start();
  try {
    for (const job of jobs) await ensureQueue(boss, job, timing);
  } finally {
    await boss.stop({ graceful: false });
  }
}
