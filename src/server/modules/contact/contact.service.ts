import type { ContactListInput, ContactSubmitInput } from '~/schemas/contact';
import type { Db } from '~/server/db';
import { AppError } from '~/server/errors';
import { pageArgs, toPage } from '~/server/pagination';
import { createRateLimiter, type RateLimiter } from '~/server/rate-limit';

/** 5 messages per 10 minutes per client. */
export const contactRateLimiter: RateLimiter = createRateLimiter({
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
 * Stores a contact message. A filled honeypot looks like success to the sender but stores
 * nothing, so bots learn nothing from the answer.
 */
export async function submitContact(
  db: Db,
  limiter: RateLimiter,
  clientKey: string,
  input: ContactSubmitInput,
): Promise<{ ok: true }> {
  const { website, ...message } = input;
  if (website?.trim()) return { ok: true };
  const { allowed } = await limiter.hit(db, clientKey);
  if (!allowed) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many messages. Please try again later.');
  }
  await db.contactSubmission.create({ data: message, select: { id: true } });
  return { ok: true };
}

/** Newest first; optionally only the unread ones. */
export async function listContactSubmissions(db: Db, input: ContactListInput) {
  const rows = await db.contactSubmission.findMany({
    where: input.unreadOnly ? { readAt: null } : {},
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: submissionSelect,
    ...pageArgs(input),
  });
  return toPage(rows, input.limit);
}

export async function markContactRead(db: Db, id: string, read: boolean) {
  const { count } = await db.contactSubmission.updateMany({
    where: { id },
    data: { readAt: read ? new Date() : null },
  });
  if (count === 0) throw new AppError('NOT_FOUND', 'Message not found.');
  return { id, read };
}

export async function deleteContactSubmission(db: Db, id: string) {
  const { count } = await db.contactSubmission.deleteMany({ where: { id } });
  if (count === 0) throw new AppError('NOT_FOUND', 'Message not found.');
  return { id };
}
