import type {
  ContactSubmissionIdInput,
  ListContactSubmissionsInput,
  MarkContactReadInput,
  SubmitContactInput,
} from '~/schemas/contact';
import { audited, auditEntry, type AuditedEntity } from '~/server/audit';
import type { Db } from '~/server/db';
import { AppError, notFound, writeOrNotFound } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage, type Page } from '~/server/pagination';
import { createRateLimiter, type RateLimiter } from '~/server/rate-limit';
import type { ServiceContext } from '~/server/service-context';

const MESSAGE_NOT_FOUND = 'Message not found.';

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
 * Stores a contact message from the client `clientKey` names (for its rate limit). A filled
 * honeypot looks like success to the sender but stores nothing, so bots learn nothing.
 */
export async function submitContact(
  ctx: ServiceContext,
  { clientKey, website, ...message }: SubmitContactInput & { clientKey: string },
): Promise<{ ok: true }> {
  if (website?.trim()) return { ok: true };
  const { allowed } = await contactRateLimiter.hit(ctx.db, clientKey);
  if (!allowed) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many messages. Please try again later.');
  }
  await ctx.db.contactSubmission.create({ data: message, select: { id: true } });
  return { ok: true };
}

function matching(search: string): Prisma.ContactSubmissionWhereInput {
  if (!search) return {};
  const contains = { contains: search, mode: 'insensitive' } as const;
  return {
    OR: [{ name: contains }, { email: contains }, { subject: contains }, { message: contains }],
  };
}

const newestFirst = [
  { createdAt: 'desc' },
  { id: 'desc' },
] satisfies Prisma.ContactSubmissionOrderByWithRelationInput[];

/** The inbox in two runs, unread then read, each newest first. */
const RUNS: Prisma.ContactSubmissionWhereInput[] = [{ readAt: null }, { readAt: { not: null } }];

/**
 * One page of the inbox: unread messages first, then read ones, each run newest first. Each run
 * is its own keyset query (created_at, id), read side by side, so a page costs the same queries
 * whatever the size of the inbox.
 */
async function inboxPage(
  db: Db,
  where: Prisma.ContactSubmissionWhereInput,
  page: { cursor?: string | null; limit: number },
): Promise<Page<SubmissionRow>> {
  const cursor = page.cursor
    ? await db.contactSubmission.findUnique({
        where: { id: page.cursor },
        select: { id: true, createdAt: true, readAt: true },
      })
    : null;
  if (page.cursor && !cursor) return { items: [], nextCursor: null };
  const firstRun = cursor?.readAt ? 1 : 0;
  const runs = await Promise.all(
    RUNS.slice(firstRun).map((run, index) =>
      db.contactSubmission.findMany({
        where: {
          AND: [
            where,
            run,
            cursor && index === 0
              ? {
                  OR: [
                    { createdAt: { lt: cursor.createdAt } },
                    { createdAt: cursor.createdAt, id: { lt: cursor.id } },
                  ],
                }
              : {},
          ],
        },
        orderBy: newestFirst,
        take: page.limit + 1,
        select: submissionSelect,
      }),
    ),
  );
  return toPage(runs.flat().slice(0, page.limit + 1), page.limit);
}

/** The inbox: unread first, then newest first; optionally only the unread ones, or a search. */
export function listContactSubmissions(
  ctx: ServiceContext,
  { unreadOnly, search, ...page }: ListContactSubmissionsInput,
) {
  return inboxPage(ctx.db, { ...matching(search), ...(unreadOnly ? { readAt: null } : {}) }, page);
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
      if (!before) throw notFound(MESSAGE_NOT_FOUND);
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
  await audited(
    ctx.db,
    (tx) =>
      writeOrNotFound(
        tx.contactSubmission.delete({ where: { id }, select: submissionSelect }),
        MESSAGE_NOT_FOUND,
      ),
    (deleted) =>
      auditEntry(auditedMessage, { action: 'delete', actorId, before: deleted, after: null }),
  );
  return { id };
}
