import type {
  ContactSubmissionIdInput,
  ListContactSubmissionsInput,
  MarkContactReadInput,
  SubmitContactInput,
} from '~/schemas/contact';
import { AppError, writeOrNotFound } from '~/server/errors';
import { pageArgs, toPage } from '~/server/pagination';
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
} as const;

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

/** Newest first; optionally only the unread ones. */
export async function listContactSubmissions(
  ctx: ServiceContext,
  { unreadOnly, ...page }: ListContactSubmissionsInput,
) {
  const rows = await ctx.db.contactSubmission.findMany({
    where: unreadOnly ? { readAt: null } : {},
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: submissionSelect,
    ...pageArgs(page),
  });
  return toPage(rows, page.limit);
}

export async function markContactRead(ctx: ServiceContext, { id, read }: MarkContactReadInput) {
  await writeOrNotFound(
    ctx.db.contactSubmission.update({
      where: { id },
      data: { readAt: read ? new Date() : null },
      select: { id: true },
    }),
    MESSAGE_NOT_FOUND,
  );
  return { id, read };
}

export async function deleteContactSubmission(
  ctx: ServiceContext,
  { id }: ContactSubmissionIdInput,
) {
  await writeOrNotFound(
    ctx.db.contactSubmission.delete({ where: { id }, select: { id: true } }),
    MESSAGE_NOT_FOUND,
  );
  return { id };
}
