import { z } from 'zod';

import { defineJob } from './define-job';

/**
 * Deletes analytics past their keeping time every hour: raw events after ANALYTICS_RAW_DAYS,
 * daily figures and drop counts after ANALYTICS_ROLLUP_DAYS, each day's salt after 48 hours.
 */
export const analyticsRetentionJob = defineJob({
  queue: 'analytics-retention',
  input: z.object({}),
  options: (leaseSeconds) => ({
    policy: 'short',
    // The first run after a long stop may delete many days of raw events.
    expireInSeconds: Math.max(leaseSeconds, 900),
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: false,
  }),
  concurrency: 1,
  everySeconds: 60 * 60,
  handler: async (ctx): Promise<unknown> => {
    const [{ env }, { deleteExpiredAnalytics }] = await Promise.all([
      import('~/env'),
      import('~/server/analytics/retention'),
    ]);
    return deleteExpiredAnalytics(ctx.db, {
      rawDays: env.ANALYTICS_RAW_DAYS,
      rollupDays: env.ANALYTICS_ROLLUP_DAYS,
    });
  },
});
