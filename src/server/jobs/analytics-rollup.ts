import { z } from 'zod';

import { defineJob } from './define-job';

/**
 * Recomputes today's and yesterday's analytics rollups from the raw events, so the dashboards
 * are at most a minute behind. Every instance queues it each minute; one waits at most, and
 * recomputing a day replaces its rows, so a second run changes nothing.
 */
export const analyticsRollupJob = defineJob({
  queue: 'analytics-rollup',
  input: z.object({}),
  options: (leaseSeconds) => ({
    policy: 'short',
    // A busy day takes seconds to group on a small machine.
    expireInSeconds: Math.max(leaseSeconds, 300),
    retryLimit: 2,
    retryDelay: 10,
    retryBackoff: false,
  }),
  concurrency: 1,
  everySeconds: 60,
  handler: async (ctx): Promise<unknown> => {
    const { rollUpRecentDays } = await import('~/server/analytics/rollup');
    return rollUpRecentDays(ctx.db);
  },
});
