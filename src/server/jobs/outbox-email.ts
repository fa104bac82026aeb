import { z } from 'zod';

import { defineJob } from './define-job';

/**
 * Sends the outbox's due emails. Writing an email queues this job (one waits at most); every
 * instance also queues it now and then, so retries fall due and a stopped instance's copies are
 * settled without a new email to wake it.
 */
export const outboxEmailJob = defineJob({
  queue: 'outbox-email',
  input: z.object({}),
  options: (leaseSeconds) => ({
    policy: 'short',
    // A run hands over after 20 s, plus one send's timeouts.
    expireInSeconds: Math.max(leaseSeconds, 90),
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
  }),
  concurrency: 1,
  everySeconds: 30,
  handler: async (ctx): Promise<unknown> => {
    const { runEmailDelivery } = await import('~/server/outbox/run-delivery');
    return runEmailDelivery(ctx);
  },
});
