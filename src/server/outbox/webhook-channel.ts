import { env } from '~/env';
import { ADMIN_WEBHOOKS_PATH } from '~/lib/admin-paths';
import { formatLongDate } from '~/lib/format-date';
import { absoluteUrl } from '~/lib/site-url';
import type { Db } from '~/server/db';
import { postWebhook, type OutgoingOptions, type OutgoingResult } from '~/server/http/outgoing';

import type { ClaimedDelivery, DeliveryChannel, SendResult } from './deliver';
import { endpointDisabledEmail } from './emails/endpoint-disabled';
import { queueEmail } from './enqueue';
import type { WebhookEvent } from './webhooks/events';
import { buildWebhookRequest } from './webhooks/formats';

/** A call that failed is tried again for about a day: 30 s, 2 and 10 minutes, then hours. */
const WEBHOOK_RETRY_DELAYS_MS = [0.5, 2, 10, 30, 60, 180, 360, 720].map(
  (minutes) => minutes * 60_000,
);

/** An endpoint failing this long without a success is turned off and its team told. */
const DISABLE_AFTER_FAILING_MS = 3 * 24 * 3_600_000;

/**
 * Calls each copy's endpoint in its format, signed with its secret. The webhook-id is the
 * message's id, so a receiver sees the same one on a retry and on a replay. `outgoing` are the
 * outgoing client's options (whether private addresses may be reached).
 */
export function webhookChannel(
  db: Db,
  outgoing: OutgoingOptions = { allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE },
): DeliveryChannel {
  // A batch is mostly copies of a few events: read each event once.
  const events = new Map<string, WebhookEvent>();
  const eventOf = async (id: string) => {
    const cached = events.get(id);
    if (cached) return cached;
    const message = await db.outboxMessage.findUniqueOrThrow({
      where: { id },
      select: { payload: true },
    });
    const event = message.payload as unknown as WebhookEvent;
    if (events.size > 100) events.clear();
    events.set(id, event);
    return event;
  };

  return {
    channel: 'webhook',
    retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS,
    logsAttempts: true,
    cancelUnwanted: () => cancelUnwantedCalls(db),
    afterResult: (_db, delivery, result) => keepEndpointHealth(db, delivery, result),
    async send(delivery: ClaimedDelivery): Promise<SendResult> {
      const endpoint = delivery.endpointId
        ? await db.webhookEndpoint.findUnique({
            where: { id: delivery.endpointId },
            select: { url: true, format: true, secret: true, enabled: true },
          })
        : null;
      // Turned off or deleted since the batch was claimed.
      if (!endpoint?.enabled) return { outcome: 'failed', error: 'The endpoint is turned off.' };
      const request = buildWebhookRequest(await eventOf(delivery.messageId), endpoint, {
        messageId: delivery.messageId,
      });
      return sendResultOf(await postWebhook(endpoint.url, request, outgoing));
    },
  };
}

/**
 * 2xx: sent. 410 Gone: failed, and the endpoint is turned off. A private address: failed, nothing
 * was sent. Any other answer, no answer or a timeout: tried again (a Standard Webhooks receiver
 * drops a repeat by its webhook-id), after the receiver's Retry-After when it gave one.
 */
export function sendResultOf(result: OutgoingResult): SendResult {
  switch (result.kind) {
    case 'response': {
      const { status: responseCode } = result;
      if (responseCode >= 200 && responseCode < 300) return { outcome: 'sent', responseCode };
      if (responseCode === 410) {
        return { outcome: 'failed', responseCode, error: 'The endpoint answered 410 Gone.' };
      }
      return {
        outcome: 'retry',
        responseCode,
        error: `The endpoint answered ${responseCode}.`,
        retryAt: result.retryAfter,
      };
    }
    case 'refused':
      return { outcome: 'failed', error: `Refused: ${result.address} is a private address` };
    case 'failed':
      return { outcome: 'retry', error: result.message };
  }
}

/** Waiting copies for an endpoint turned off (or deleted) are not sent. */
async function cancelUnwantedCalls(db: Db) {
  await db.$executeRaw`
    UPDATE outbox_deliveries d
    SET status = 'cancelled', updated_at = now(), last_error = 'The endpoint is turned off.'
    FROM outbox_messages m
    WHERE m.id = d.message_id AND m.channel = 'webhook' AND d.status = 'pending'
      AND NOT EXISTS (
        SELECT 1 FROM webhook_endpoints e WHERE e.id = d.endpoint_id AND e.enabled)`;
}

/**
 * A success clears the endpoint's failing time; a failure starts it. An endpoint that answered
 * 410 Gone, or failed for three days, is turned off; for the latter its team's admins and owners
 * are told, once (only the write that turns it off queues the email).
 */
async function keepEndpointHealth(db: Db, delivery: ClaimedDelivery, result: SendResult) {
  const id = delivery.endpointId;
  if (!id) return;
  if (result.outcome === 'sent') {
    await db.webhookEndpoint.updateMany({
      where: { id, failingSince: { not: null } },
      data: { failingSince: null },
    });
    return;
  }
  if (result.outcome === 'failed' && result.responseCode === 410) {
    await db.webhookEndpoint.updateMany({
      where: { id, enabled: true },
      data: { enabled: false, disabledAt: new Date(), disabledReason: 'gone' },
    });
    return;
  }
  await db.webhookEndpoint.updateMany({
    where: { id, enabled: true, failingSince: null },
    data: { failingSince: new Date() },
  });
  await db.$transaction(async (tx) => {
    const cutoff = new Date(Date.now() - DISABLE_AFTER_FAILING_MS);
    const endpoint = await tx.webhookEndpoint.findFirst({
      where: { id, enabled: true, failingSince: { lte: cutoff } },
      select: { url: true, failingSince: true, team: { select: { id: true, name: true } } },
    });
    if (!endpoint) return;
    const { count } = await tx.webhookEndpoint.updateMany({
      where: { id, enabled: true },
      data: { enabled: false, disabledAt: new Date(), disabledReason: 'failing' },
    });
    if (count === 0) return;
    const admins = await tx.teamMember.findMany({
      where: {
        teamId: endpoint.team.id,
        role: { in: ['admin', 'owner'] },
        user: { disabledAt: null },
      },
      select: { user: { select: { email: true } } },
    });
    if (admins.length === 0) return;
    const content = await endpointDisabledEmail({
      teamName: endpoint.team.name,
      host: new URL(endpoint.url).host,
      failingSince: formatLongDate(endpoint.failingSince!),
      webhooksUrl: absoluteUrl(ADMIN_WEBHOOKS_PATH),
    });
    await queueEmail(tx, {
      kind: 'webhook_endpoint_disabled',
      to: admins.map(({ user }) => user.email),
      content,
      teamId: endpoint.team.id,
    });
  });
}
