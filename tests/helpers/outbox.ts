import type { Transporter } from 'nodemailer';

import type { Db } from '~/server/db';
import { deliverDue } from '~/server/outbox/deliver';
import { emailChannel } from '~/server/outbox/email-channel';

/** Runs the email worker once, as its job would, through `transport` (null: kept, not sent). */
export function deliverEmails(db: Db, transport: Transporter | null, instanceId = 'test') {
  return deliverDue(db, emailChannel(db, transport), { instanceId, leaseSeconds: 60 });
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
