import { beforeAll, describe, expect, it } from 'vitest';

import { queueEmail } from '~/server/outbox/enqueue';

import { callerAs, errorOf } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createUser, type TestUser } from '../helpers/factories';
import { deliverEmails } from '../helpers/outbox';

const getDatabase = useTestDatabase();
let admin: TestUser;

const content = (subject: string) => ({ subject, html: `<p>${subject}</p>`, text: subject });

beforeAll(async () => {
  const { db } = getDatabase();
  admin = await createUser(db, { systemAdmin: true });
});

async function queue(subject: string, to: string[]) {
  const { db } = getDatabase();
  return db.$transaction((tx) =>
    queueEmail(tx, { kind: 'password_reset', to, content: content(subject) }),
  );
}

describe('the system Outbox screen', () => {
  it('lists what was written, newest first, with each message’s copies by state', async () => {
    const { db } = getDatabase();
    await queue('First email', ['a@example.test']);
    await queue('Second email', ['b@example.test', 'c@example.test']);
    await deliverEmails(db, null);
    const caller = callerAs(db, admin);
    const { items } = await caller.outbox.list({});
    expect(items.map((message) => message.subject).slice(0, 2)).toEqual([
      'Second email',
      'First email',
    ]);
    expect(items[0]).toMatchObject({ recipientCount: 2, counts: { kept: 2 } });
    expect(await caller.outbox.status()).toEqual({ emailConfigured: false });

    const found = await caller.outbox.list({ search: 'c@example' });
    expect(found.items.map((message) => message.subject)).toEqual(['Second email']);
  });

  it('shows an email as it was written, both parts and every recipient', async () => {
    const { db } = getDatabase();
    const { messageId } = await queue('Open me', ['reader@example.test']);
    const message = await callerAs(db, admin).outbox.byId({ id: messageId });
    expect(message).toMatchObject({ subject: 'Open me', html: '<p>Open me</p>', text: 'Open me' });
    expect(message.deliveries.map((delivery) => delivery.recipient)).toEqual([
      'reader@example.test',
    ]);
  });

  it('sends held copies late or again only on a person’s word, and audits it', async () => {
    const { db } = getDatabase();
    const { messageId } = await queue('Late', ['late@example.test', 'cut@example.test']);
    await db.outboxDelivery.update({
      where: { messageId_recipient: { messageId, recipient: 'late@example.test' } },
      data: { status: 'held' },
    });
    await db.outboxDelivery.update({
      where: { messageId_recipient: { messageId, recipient: 'cut@example.test' } },
      data: { status: 'uncertain' },
    });
    const caller = callerAs(db, admin);
    const held = await caller.outbox.list({ filter: 'held' });
    expect(held.items.map((message) => message.id)).toEqual([messageId]);

    expect(await caller.outbox.decide({ id: messageId, decision: 'send_held' })).toEqual({
      moved: 1,
    });
    const late = await db.outboxDelivery.findUniqueOrThrow({
      where: { messageId_recipient: { messageId, recipient: 'late@example.test' } },
    });
    expect(late).toMatchObject({ status: 'pending', lateApproved: true });
    // The worker sends it although its message is more than a day old.
    await db.outboxMessage.update({
      where: { id: messageId },
      data: { dueAt: new Date(Date.now() - 48 * 3600_000) },
    });
    await deliverEmails(db, null);
    expect((await db.outboxDelivery.findUniqueOrThrow({ where: { id: late.id } })).status).toBe(
      'kept',
    );

    expect(await caller.outbox.decide({ id: messageId, decision: 'discard' })).toEqual({
      moved: 1,
    });
    const audit = await db.auditEntry.findMany({
      where: { entityId: messageId },
      orderBy: { createdAt: 'asc' },
      select: { action: true, actorId: true },
    });
    expect(audit).toEqual([
      { action: 'send_late', actorId: admin.id },
      { action: 'discard', actorId: admin.id },
    ]);
  });

  it('is for system admins only', async () => {
    const { db } = getDatabase();
    const editor = await createUser(db);
    expect((await errorOf(callerAs(db, editor).outbox.list({}))).code).toBe('FORBIDDEN');
  });

  it('says so for a message that does not exist', async () => {
    const { db } = getDatabase();
    const error = await errorOf(
      callerAs(db, admin).outbox.byId({ id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(error.code).toBe('NOT_FOUND');
  });
});
