import type { ParsedMail } from 'mailparser';
import type { Transporter } from 'nodemailer';

import type { Db } from '~/server/db';
import type { OutgoingOptions } from '~/server/http/outgoing';
import { deliverDue } from '~/server/outbox/deliver';
import { emailChannel } from '~/server/outbox/email-channel';
import { webhookChannel } from '~/server/outbox/webhook-channel';

/** Runs the email worker once, as its job would, through `transport` (null: kept, not sent). */
export function deliverEmails(db: Db, transport: Transporter | null, instanceId = 'test') {
  return deliverDue(db, emailChannel(db, transport), { instanceId, leaseSeconds: 60 });
}

/**
 * Runs the webhook worker once, as its job would; private addresses are allowed unless the test
 * says otherwise (its receiver listens on 127.0.0.1).
 */
export function deliverWebhooks(db: Db, outgoing: OutgoingOptions = { allowPrivate: true }) {
  return deliverDue(db, webhookChannel(db, outgoing), { instanceId: 'test', leaseSeconds: 60 });
}

/** Every delivery of the outbox with its message's subject, oldest first. */
export function outboxDeliveries(db: Db) {
  return db.outboxDelivery.findMany({
    orderBy: [{ createdAt: 'asc' }, { recipient: 'asc' }],
    select: {
      recipient: true,
      status: true,
      followId: true,
      message: { select: { kind: true, subject: true, html: true, text: true, replyTo: true } },
    },
  });
}

/**
 * The token of the site link to `path` an email carries, read from its plain-text part, after
 * checking its HTML part holds the same link.
 */
export function tokenOfLink(mail: ParsedMail, path: string): string {
  const pattern = new RegExp(`${path.replaceAll('/', '\\/')}\\?token=([\\w-]+)`);
  const token = pattern.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`No ${path} link in the email's text:\n${mail.text}`);
  if (!(typeof mail.html === 'string' && mail.html.includes(`${path}?token=${token}`))) {
    throw new Error(`The email's HTML lacks the ${path} link of its text.`);
  }
  return token;
}
