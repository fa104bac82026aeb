import type { Tx } from '~/server/db';

import { wakeOutboxWorker, type MessageAbout } from '../enqueue';
import type { WebhookEvent } from './events';

/**
 * Writes an event to the outbox in the caller's transaction: one message, and one delivery per
 * enabled endpoint subscribed to its type — the team's, or for a site's event (teamId null, a
 * contact message) every team's. Nothing is written when no endpoint wants it. The event is sent
 * only if the write that causes it commits.
 */
export async function queueWebhookEvent(
  tx: Tx,
  { teamId, event, about }: { teamId: string | null; event: WebhookEvent; about?: MessageAbout },
): Promise<{ messageId: string | null }> {
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { ...(teamId && { teamId }), enabled: true, events: { has: event.type } },
    select: { id: true },
  });
  if (endpoints.length === 0) return { messageId: null };
  const message = await tx.outboxMessage.create({
    data: {
      channel: 'webhook',
      kind: event.type,
      teamId,
      aboutType: about?.type ?? null,
      aboutId: about?.id ?? null,
      payload: event,
    },
    select: { id: true },
  });
  await tx.outboxDelivery.createMany({
    data: endpoints.map((endpoint) => ({
      messageId: message.id,
      recipient: endpoint.id,
      endpointId: endpoint.id,
    })),
  });
  await wakeOutboxWorker(tx, 'webhook');
  return { messageId: message.id };
}
