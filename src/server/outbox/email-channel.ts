import type { Transporter } from 'nodemailer';

import { env } from '~/env';
import type { Db } from '~/server/db';

import type { ClaimedDelivery, DeliveryChannel, SendResult } from './deliver';
import { followerLinks } from './follower-links';
import { emailSender } from './mail-transport';
import { withRecipientLinks, type RecipientLinks } from './recipient-links';

/** A temporary refusal is tried again for about a day: 1, 5, 30 minutes, then hours. */
const EMAIL_RETRY_DELAYS_MS = [1, 5, 30, 120, 360, 720].map((minutes) => minutes * 60_000);

type StoredEmail = {
  subject: string | null;
  html: string | null;
  text: string | null;
  replyTo: string | null;
  recipientMarker: string | null;
};

/**
 * Emails through `transport`, or kept for the Outbox screen when it is null (no SMTP_URL). A
 * follower's copy carries their own links and the one-click List-Unsubscribe headers.
 */
export function emailChannel(db: Db, transport: Transporter | null): DeliveryChannel {
  // A batch is mostly copies of one message: read each message once.
  const messages = new Map<string, StoredEmail>();
  const messageOf = async (id: string) => {
    const cached = messages.get(id);
    if (cached) return cached;
    const message = await db.outboxMessage.findUniqueOrThrow({
      where: { id },
      select: { subject: true, html: true, text: true, replyTo: true, recipientMarker: true },
    });
    if (messages.size > 100) messages.clear();
    messages.set(id, message);
    return message;
  };

  return {
    channel: 'email',
    retryDelaysMs: EMAIL_RETRY_DELAYS_MS,
    logsAttempts: false,
    cancelUnwanted: () => cancelUnwantedEmails(db),
    afterResult: (_db, delivery, result) => rememberBounce(db, delivery, result),
    async send(delivery: ClaimedDelivery): Promise<SendResult> {
      const message = await messageOf(delivery.messageId);
      const links = delivery.followId ? await linksOfFollow(db, delivery.followId) : null;
      const personal = (body: string | null) =>
        body && links && message.recipientMarker
          ? withRecipientLinks(body, message.recipientMarker, links)
          : (body ?? undefined);
      const mail = {
        from: emailSender(),
        to: delivery.recipient,
        subject: message.subject ?? '',
        html: personal(message.html),
        text: personal(message.text),
        replyTo: message.replyTo ?? undefined,
        headers: links
          ? {
              'List-Unsubscribe': `<${links.unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : undefined,
      };
      if (!transport) {
        announceKept(mail.to, mail.subject, mail.text ?? '');
        return { outcome: 'kept' };
      }
      try {
        const info = (await transport.sendMail(mail)) as { response?: string };
        return { outcome: 'sent', responseCode: smtpCode(info.response) };
      } catch (error) {
        return classifySmtpError(error);
      }
    },
  };
}

async function linksOfFollow(db: Db, followId: string): Promise<RecipientLinks> {
  const follow = await db.follow.findUniqueOrThrow({
    where: { id: followId },
    select: { id: true, subscriber: { select: { id: true, manageToken: true } } },
  });
  return followerLinks(follow);
}

/** Copies for a bounced address, or for a follow no longer confirmed, are not sent. */
async function cancelUnwantedEmails(db: Db) {
  await db.$executeRaw`
    UPDATE outbox_deliveries d
    SET status = 'cancelled', updated_at = now(),
        last_error = CASE WHEN EXISTS (SELECT 1 FROM bounced_addresses b WHERE b.email = d.recipient)
                          THEN 'The address bounced.' ELSE 'The follower left.' END
    FROM outbox_messages m
    WHERE m.id = d.message_id AND m.channel = 'email' AND d.status = 'pending'
      AND (EXISTS (SELECT 1 FROM bounced_addresses b WHERE b.email = d.recipient)
        OR (d.follow_id IS NOT NULL AND NOT EXISTS (
          SELECT 1 FROM follows f WHERE f.id = d.follow_id AND f.status = 'confirmed')))`;
}

/** A permanent refusal (5xx) marks the address bounced: nothing more is sent to it. */
async function rememberBounce(db: Db, delivery: ClaimedDelivery, result: SendResult) {
  if (result.outcome !== 'failed' || !result.responseCode || result.responseCode < 500) return;
  await db.bouncedAddress.upsert({
    where: { email: delivery.recipient },
    create: { email: delivery.recipient, reason: result.error.slice(0, 500) },
    update: {},
  });
}

function smtpCode(response: string | undefined): number | undefined {
  const code = Number(response?.slice(0, 3));
  return Number.isInteger(code) && code >= 200 ? code : undefined;
}

/**
 * 5xx: refused for good. 4xx, or no connection: tried again. An error after the message was
 * handed over (the server may have taken it before the answer was lost): uncertain.
 */
export function classifySmtpError(error: unknown): SendResult {
  const { responseCode, command, message } = error as {
    responseCode?: number;
    command?: string;
    message?: string;
  };
  const text = message ?? String(error);
  if (responseCode && responseCode >= 500) return { outcome: 'failed', error: text, responseCode };
  if (responseCode && responseCode >= 400) return { outcome: 'retry', error: text, responseCode };
  if (command === 'DATA' || command === 'message') return { outcome: 'uncertain', error: text };
  return { outcome: 'retry', error: text };
}

/** In development, each kept email's subject and links go to the console. */
function announceKept(to: string, subject: string, text: string) {
  if (env.NODE_ENV !== 'development') return;
  const links = [...new Set(text.match(/https?:\/\/[^\s)\]>]+/g) ?? [])];
  console.info(
    [`Email kept (no SMTP_URL) for ${to}: ${subject}`, ...links.map((link) => `  ${link}`)].join(
      '\n',
    ),
  );
}
