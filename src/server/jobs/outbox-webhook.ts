import { z } from 'zod';

import { defineJob } from './define-job';

/**
 * Calls the webhook endpoints of the outbox's due events. Queuing an event queues this job (one
 * waits at most); every instance also queues it now and then, so retries fall due without a new
 * event to wake it.
 */
export const outboxWebhookJob = defineJob({
  queue: 'outbox-webhook',
  input: z.object({}),
  options: (leaseSeconds) => ({
    policy: 'short',
    // A run hands over after 20 s, plus one call's timeout.
    expireInSeconds: Math.max(leaseSeconds, 90),
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
  }),
  concurrency: 1,
  everySeconds: 30,
  handler: async (ctx): Promise<unknown> => {
    const { runWebhookDelivery } = await import('~/server/outbox/run-delivery');
    return runWebhookDelivery(ctx);
  },
});
