import { hostname } from 'node:os';

import { env } from '~/env';
import type { ServiceContext } from '~/server/service-context';

import { deliverDue } from './deliver';
import { emailChannel } from './email-channel';
import { wakeEmailWorker } from './enqueue';
import { mailTransport } from './mail-transport';
import { webhookChannel } from './webhook-channel';
import { wakeWebhookWorker } from './webhooks/queue-event';

/** Names this process in the rows it claims. */
const INSTANCE_ID = `${hostname()}:${process.pid}`;

/** One run of the email worker; a run whose time was up queues the next at once. */
export async function runEmailDelivery(ctx: ServiceContext) {
  const result = await deliverDue(ctx.db, emailChannel(ctx.db, mailTransport()), {
    instanceId: INSTANCE_ID,
    leaseSeconds: env.JOB_LEASE_SECONDS,
  });
  if (result.more) await wakeEmailWorker(ctx.db);
  return result;
}

/** One run of the webhook worker; a run whose time was up queues the next at once. */
export async function runWebhookDelivery(ctx: ServiceContext) {
  const result = await deliverDue(ctx.db, webhookChannel(ctx.db), {
    instanceId: INSTANCE_ID,
    leaseSeconds: env.JOB_LEASE_SECONDS,
  });
  if (result.more) await wakeWebhookWorker(ctx.db);
  return result;
}
