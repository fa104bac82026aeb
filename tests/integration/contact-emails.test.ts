/**
 * A contact message is emailed (a real SMTP server) to each enabled system admin who asked for
 * them, Reply-To the sender, with the message escaped; each admin turns it off for themselves.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { callerAs, callerFor } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createUser, type TestUser } from '../helpers/factories';
import { deliverEmails, outboxDeliveries } from '../helpers/outbox';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const database = useTestDatabase();
let sink: SmtpSink;
let admins: { on: TestUser; off: TestUser; disabled: TestUser };
let user: TestUser;

beforeAll(async () => {
  const { db } = database();
  sink = await startSmtpSink();
  const [on, off, disabled] = await Promise.all(
    ['on', 'off', 'disabled'].map((name) =>
      createUser(db, { email: `admin-${name}@example.test`, systemAdmin: true }),
    ),
  );
  admins = { on: on!, off: off!, disabled: disabled! };
  user = await createUser(db, { email: 'plain-user@example.test' });
  await callerAs(db, admins.off).user.setNotifyContactMessages({ notify: false });
  await db.user.update({ where: { id: admins.disabled.id }, data: { disabledAt: new Date() } });
});
afterAll(() => sink.close());
beforeEach(async () => {
  sink.received.length = 0;
  await database().db.outboxMessage.deleteMany();
});

let visitorNumber = 0;
const visitor = () =>
  callerFor(database().db, null, { clientIp: `203.0.113.${++visitorNumber}` }).contact;

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  subject: 'Collaboration\r\nBcc: victim@example.test',
  message: 'We would love to <b>build</b> something.\nSecond line.',
};

describe('a contact message', () => {
  it('reaches each system admin with the switch on, Reply-To the sender, escaped', async () => {
    const { db } = database();
    await visitor().submit(message);
    await deliverEmails(db, sink.transport());

    expect(sink.received.map((received) => received.to)).toEqual([admins.on.email]);
    const { mail } = sink.received[0]!;
    expect(mail.replyTo?.value).toEqual([{ address: 'ada@example.test', name: '' }]);
    expect(mail.subject).toBe('Contact message: Collaboration Bcc: victim@example.test');
    expect(mail.headers.get('bcc')).toBeUndefined();
    expect(mail.text).toContain('We would love to <b>build</b> something.');
    expect(mail.text).toContain('Second line.');
    expect(mail.html).toContain('We would love to &lt;b&gt;build&lt;/b&gt; something.');
    expect(mail.html).not.toContain('<b>build</b>');
    expect(mail.html).toContain('/system-admin/messages');
    expect(await outboxDeliveries(db)).toEqual([
      expect.objectContaining({
        recipient: admins.on.email,
        status: 'sent',
        message: expect.objectContaining({ kind: 'contact_message' }),
      }),
    ]);
  });

  it('is written with the stored message: a refused one queues nothing', async () => {
    const { db } = database();
    const ip = '198.51.100.9';
    const from = () => callerFor(db, null, { clientIp: ip }).contact;
    for (let i = 0; i < 5; i++) await from().submit(message);
    await expect(from().submit(message)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await db.outboxMessage.count()).toBe(5);
  });

  it('follows the switch as its admin turns it off and on', async () => {
    const { db } = database();
    const me = callerAs(db, admins.on).user;
    expect(await me.me()).toMatchObject({ notifyContactMessages: true });

    await me.setNotifyContactMessages({ notify: false });
    expect(await me.me()).toMatchObject({ notifyContactMessages: false });
    await visitor().submit(message);
    expect(await db.outboxMessage.count()).toBe(0);

    await me.setNotifyContactMessages({ notify: true });
    await visitor().submit(message);
    await deliverEmails(db, sink.transport());
    expect(sink.received.map((received) => received.to)).toEqual([admins.on.email]);
  });

  it('is a switch for system admins only', async () => {
    await expect(
      callerAs(database().db, user).user.setNotifyContactMessages({ notify: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
