import { absoluteUrl } from '~/lib/site-url';
import type {
  ContactSubmissionIdInput,
  ListContactSubmissionsInput,
  MarkContactReadInput,
  SubmitContactInput,
} from '~/schemas/contact';
import type { Db } from '~/server/db';
import { notFound, tooManyRequests } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/lists/pagination';
import { contactMessageEmail } from '~/server/outbox/emails/contact-message';
import { queueEmail } from '~/server/outbox/enqueue';
import { queueWebhookEvent } from '~/server/outbox/webhooks/queue-event';
import { createRateLimiter, type RateLimiter } from '~/server/rate-limit';
import { audited, auditedDelete, auditEntry, type AuditedEntity } from '~/server/records/audit';
import type { ServiceContext } from '~/server/service-context';

/** The system area's inbox, where the notification's settings switch is too. */
const INBOX_PATH = '/system-admin/messages';

/** 5 messages per 10 minutes per client. */
const contactRateLimiter: RateLimiter = createRateLimiter({
  scope: 'contact',
  limit: 5,
  windowMs: 10 * 60 * 1000,
});

const submissionSelect = {
  id: true,
  name: true,
  email: true,
  subject: true,
  message: true,
  readAt: true,
  createdAt: true,
} satisfies Prisma.ContactSubmissionSelect;

type SubmissionRow = Prisma.ContactSubmissionGetPayload<{ select: typeof submissionSelect }>;

const auditedMessage: AuditedEntity<SubmissionRow> = {
  type: 'contact_message',
  fields: ['name', 'email', 'subject', 'message', 'readAt'],
  label: (message) => message.subject ?? `Message from ${message.name}`,
  teamId: () => null,
};

/**
 * Stores a contact message from the client `clientKey` names (for its rate limit), and in the
 * same transaction queues an email of it to every enabled system admin who asked for them; a
 * reply goes to the sender. A filled honeypot looks like success to the sender but stores
 * nothing, so bots learn nothing.
 */
export async function submitContact(
  ctx: ServiceContext,
  { clientKey, website, ...message }: SubmitContactInput & { clientKey: string },
): Promise<{ ok: true }> {
  if (website?.trim()) return { ok: true };
  const { allowed } = await contactRateLimiter.hit(ctx.db, clientKey);
  if (!allowed) {
    throw tooManyRequests('Too many messages. Please try again later.');
  }
  const content = await contactMessageEmail({ ...message, inboxUrl: absoluteUrl(INBOX_PATH) });
  await ctx.db.$transaction(async (tx) => {
    await tx.contactSubmission.create({ data: message, select: { id: true } });
    await queueWebhookEvent(tx, {
      teamId: null,
      event: { type: 'contact.received', timestamp: new Date().toISOString(), data: message },
    });
    const admins = await tx.user.findMany({
      where: { notifyContactMessages: true, disabledAt: null, roles: { some: { role: 'admin' } } },
      select: { email: true },
    });
    if (admins.length === 0) return;
    await queueEmail(tx, {
      kind: 'contact_message',
      to: admins.map((admin) => admin.email),
      content,
      replyTo: message.email,
    });
  });
  return { ok: true };
}

function matching(search: string): Prisma.ContactSubmissionWhereInput {
  if (!search) return {};
  const contains = { contains: search, mode: 'insensitive' } as const;
  return {
    OR: [{ name: contains }, { email: contains }, { subject: contains }, { message: contains }],
  };
}

/**
 * Unread first, newest first; then read, most recently read first. (A descending index sorts
 * NULL first, so the index on these columns serves the order as it is.)
 */
const inboxOrder = [
  { readAt: { sort: 'desc', nulls: 'first' } },
  { createdAt: 'desc' },
  { id: 'desc' },
] satisfies Prisma.ContactSubmissionOrderByWithRelationInput[];

/**
 * The messages after the cursor message in inboxOrder, as a keyset condition; null when there is
 * no such message. Prisma's own `cursor` sends no LIMIT when an ordering column is nullable
 * (read_at is), so every page would read all the messages after it.
 */
async function afterInInbox(
  db: Db,
  cursor: string,
): Promise<Prisma.ContactSubmissionWhereInput | null> {
  const message = await db.contactSubmission.findUnique({
    where: { id: cursor },
    select: { id: true, createdAt: true, readAt: true },
  });
  if (!message) return null;
  const { id, createdAt, readAt } = message;
  const olderAlike = { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] };
  if (readAt === null) {
    return { OR: [{ readAt: null, ...olderAlike }, { readAt: { not: null } }] };
  }
  return {
    readAt: { lte: readAt },
    OR: [{ readAt: { lt: readAt } }, { readAt, ...olderAlike }],
  };
}

/** The inbox in inboxOrder; optionally only the unread messages, or those matching a search. */
export async function listContactSubmissions(
  ctx: ServiceContext,
  { unreadOnly, search, ...page }: ListContactSubmissionsInput,
) {
  const after = page.cursor ? await afterInInbox(ctx.db, page.cursor) : {};
  if (!after) return { items: [], nextCursor: null };
  const rows = await ctx.db.contactSubmission.findMany({
    where: { AND: [matching(search), unreadOnly ? { readAt: null } : {}, after] },
    orderBy: inboxOrder,
    ...pageArgs({ limit: page.limit }),
    select: submissionSelect,
  });
  return toPage(rows, page.limit);
}

export async function countUnreadContactSubmissions(ctx: ServiceContext) {
  return { unread: await ctx.db.contactSubmission.count({ where: { readAt: null } }) };
}

export async function markContactRead(
  ctx: ServiceContext,
  { actorId, id, read }: MarkContactReadInput & { actorId: string },
) {
  await audited(
    ctx.db,
    async (tx) => {
      const before = await tx.contactSubmission.findUnique({
        where: { id },
        select: submissionSelect,
      });
      if (!before) throw notFound('Message');
      // Marking a read message read again keeps the time it was first read.
      const readAt = read ? (before.readAt ?? new Date()) : null;
      const after = await tx.contactSubmission.update({
        where: { id },
        data: { readAt },
        select: submissionSelect,
      });
      return { before, after };
    },
    ({ before, after }) =>
      before.readAt?.getTime() === after.readAt?.getTime()
        ? null
        : auditEntry(auditedMessage, {
            action: read ? 'mark_read' : 'mark_unread',
            actorId,
            before,
            after,
          }),
  );
  return { id, read };
}

export async function deleteContactSubmission(
  ctx: ServiceContext,
  { actorId, id }: ContactSubmissionIdInput & { actorId: string },
) {
  await auditedDelete(ctx.db, auditedMessage, { actorId, notFoundLabel: 'Message' }, (tx) =>
    tx.contactSubmission.delete({ where: { id }, select: submissionSelect }),
  );
  return { id };
}
