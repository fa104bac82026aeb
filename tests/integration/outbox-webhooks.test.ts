import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { WebhookFormat } from '~/server/generated/prisma/enums';
import type { WebhookEvent } from '~/server/outbox/webhooks/events';
import { queueWebhookEvent } from '~/server/outbox/webhooks/queue-event';
import { newWebhookSecret } from '~/server/outbox/webhooks/secret';

import { useTestDatabase } from '../helpers/db';
import { createStaffedTeam, createTeam, type TestTeam } from '../helpers/factories';
import { deliverWebhooks } from '../helpers/outbox';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

const getDatabase = useTestDatabase();
let receiver: WebhookReceiver;
let team: TestTeam;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  team = await createTeam(getDatabase().db, { name: 'Hook Team' });
});
afterAll(() => receiver.close());
beforeEach(async () => {
  const { db } = getDatabase();
  receiver.reset();
  await db.outboxMessage.deleteMany();
  await db.webhookEndpoint.deleteMany();
});

const published: WebhookEvent = {
  type: 'post.published',
  timestamp: '2026-03-01T10:00:00.000Z',
  data: {
    team: { name: 'Hook Team', slug: 'hook-team' },
    title: 'We shipped <it> @everyone',
    summary: 'What we built this week.',
    url: 'https://teamfolio.example/blog/we-shipped',
  },
};

async function endpoint(
  options: { url?: string; format?: WebhookFormat; events?: string[]; enabled?: boolean } = {},
) {
  const { db } = getDatabase();
  return db.webhookEndpoint.create({
    data: {
      teamId: team.id,
      url: options.url ?? receiver.url(),
      format: options.format ?? 'standard',
      events: options.events ?? ['post.published'],
      secret: newWebhookSecret(),
      enabled: options.enabled ?? true,
    },
  });
}

function queue(event: WebhookEvent = published, teamId = team.id) {
  const { db } = getDatabase();
  return db.$transaction((tx) => queueWebhookEvent(tx, { teamId, event }));
}

function deliveriesOf(endpointId: string) {
  return getDatabase().db.outboxDelivery.findMany({
    where: { endpointId },
    include: { log: { orderBy: { createdAt: 'asc' } } },
  });
}

/** Makes every waiting copy due now, as if its wait were over. */
function makeDue() {
  return getDatabase().db.outboxDelivery.updateMany({
    where: { status: 'pending' },
    data: { nextAttemptAt: new Date(Date.now() - 1000) },
  });
}

describe('queueWebhookEvent', () => {
  it("writes one copy for each of the team's enabled endpoints subscribed to the event", async () => {
    const { db } = getDatabase();
    const wanted = await endpoint();
    await endpoint({ events: ['item.published'] });
    await endpoint({ enabled: false });
    const other = await createTeam(db);
    await db.webhookEndpoint.create({
      data: {
        teamId: other.id,
        url: receiver.url(),
        format: 'standard',
        events: ['post.published'],
        secret: newWebhookSecret(),
      },
    });
    const { messageId } = await queue();
    const deliveries = await db.outboxDelivery.findMany({ include: { message: true } });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      messageId,
      recipient: wanted.id,
      endpointId: wanted.id,
      status: 'pending',
      message: { channel: 'webhook', kind: 'post.published', teamId: team.id, payload: published },
    });
  });

  it('writes nothing when the write that causes the event does not commit, or nobody listens', async () => {
    const { db } = getDatabase();
    await expect(
      db.$transaction(async (tx) => {
        await endpoint();
        await queueWebhookEvent(tx, { teamId: team.id, event: published });
        throw new Error('the publish failed');
      }),
    ).rejects.toThrow('the publish failed');
    expect(await db.outboxMessage.count()).toBe(0);
    await db.webhookEndpoint.deleteMany();
    expect(await queue()).toEqual({ messageId: null });
    expect(await db.outboxMessage.count()).toBe(0);
  });
});

describe('webhook delivery', () => {
  it('sends a Standard Webhooks call the receiver verifies, once, and logs it', async () => {
    const { db } = getDatabase();
    const hook = await endpoint();
    const { messageId } = await queue();
    expect(await deliverWebhooks(db)).toEqual({ delivered: 1, more: false });
    expect(await deliverWebhooks(db)).toEqual({ delivered: 0, more: false });
    expect(receiver.received).toHaveLength(1);
    const [call] = receiver.received;
    const headers = call!.headers as Record<string, string>;
    expect(headers['webhook-id']).toBe(messageId);
    expect(new Webhook(hook.secret).verify(call!.body, headers)).toEqual(published);
    expect(() => new Webhook(newWebhookSecret()).verify(call!.body, headers)).toThrow();
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 1, responseCode: 200 });
    expect(delivery!.log).toEqual([
      expect.objectContaining({ outcome: 'sent', responseCode: 200, error: null }),
    ]);
  });

  it('retries a failed call with the same webhook-id, after a growing wait', async () => {
    const { db } = getDatabase();
    const hook = await endpoint();
    receiver.answer('/hook', { status: 500 }, { status: 200 });
    await queue();
    const before = Date.now();
    await deliverWebhooks(db);
    let [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500 });
    // 30 s with ±20 % jitter.
    const wait = delivery!.nextAttemptAt.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(24_000);
    expect(wait).toBeLessThan(37_000);
    // Not due yet: nothing happens.
    expect(await deliverWebhooks(db)).toEqual({ delivered: 0, more: false });
    await makeDue();
    await deliverWebhooks(db);
    [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 2 });
    expect(delivery!.log.map((attempt) => [attempt.outcome, attempt.responseCode])).toEqual([
      ['retry', 500],
      ['sent', 200],
    ]);
    const ids = receiver.received.map((call) => call.headers['webhook-id']);
    expect(ids).toEqual([delivery!.messageId, delivery!.messageId]);
    const failing = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: hook.id } });
    expect(failing.failingSince).toBe(null);
  });

  it('waits as long as Retry-After asks', async () => {
    const { db } = getDatabase();
    const hook = await endpoint();
    receiver.answer('/hook', { status: 503, headers: { 'retry-after': '3600' } });
    await queue();
    const before = Date.now();
    await deliverWebhooks(db);
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery!.status).toBe('pending');
    expect(delivery!.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(3_599_000);
    const failing = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: hook.id } });
    expect(failing.failingSince).not.toBe(null);
  });

  it('sends Discord and Slack messages in their formats', async () => {
    const { db } = getDatabase();
    await endpoint({ url: receiver.url('/discord'), format: 'discord' });
    await endpoint({ url: receiver.url('/slack'), format: 'slack' });
    await queue();
    await deliverWebhooks(db);
    const bodyAt = (path: string) => {
      const call = receiver.received.find((one) => one.path === path)!;
      expect(call.headers['webhook-signature']).toBeUndefined();
      return JSON.parse(call.body) as Record<string, unknown>;
    };
    expect(bodyAt('/discord')).toMatchObject({
      content: 'Blog post published',
      embeds: [{ title: 'We shipped <it> @everyone', url: published.data.url }],
      allowed_mentions: { parse: [] },
    });
    expect(bodyAt('/slack')).toMatchObject({
      text: 'Blog post published: We shipped &lt;it&gt; @everyone',
    });
  });

  it('turns off an endpoint that answers 410 Gone, and sends it nothing more', async () => {
    const { db } = getDatabase();
    const hook = await endpoint();
    receiver.answer('/hook', { status: 410 });
    await queue();
    await queue();
    await deliverWebhooks(db);
    expect(receiver.received).toHaveLength(1);
    const gone = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: hook.id } });
    expect(gone).toMatchObject({ enabled: false, disabledReason: 'gone' });
    expect(gone.disabledAt).not.toBe(null);
    // The second copy, claimed with the first, finds the endpoint off and is not sent.
    const deliveries = await deliveriesOf(hook.id);
    expect(deliveries.map(({ status, lastError }) => [status, lastError]).sort()).toEqual([
      ['failed', 'The endpoint answered 410 Gone.'],
      ['failed', 'The endpoint is turned off.'],
    ]);
    expect(await queue()).toEqual({ messageId: null });
  });

  it('turns off an endpoint failing for three days and tells the team admins and owners', async () => {
    const { db } = getDatabase();
    const staffed = await createStaffedTeam(db);
    const hook = await db.webhookEndpoint.create({
      data: {
        teamId: staffed.team.id,
        url: receiver.url('/down'),
        format: 'standard',
        events: ['post.published'],
        secret: newWebhookSecret(),
        failingSince: new Date(Date.now() - 3 * 24 * 3_600_000 - 60_000),
      },
    });
    receiver.answer('/down', { status: 500 });
    await queue(published, staffed.team.id);
    await queue(published, staffed.team.id);
    await deliverWebhooks(db);
    const off = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: hook.id } });
    expect(off).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const emails = await db.outboxDelivery.findMany({
      where: { message: { channel: 'email' } },
      include: { message: true },
    });
    expect(emails.map((email) => email.recipient).sort()).toEqual(
      [staffed.owner.email, staffed.admin.email].sort(),
    );
    const { message } = emails[0]!;
    expect(message).toMatchObject({
      kind: 'webhook_endpoint_disabled',
      teamId: staffed.team.id,
      subject: `A webhook of ${staffed.team.name} was turned off`,
    });
    expect(message.text).toContain(`127.0.0.1:${receiver.port}`);
    expect(message.text).toContain('/admin/webhooks');
    // The first call turned it off: the second copy was not sent, the first is not retried.
    expect(receiver.received).toHaveLength(1);
    expect((await deliveriesOf(hook.id)).map((delivery) => delivery.status).sort()).toEqual([
      'cancelled',
      'failed',
    ]);
  });

  it('starts the failing time at the first failure, and keeps it across failures', async () => {
    const { db } = getDatabase();
    const hook = await endpoint();
    receiver.answer('/hook', { status: 500 });
    await queue();
    await deliverWebhooks(db);
    const first = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: hook.id } });
    expect(first.failingSince).not.toBe(null);
    await makeDue();
    await deliverWebhooks(db);
    const second = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: hook.id } });
    expect(second.failingSince).toEqual(first.failingSince);
    expect(second.enabled).toBe(true);
  });

  it('gives up after about a day of retries', async () => {
    const { db } = getDatabase();
    const hook = await endpoint();
    receiver.answer('/hook', { status: 502 });
    await queue();
    for (let run = 0; run < 9; run++) {
      await makeDue();
      await deliverWebhooks(db);
    }
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 9, responseCode: 502 });
    expect(delivery!.log.at(-1)!.outcome).toBe('failed');
  });

  it.each([
    ['127.0.0.1', (port: number) => `http://127.0.0.1:${port}/hook`, '127.0.0.1'],
    ['[::1]', (port: number) => `http://[::1]:${port}/hook`, '::1'],
    ['localhost', (port: number) => `http://localhost:${port}/hook`, /^(127\.0\.0\.1|::1)$/],
    ['169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['10.0.0.1', () => 'http://10.0.0.1/hook', '10.0.0.1'],
  ])('refuses %s when private addresses are not allowed, and logs why', async (_, url, address) => {
    const { db } = getDatabase();
    const hook = await endpoint({ url: url(receiver.port) });
    await queue();
    await deliverWebhooks(db, { allowPrivate: false });
    expect(receiver.received).toHaveLength(0);
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery!.status).toBe('failed');
    const refusal = /^Refused: (\S+) is a private address$/.exec(delivery!.log[0]!.error ?? '');
    expect(refusal?.[1]).toMatch(address);
    expect(delivery!.lastError).toBe(delivery!.log[0]!.error);
  });
});
