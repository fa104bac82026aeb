import type {
  CreateWebhookInput,
  ReplayWebhookDeliveryInput,
  SetWebhookEnabledInput,
  UpdateWebhookInput,
  WebhookDeliveriesInput,
  WebhookIdInput,
} from '~/schemas/webhook';
import type { Tx } from '~/server/db';
import { badRequest, conflict, forbidden, notFound } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/lists/pagination';
import { wakeOutboxWorker } from '~/server/outbox/enqueue';
import { newWebhookSecret } from '~/server/outbox/webhooks/secret';
import {
  audited,
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  auditEntry,
  type AuditedEntity,
} from '~/server/records/audit';
import type { ServiceContext } from '~/server/service-context';

const ENDPOINT = 'Webhook endpoint';
const DELIVERY = 'Delivery';

/** Enough for every chat and service a team posts to; a bound on what one team can make us call. */
export const MAX_ENDPOINTS_PER_TEAM = 20;

/** Everything of an endpoint but its secret, which is shown once, by create and rotateSecret. */
const endpointFields = {
  id: true,
  teamId: true,
  url: true,
  format: true,
  events: true,
  enabled: true,
  disabledAt: true,
  disabledReason: true,
  failingSince: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.WebhookEndpointSelect;

type EndpointRow = Prisma.WebhookEndpointGetPayload<{ select: typeof endpointFields }>;

const auditedEndpoint: AuditedEntity<EndpointRow> = {
  type: 'webhook_endpoint',
  fields: ['url', 'format', 'events', 'enabled', 'disabledReason'],
  // The host only: a chat's webhook URL carries its token in the path.
  label: (row) => new URL(row.url).host,
  teamId: (row) => row.teamId,
};

/**
 * Contact messages hold what visitors wrote and their addresses: only a system admin sends them
 * out of the site, and only a system admin changes an endpoint that receives them.
 */
function refuseContactMessages(events: readonly string[], actorIsSystemAdmin: boolean) {
  if (events.includes('contact.received') && !actorIsSystemAdmin) {
    throw forbidden('Only system administrators can send contact messages to a webhook.');
  }
}

interface Actor {
  teamId: string;
  actorId: string;
}

export async function listWebhooks(ctx: ServiceContext, { teamId }: { teamId: string }) {
  return ctx.db.webhookEndpoint.findMany({
    where: { teamId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: endpointFields,
  });
}

/** A new endpoint and its signing secret: the only time the secret is shown but after a rotation. */
export async function createWebhook(
  ctx: ServiceContext,
  {
    teamId,
    actorId,
    actorIsSystemAdmin,
    ...input
  }: CreateWebhookInput & Actor & { actorIsSystemAdmin: boolean },
) {
  refuseContactMessages(input.events, actorIsSystemAdmin);
  const secret = newWebhookSecret();
  const endpoint = await auditedCreate(ctx.db, auditedEndpoint, actorId, async (tx) => {
    // Counted in the transaction that adds one; two creates at once may pass it together.
    const count = await tx.webhookEndpoint.count({ where: { teamId } });
    if (count >= MAX_ENDPOINTS_PER_TEAM) {
      throw conflict(`A team can have at most ${MAX_ENDPOINTS_PER_TEAM} webhook endpoints.`);
    }
    return tx.webhookEndpoint.create({
      data: { ...input, teamId, secret, createdById: actorId },
      select: endpointFields,
    });
  });
  return { endpoint, secret };
}

function findEndpoint(tx: Tx, { id, teamId }: { id: string; teamId: string }) {
  return tx.webhookEndpoint.findFirst({ where: { id, teamId }, select: endpointFields });
}

export async function updateWebhook(
  ctx: ServiceContext,
  {
    teamId,
    actorId,
    actorIsSystemAdmin,
    id,
    ...input
  }: UpdateWebhookInput & Actor & { actorIsSystemAdmin: boolean },
) {
  refuseContactMessages(input.events, actorIsSystemAdmin);
  const { after } = await auditedUpdate(
    ctx.db,
    auditedEndpoint,
    { action: 'update', actorId, notFoundLabel: ENDPOINT },
    (tx) => findEndpoint(tx, { id, teamId }),
    (tx, before) => {
      refuseContactMessages(before.events, actorIsSystemAdmin);
      return tx.webhookEndpoint.update({
        where: { id, teamId },
        data: input,
        select: endpointFields,
      });
    },
  );
  return after;
}

/**
 * Turns an endpoint on (its failures forgotten: it starts afresh) or off, by an admin's choice;
 * copies waiting for an endpoint turned off are cancelled by the webhook worker.
 */
export async function setWebhookEnabled(
  ctx: ServiceContext,
  { teamId, actorId, id, enabled }: SetWebhookEnabledInput & Actor,
) {
  const { after } = await auditedUpdate(
    ctx.db,
    auditedEndpoint,
    { action: enabled ? 'enable' : 'disable', actorId, notFoundLabel: ENDPOINT },
    (tx) => findEndpoint(tx, { id, teamId }),
    (tx) =>
      tx.webhookEndpoint.update({
        where: { id, teamId },
        data: enabled
          ? { enabled, disabledAt: null, disabledReason: null, failingSince: null }
          : { enabled, disabledAt: new Date(), disabledReason: 'admin' },
        select: endpointFields,
      }),
  );
  return after;
}

/** Deletes an endpoint, its delivery log with it. */
export async function deleteWebhook(
  ctx: ServiceContext,
  { teamId, actorId, id }: WebhookIdInput & Actor,
) {
  await auditedDelete(ctx.db, auditedEndpoint, { actorId, notFoundLabel: ENDPOINT }, (tx) =>
    tx.webhookEndpoint.delete({ where: { id, teamId }, select: endpointFields }),
  );
  return { id };
}

/** A new signing secret, returned once; the old one stops working at once. */
export async function rotateWebhookSecret(
  ctx: ServiceContext,
  { teamId, actorId, id }: WebhookIdInput & Actor,
) {
  const secret = newWebhookSecret();
  await auditedUpdate(
    ctx.db,
    auditedEndpoint,
    { action: 'rotate_secret', actorId, notFoundLabel: ENDPOINT },
    (tx) => findEndpoint(tx, { id, teamId }),
    (tx) =>
      tx.webhookEndpoint.update({
        where: { id, teamId },
        data: { secret },
        select: endpointFields,
      }),
  );
  return { secret };
}

/** An endpoint's delivery log: its copies, newest first, each with its latest try. */
export async function listWebhookDeliveries(
  ctx: ServiceContext,
  { teamId, id, cursor, limit }: WebhookDeliveriesInput & { teamId: string },
) {
  const endpoint = await ctx.db.webhookEndpoint.findFirst({
    where: { id, teamId },
    select: { id: true },
  });
  if (!endpoint) throw notFound(ENDPOINT);
  const rows = await ctx.db.outboxDelivery.findMany({
    where: { endpointId: id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    ...pageArgs({ cursor, limit }),
    select: {
      id: true,
      status: true,
      responseCode: true,
      lastError: true,
      nextAttemptAt: true,
      sentAt: true,
      createdAt: true,
      message: { select: { kind: true } },
      log: {
        orderBy: { createdAt: 'desc' },
        take: 1,
        select: { durationMs: true, createdAt: true },
      },
      _count: { select: { log: true } },
    },
  });
  const page = toPage(rows, limit);
  return {
    ...page,
    items: page.items.map(({ message, log, _count, ...delivery }) => ({
      ...delivery,
      event: message.kind,
      attempts: _count.log,
      lastAttempt: log[0] ?? null,
    })),
  };
}

/**
 * Sends a copy again: the same message, so the receiver sees the same webhook-id and can drop
 * it if it had it already. Approved though it may be more than a day late, with a fresh set of
 * retries.
 */
export async function replayWebhookDelivery(
  ctx: ServiceContext,
  { teamId, actorId, deliveryId }: ReplayWebhookDeliveryInput & Actor,
) {
  return audited(
    ctx.db,
    async (tx) => {
      const delivery = await tx.outboxDelivery.findFirst({
        where: { id: deliveryId, endpoint: { teamId } },
        select: {
          status: true,
          endpoint: { select: endpointFields },
          message: { select: { kind: true } },
        },
      });
      if (!delivery?.endpoint) throw notFound(DELIVERY);
      if (!delivery.endpoint.enabled) {
        throw badRequest('Turn the endpoint on before sending its events again.');
      }
      const { count } = await tx.outboxDelivery.updateMany({
        where: { id: deliveryId, status: { notIn: ['pending', 'sending'] } },
        data: {
          status: 'pending',
          attempts: 0,
          nextAttemptAt: new Date(),
          lateApproved: true,
          claimedBy: null,
          leaseUntil: null,
        },
      });
      if (count === 0) throw conflict('This event is being sent already.');
      await wakeOutboxWorker(tx, 'webhook');
      return { endpoint: delivery.endpoint, event: delivery.message.kind, from: delivery.status };
    },
    ({ endpoint, event, from }) =>
      auditEntry(auditedEndpoint, {
        action: 'replay',
        actorId,
        before: endpoint,
        after: endpoint,
        changes: { [event]: { from, to: 'pending' } },
      }),
  ).then(() => ({ deliveryId }));
}
