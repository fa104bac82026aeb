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
