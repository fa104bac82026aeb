import type { Tx } from '~/server/db';
import type { OutboxChannel, Prisma } from '~/server/generated/prisma/client';
import { outboxDeliveryJobs } from '~/server/jobs/outbox-delivery';
import { queueJob } from '~/server/jobs/queue';

import type { EmailContent } from './emails/render';

/** What a message tells of: its record's send figures count it. */
export interface MessageAbout {
  type: 'series_item' | 'blog_post' | 'project';
  id: string;
}

export interface QueuedEmail {
  /** What causes it: password_reset, invitation, contact_message… (the Outbox screen shows it). */
  kind: string;
  to: readonly string[];
  content: EmailContent;
  replyTo?: string;
  teamId?: string | null;
  about?: MessageAbout;
}

/**
 * Writes an email to the outbox in the caller's transaction, one delivery per address, and wakes
 * the email worker: it is sent only if the event that causes it commits, and never from the request.
 */
export async function queueEmail(tx: Tx, email: QueuedEmail): Promise<{ messageId: string }> {
  const message = await tx.outboxMessage.create({
    data: { channel: 'email', ...emailMessageFields(email) },
    select: { id: true },
  });
  await tx.outboxDelivery.createMany({
    data: [...new Set(email.to.map(normalisedAddress))].map((recipient) => ({
      messageId: message.id,
      recipient,
    })),
    skipDuplicates: true,
  });
  await wakeOutboxWorker(tx, 'email');
  return { messageId: message.id };
}

/** The message row's fields of an email (its deliveries are written by the caller). */
export function emailMessageFields(
  email: Omit<QueuedEmail, 'to'> & { recipientMarker?: string },
): Omit<Prisma.OutboxMessageUncheckedCreateInput, 'channel'> {
  return {
    kind: email.kind,
    teamId: email.teamId ?? null,
    aboutType: email.about?.type ?? null,
    aboutId: email.about?.id ?? null,
    subject: email.content.subject,
    html: email.content.html,
    text: email.content.text,
    replyTo: email.replyTo ?? null,
    recipientMarker: email.recipientMarker ?? null,
  };
}

/** Queues the channel's worker job unless one is already waiting. */
export async function wakeOutboxWorker(tx: Tx, channel: OutboxChannel): Promise<void> {
  const job = outboxDeliveryJobs[channel];
  await queueJob(tx, job, {}, { key: job.queue, replace: false });
}

/** Addresses compare without case: one person, one copy. */
export function normalisedAddress(address: string): string {
  return address.trim().toLowerCase();
}
