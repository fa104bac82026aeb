import { hostname } from 'node:os';

import { env } from '~/env';
import type { OutboxChannel } from '~/server/generated/prisma/client';
import type { ServiceContext } from '~/server/service-context';

import { deliverDue, type DeliveryChannel } from './deliver';
import { emailChannel } from './email-channel';
import { wakeOutboxWorker } from './enqueue';
import { mailTransport } from './mail-transport';
import { webhookChannel } from './webhook-channel';

/** Names this process in the rows it claims. */
const INSTANCE_ID = `${hostname()}:${process.pid}`;

const CHANNELS: Record<OutboxChannel, (ctx: ServiceContext) => DeliveryChannel> = {
  email: (ctx) => emailChannel(ctx.db, mailTransport()),
  webhook: (ctx) => webhookChannel(ctx.db),
};

/** One run of a channel's worker; a run whose time was up queues the next at once. */
export async function runDelivery(ctx: ServiceContext, channel: OutboxChannel) {
  const result = await deliverDue(ctx.db, CHANNELS[channel](ctx), {
    instanceId: INSTANCE_ID,
    leaseSeconds: env.JOB_LEASE_SECONDS,
  });
  if (result.more) await wakeOutboxWorker(ctx.db, channel);
  return result;
}
