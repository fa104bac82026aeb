import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { emailMessageFields, queueEmail, wakeOutboxWorker } from '~/server/outbox/enqueue';
import { recipientPlaceholders } from '~/server/outbox/recipient-links';

import { useTestDatabase } from '../helpers/db';
import { deliverEmails, outboxDeliveries } from '../helpers/outbox';
import { headerOf, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const getDatabase = useTestDatabase();
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(async () => {
  const { db } = getDatabase();
  sink.received.length = 0;
  await db.outboxMessage.deleteMany();
  await db.bouncedAddress.deleteMany();
  await db.subscriber.deleteMany();
});

const content = { subject: 'Hello', html: '<p>Hello <b>there</b></p>', text: 'Hello there' };

async function queue(to: string[], extra: { replyTo?: string } = {}) {
  const { db } = getDatabase();
  return db.$transaction((tx) => queueEmail(tx, { kind: 'test', to, content, ...extra }));
}

describe('the email outbox', () => {
  it('writes nothing when the event that causes the email does not commit', async () => {
    const { db } = getDatabase();
    await expect(
      db.$transaction(async (tx) => {
        await queueEmail(tx, { kind: 'test', to: ['a@example.test'], content });
        throw new Error('the publish failed');
      }),
    ).rejects.toThrow('the publish failed');
    expect(await db.outboxDelivery.count()).toBe(0);
  });

  it('sends each recipient one copy with both parts, and records it sent', async () => {
    const { db } = getDatabase();
    await queue(['a@example.test', 'B@Example.test', 'b@example.test'], {
      replyTo: 'visitor@example.test',
    });
    const run = await deliverEmails(db, sink.transport());
    expect(run).toEqual({ delivered: 2, more: false });
    const received = await sink.waitFor(2);
    expect(received.map((email) => email.to).sort()).toEqual(['a@example.test', 'b@example.test']);
    const { mail } = received[0]!;
    expect(mail.subject).toBe('Hello');
    expect(mail.html).toContain('<b>there</b>');
    expect(mail.text?.trim()).toBe('Hello there');
    expect(mail.replyTo?.text).toBe('visitor@example.test');
    const deliveries = await outboxDeliveries(db);
    expect(deliveries.map((delivery) => delivery.status)).toEqual(['sent', 'sent']);
    // A second run finds nothing left to send.
    expect(await deliverEmails(db, sink.transport())).toEqual({ delivered: 0, more: false });
    expect(sink.received).toHaveLength(2);
  });

  it('keeps emails instead of sending them when no mail server is configured', async () => {
    const { db } = getDatabase();
    await queue(['kept@example.test']);
    await deliverEmails(db, null);
    expect((await outboxDeliveries(db)).map((delivery) => delivery.status)).toEqual(['kept']);
  });

  it('marks an address refused for good as bounced and sends it nothing more', async () => {
    const { db } = getDatabase();
    sink.refuse('gone@example.test', 550);
    await queue(['gone@example.test']);
    await deliverEmails(db, sink.transport());
    expect(await db.bouncedAddress.findUnique({ where: { email: 'gone@example.test' } })).not.toBe(
      null,
    );
    await queue(['gone@example.test']);
    await deliverEmails(db, sink.transport());
    const statuses = (await outboxDeliveries(db)).map((delivery) => delivery.status);
    expect(statuses).toEqual(['failed', 'cancelled']);
    expect(sink.received).toHaveLength(0);
  });

  it('tries a temporary refusal again later', async () => {
    const { db } = getDatabase();
    sink.refuse('busy@example.test', 451);
    await queue(['busy@example.test']);
    await deliverEmails(db, sink.transport());
    const delivery = await db.outboxDelivery.findFirstOrThrow();
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, responseCode: 451 });
    expect(delivery.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('holds a copy due more than a day ago for a person instead of sending it late', async () => {
    const { db } = getDatabase();
    const { messageId } = await queue(['late@example.test']);
    await db.outboxMessage.update({
      where: { id: messageId },
      data: { dueAt: new Date(Date.now() - 25 * 3600_000) },
    });
    await deliverEmails(db, sink.transport());
    expect((await outboxDeliveries(db))[0]!.status).toBe('held');
    expect(sink.received).toHaveLength(0);

    await db.outboxDelivery.updateMany({ data: { status: 'pending', lateApproved: true } });
    await deliverEmails(db, sink.transport());
    expect((await outboxDeliveries(db))[0]!.status).toBe('sent');
  });

  it('never sends again a copy whose send was cut off: it becomes uncertain', async () => {
    const { db } = getDatabase();
    await queue(['cut@example.test']);
    // What an instance killed mid-send leaves behind.
    await db.outboxDelivery.updateMany({
      data: {
        status: 'sending',
        attempts: 1,
        claimedBy: 'gone',
        leaseUntil: new Date(Date.now() - 1000),
      },
    });
    await deliverEmails(db, sink.transport());
    expect((await outboxDeliveries(db))[0]!.status).toBe('uncertain');
    expect(sink.received).toHaveLength(0);
  });

  it('gives copies a stopped instance claimed but never started to the next run', async () => {
    const { db } = getDatabase();
    await queue(['claimed@example.test']);
    await db.outboxDelivery.updateMany({
      data: { claimedBy: 'gone', leaseUntil: new Date(Date.now() - 1000) },
    });
    await deliverEmails(db, sink.transport());
    expect((await outboxDeliveries(db))[0]!.status).toBe('sent');
  });

  it('sends each copy once when several workers run at the same time', async () => {
    const { db } = getDatabase();
    const addresses = Array.from({ length: 120 }, (_, n) => `reader${n}@example.test`);
    await queue(addresses);
    const runs = await Promise.all(
      ['one', 'two', 'three'].map((instance) => deliverEmails(db, sink.transport(), instance)),
    );
    expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(120);
    const received = await sink.waitFor(120);
    expect(new Set(received.map((email) => email.to)).size).toBe(120);
    expect(received).toHaveLength(120);
  });

  it("gives a follower's copy their own links and one-click unsubscribe headers", async () => {
    const { db } = getDatabase();
    const subscriber = await db.subscriber.create({
      data: { email: 'fan@example.test', manageToken: 'manage-token-of-fan' },
    });
    const follow = await db.follow.create({
      data: { subscriberId: subscriber.id, status: 'confirmed' },
    });
    const left = await db.follow.create({
      data: {
        subscriber: { create: { email: 'left@example.test', manageToken: 'manage-token-of-left' } },
        status: 'unsubscribed',
      },
    });
    const { marker, links } = recipientPlaceholders();
    await db.$transaction(async (tx) => {
      const message = await tx.outboxMessage.create({
        data: {
          channel: 'email',
          ...emailMessageFields({
            kind: 'post_published',
            recipientMarker: marker,
            content: {
              subject: 'New post',
              html: `<a href="${links.unsubscribe}">Unsubscribe</a> <a href="${links.manage}">Manage</a>`,
              text: `Manage: ${links.manage}`,
            },
          }),
        },
      });
      await tx.outboxDelivery.createMany({
        data: [
          { messageId: message.id, recipient: 'fan@example.test', followId: follow.id },
          { messageId: message.id, recipient: 'left@example.test', followId: left.id },
        ],
      });
      await wakeOutboxWorker(tx, 'email');
    });
    await deliverEmails(db, sink.transport());
    const [email] = await sink.waitFor(1);
    const unsubscribe = `http://localhost:3000/api/follow/unsubscribe?token=${follow.id}.manage-token-of-fan`;
    const manage = `http://localhost:3000/follow/manage?token=${subscriber.id}.manage-token-of-fan`;
    expect(email!.to).toBe('fan@example.test');
    expect(headerOf(email!.mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(email!.mail, 'List-Unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(email!.mail.html).toContain(`href="${unsubscribe}"`);
    expect(email!.mail.text).toContain(`Manage: ${manage}`);
    expect(email!.mail.html).not.toContain('recipient.invalid');
    const statuses = Object.fromEntries(
      (await outboxDeliveries(db)).map((delivery) => [delivery.recipient, delivery.status]),
    );
    expect(statuses).toEqual({ 'fan@example.test': 'sent', 'left@example.test': 'cancelled' });
  });

  it('wakes the worker once however many emails are written', async () => {
    const { db } = getDatabase();
    await queue(['one@example.test']);
    await queue(['two@example.test']);
    const waiting = await db.$queryRaw<{ count: bigint }[]>`
      SELECT count(*) FROM pgboss.job WHERE name = 'outbox-email' AND state = 'created'`;
    expect(Number(waiting[0]!.count)).toBe(1);
  });
});
