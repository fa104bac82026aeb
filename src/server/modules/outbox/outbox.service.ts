import { env } from '~/env';
import type { DecideOutboxInput, ListOutboxInput, OutboxFilter } from '~/schemas/outbox';
import { notFound } from '~/server/errors';
import type { DeliveryStatus, Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/lists/pagination';
import { wakeOutboxWorker } from '~/server/outbox/enqueue';
import { recordAudit } from '~/server/records/audit';
import type { ServiceContext } from '~/server/service-context';

const FILTER_STATUSES: Record<Exclude<OutboxFilter, 'all'>, DeliveryStatus[]> = {
  kept: ['kept'],
  waiting: ['pending', 'sending'],
  uncertain: ['uncertain'],
  held: ['held'],
  failed: ['failed'],
};

/** How many of a message's copies are in each state. */
export type DeliveryCounts = Partial<Record<DeliveryStatus, number>>;

function matching({ filter, search }: ListOutboxInput): Prisma.OutboxMessageWhereInput {
  const contains = { contains: search, mode: 'insensitive' } as const;
  return {
    AND: [
      filter === 'all' ? {} : { deliveries: { some: { status: { in: FILTER_STATUSES[filter] } } } },
      search
        ? { OR: [{ subject: contains }, { deliveries: { some: { recipient: contains } } }] }
        : {},
    ],
  };
}

/** Everything the site sent or keeps, newest first, with the state of each message's copies. */
export async function listOutbox(ctx: ServiceContext, input: ListOutboxInput) {
  const rows = await ctx.db.outboxMessage.findMany({
    where: matching(input),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    ...pageArgs(input),
    select: {
      id: true,
      channel: true,
      kind: true,
      subject: true,
      createdAt: true,
      dueAt: true,
      deliveries: { take: 3, orderBy: { recipient: 'asc' }, select: { recipient: true } },
      _count: { select: { deliveries: true } },
    },
  });
  const page = toPage(rows, input.limit);
  const counts = await countsByMessage(
    ctx,
    page.items.map((message) => message.id),
  );
  return {
    ...page,
    items: page.items.map(({ deliveries, _count, ...message }) => ({
      ...message,
      recipients: deliveries.map((delivery) => delivery.recipient),
      recipientCount: _count.deliveries,
      counts: counts.get(message.id) ?? {},
    })),
  };
}

async function countsByMessage(ctx: ServiceContext, ids: string[]) {
  const groups = await ctx.db.outboxDelivery.groupBy({
    by: ['messageId', 'status'],
    where: { messageId: { in: ids } },
    _count: { _all: true },
  });
  const counts = new Map<string, DeliveryCounts>();
  for (const group of groups) {
    const of = counts.get(group.messageId) ?? {};
    of[group.status] = group._count._all;
    counts.set(group.messageId, of);
  }
  return counts;
}

/** The first copies a message's page lists; the counts cover them all. */
const LISTED_RECIPIENTS = 100;

/** One message as it was written, and its copies' states. */
export async function outboxMessageById(ctx: ServiceContext, { id }: { id: string }) {
  const message = await ctx.db.outboxMessage.findUnique({
    where: { id },
    select: {
      id: true,
      channel: true,
      kind: true,
      subject: true,
      html: true,
      text: true,
      replyTo: true,
      payload: true,
      createdAt: true,
      dueAt: true,
      deliveries: {
        take: LISTED_RECIPIENTS,
        orderBy: [{ status: 'asc' }, { recipient: 'asc' }],
        select: {
          id: true,
          recipient: true,
          status: true,
          attempts: true,
          responseCode: true,
          lastError: true,
          sentAt: true,
          updatedAt: true,
        },
      },
    },
  });
  if (!message) throw notFound('Message');
  const counts = (await countsByMessage(ctx, [id])).get(id) ?? {};
  return { ...message, counts };
}

/** Whether emails leave the site: without SMTP_URL they are kept here. */
export function outboxStatus() {
  return { emailConfigured: Boolean(env.SMTP_URL) };
}

const DECISIONS = {
  resend_uncertain: { from: ['uncertain'], to: 'pending', action: 'resend_uncertain' },
  send_held: { from: ['held'], to: 'pending', action: 'send_late' },
  discard: { from: ['uncertain', 'held'], to: 'cancelled', action: 'discard' },
} as const satisfies Record<
  DecideOutboxInput['decision'],
  { from: DeliveryStatus[]; to: DeliveryStatus; action: string }
>;

/**
 * A person's go for the copies that wait for one. A copy sent again is approved as late, so the
 * worker does not hold it a second time; the decision is audited with how many copies it moved.
 */
export async function decideOutbox(
  ctx: ServiceContext,
  { id, decision, actorId }: DecideOutboxInput & { actorId: string },
) {
  const { from, to, action } = DECISIONS[decision];
  return ctx.db.$transaction(async (tx) => {
    const message = await tx.outboxMessage.findUnique({
      where: { id },
      select: { id: true, kind: true, subject: true, channel: true, teamId: true },
    });
    if (!message) throw notFound('Message');
    const { count } = await tx.outboxDelivery.updateMany({
      where: { messageId: id, status: { in: [...from] } },
      data: {
        status: to,
        ...(to === 'pending' && { lateApproved: true, nextAttemptAt: new Date() }),
      },
    });
    if (count > 0) {
      await recordAudit(tx, {
        actorId,
        action,
        entityType: 'outbox_message',
        entityId: id,
        entityLabel: message.subject ?? message.kind,
        teamId: message.teamId,
        changes: { copies: { from: null, to: count } },
      });
      if (to === 'pending') await wakeOutboxWorker(tx, message.channel);
    }
    return { moved: count };
  });
}
