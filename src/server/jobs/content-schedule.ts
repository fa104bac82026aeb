import { z } from 'zod';

import { scheduledEntities } from '~/server/scheduling/entities';

import { defineJob } from './define-job';

/**
 * One scheduled publish or unpublish of a record. `at` is the time it was scheduled for: the
 * handler changes the record only while the record is still scheduled for exactly that time, so
 * a job that runs twice, or after a reschedule, a cancel or a delete, does nothing.
 */
const scheduleJobInput = z.object({
  entity: z.enum(scheduledEntities),
  id: z.uuid(),
  action: z.enum(['publish', 'unpublish']),
  at: z.iso.datetime().transform((at) => new Date(at)),
});
export type ScheduleJob = z.output<typeof scheduleJobInput>;

export const contentScheduleJob = defineJob({
  queue: 'content-schedule',
  input: scheduleJobInput,
  // One job waiting per record and action (its key); a lease long enough for one publish.
  options: (leaseSeconds) => ({
    policy: 'short',
    expireInSeconds: leaseSeconds,
    retryLimit: 20,
    retryDelay: 1,
    retryBackoff: true,
  }),
  // Many posts may be scheduled for the same minute: each instance publishes ten at a time.
  concurrency: 10,
  handler: async (ctx, input): Promise<unknown> => {
    const { runScheduleJob } = await import('~/server/scheduling/run-schedule-job');
    return runScheduleJob(ctx, input);
  },
});
