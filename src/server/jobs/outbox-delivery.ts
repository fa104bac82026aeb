import { z } from 'zod';

import type { OutboxChannel } from '~/server/generated/prisma/client';

import { defineJob } from './define-job';

/**
 * Sends one channel's due copies from the outbox (emails, webhook calls). Writing a message
 * queues its channel's job (one waits at most); every instance also queues it now and then, so
 * retries fall due and a stopped instance's copies are settled without a new message to wake it.
 */
function outboxDeliveryJob(channel: OutboxChannel) {
  return defineJob({
    queue: `outbox-${channel}`,
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
      const { runDelivery } = await import('~/server/outbox/run-delivery');
      return runDelivery(ctx, channel);
    },
  });
}

export const outboxDeliveryJobs = {
  email: outboxDeliveryJob('email'),
  webhook: outboxDeliveryJob('webhook'),
} satisfies Record<OutboxChannel, unknown>;
