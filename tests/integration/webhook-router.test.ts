import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { CreateWebhookInput } from '~/schemas/webhook';
import type { WebhookEvent } from '~/server/outbox/webhooks/events';
import { queueWebhookEvent } from '~/server/outbox/webhooks/queue-event';

import { callerAs, errorOf } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createStaffedTeam, createTeam, type TestTeam, type TestUser } from '../helpers/factories';
import { deliverWebhooks } from '../helpers/outbox';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

const getDatabase = useTestDatabase();
let receiver: WebhookReceiver;
let staff: Awaited<ReturnType<typeof createStaffedTeam>>;
let team: TestTeam;
let otherTeam: TestTeam;

beforeAll(async () => {
  const { db } = getDatabase();
  receiver = await startWebhookReceiver();
  staff = await createStaffedTeam(db);
  team = staff.team;
  otherTeam = await createTeam(db, { members: [{ user: staff.outsider, role: 'owner' }] });
});
afterAll(() => receiver.close());
beforeEach(async () => {
  receiver.reset();
  await getDatabase().db.webhookEndpoint.deleteMany();
});

const as = (user: TestUser) => callerAs(getDatabase().db, user);

const settings: CreateWebhookInput = {
  url: 'https://hooks.example.com/teamfolio',
  format: 'standard',
  events: ['post.published'],
};

const event: WebhookEvent = {
  type: 'post.published',
  timestamp: '2026-03-01T10:00:00.000Z',
  data: {
    team: { name: 'Team', slug: 'team' },
    title: 'Shipped',
    summary: 'It works.',
    url: 'https://teamfolio.example/blog/shipped',
  },
};

describe('webhook endpoints', () => {
  it('creates an endpoint and shows its secret once: never in the list', async () => {
    const { endpoint, secret } = await as(staff.admin).webhook.create({
      teamId: team.id,
      ...settings,
    });
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).not.toHaveProperty('secret');
    const list = await as(staff.owner).webhook.list({ teamId: team.id });
    expect(list).toEqual([
      expect.objectContaining({ id: endpoint.id, url: settings.url, enabled: true }),
    ]);
    expect(JSON.stringify(list)).not.toContain(secret);
    expect(list[0]).not.toHaveProperty('secret');
  });

  it('updates, turns off and on, rotates the secret and deletes, each audited without the secret', async () => {
    const { db } = getDatabase();
    const caller = as(staff.admin);
    const { endpoint, secret } = await caller.webhook.create({ teamId: team.id, ...settings });
    const updated = await caller.webhook.update({
      teamId: team.id,
      id: endpoint.id,
      url: 'https://chat.example.com/hook',
      format: 'slack',
      events: ['project.published', 'item.published'],
    });
    expect(updated).toMatchObject({
      format: 'slack',
      events: ['item.published', 'project.published'],
    });
    const off = await caller.webhook.setEnabled({
      teamId: team.id,
      id: endpoint.id,
      enabled: false,
    });
    expect(off).toMatchObject({ enabled: false, disabledReason: 'admin' });
    const on = await caller.webhook.setEnabled({ teamId: team.id, id: endpoint.id, enabled: true });
    expect(on).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null });
    const rotated = await caller.webhook.rotateSecret({ teamId: team.id, id: endpoint.id });
    expect(rotated.secret).not.toBe(secret);
    const stored = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(stored.secret).toBe(rotated.secret);
    await caller.webhook.delete({ teamId: team.id, id: endpoint.id });
    expect(await db.webhookEndpoint.count()).toBe(0);
    const entries = await db.auditEntry.findMany({
      where: { entityId: endpoint.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries.map((entry) => entry.action)).toEqual([
      'create',
      'update',
      'disable',
      'enable',
      'rotate_secret',
      'delete',
    ]);
    expect(entries[0]).toMatchObject({ entityType: 'webhook_endpoint', teamId: team.id });
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(rotated.secret);
  });

  it('lets only team admins and owners, and system admins, manage endpoints', async () => {
    expect((await errorOf(as(staff.member).webhook.list({ teamId: team.id }))).code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await errorOf(as(staff.member).webhook.create({ teamId: team.id, ...settings }))).code,
    ).toBe('FORBIDDEN');
    const { endpoint } = await as(staff.systemAdmin).webhook.create({
      teamId: team.id,
      ...settings,
    });
    // The owner of another team names this team's endpoint through their own team.
    const outsider = as(staff.outsider);
    const other = { teamId: otherTeam.id, id: endpoint.id };
    const calls = [
      () => outsider.webhook.update({ ...other, ...settings }),
      () => outsider.webhook.setEnabled({ ...other, enabled: false }),
      () => outsider.webhook.rotateSecret(other),
      () => outsider.webhook.deliveries(other),
      () => outsider.webhook.delete(other),
    ];
    for (const call of calls) {
      const error = await errorOf(call());
      expect(error.code).toBe('NOT_FOUND');
      expect(error.message).toBe('Webhook endpoint not found');
    }
    expect(await outsider.webhook.list({ teamId: otherTeam.id })).toEqual([]);
  });

  it('sends contact messages only to endpoints a system admin sets up', async () => {
    const contact: CreateWebhookInput = { ...settings, events: ['contact.received'] };
    for (const user of [staff.admin, staff.owner]) {
      const error = await errorOf(as(user).webhook.create({ teamId: team.id, ...contact }));
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toBe(
        'Only system administrators can send contact messages to a webhook.',
      );
    }
    const { endpoint } = await as(staff.systemAdmin).webhook.create({
      teamId: team.id,
      ...contact,
    });
    // A team admin can neither add contact messages to an endpoint nor point one that has them
    // elsewhere.
    const mine = await as(staff.admin).webhook.create({ teamId: team.id, ...settings });
    expect(
      (
        await errorOf(
          as(staff.admin).webhook.update({ teamId: team.id, id: mine.endpoint.id, ...contact }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await errorOf(
          as(staff.admin).webhook.update({
            teamId: team.id,
            id: endpoint.id,
            ...settings,
            url: 'https://attacker.example/hook',
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    // They may still turn it off or delete it.
    await as(staff.admin).webhook.setEnabled({ teamId: team.id, id: endpoint.id, enabled: false });
    await as(staff.admin).webhook.delete({ teamId: team.id, id: endpoint.id });
  });

  it('refuses hostile input', async () => {
    const caller = as(staff.admin);
    const refused = async (input: Record<string, unknown>) => {
      const error = await errorOf(
        caller.webhook.create({ teamId: team.id, ...settings, ...input }),
      );
      expect(error.code).toBe('BAD_REQUEST');
      return error;
    };
    await refused({ url: `https://example.com/${'a'.repeat(10_000)}` });
    await refused({ url: 'javascript:alert(1)' });
    await refused({ url: 'file:///etc/passwd' });
    await refused({ events: Array.from({ length: 1000 }, () => 'post.published') });
    await refused({ events: Array.from({ length: 1000 }, (_, n) => `event.${n}`) });
    await refused({ events: [] });
    await refused({ format: 'teams' });
    expect(await getDatabase().db.webhookEndpoint.count()).toBe(0);
  });

  it('keeps a team to 20 endpoints', async () => {
    const { db } = getDatabase();
    await db.webhookEndpoint.createMany({
      data: Array.from({ length: 20 }, () => ({
        teamId: team.id,
        ...settings,
        events: settings.events,
        secret: 'whsec_x',
      })),
    });
    const error = await errorOf(as(staff.admin).webhook.create({ teamId: team.id, ...settings }));
    expect(error.code).toBe('CONFLICT');
  });
});

describe('the delivery log', () => {
  it('lists deliveries newest first, a page at a time, and replays one with the same webhook-id', async () => {
    const { db } = getDatabase();
    const caller = as(staff.admin);
    const { endpoint, secret } = await caller.webhook.create({
      teamId: team.id,
      ...settings,
      url: receiver.url(),
    });
    receiver.answer('/hook', { status: 410 }, { status: 200 });
    for (let n = 0; n < 3; n++) {
      await db.$transaction((tx) => queueWebhookEvent(tx, { teamId: team.id, event }));
    }
    await deliverWebhooks(db);
    const first = await caller.webhook.deliveries({ teamId: team.id, id: endpoint.id, limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBe(null);
    const second = await caller.webhook.deliveries({
      teamId: team.id,
      id: endpoint.id,
      limit: 2,
      cursor: first.nextCursor,
    });
    expect(second).toMatchObject({ nextCursor: null, items: [expect.anything()] });
    const all = [...first.items, ...second.items];
    const times = all.map((delivery) => delivery.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const gone = all.find((delivery) => delivery.responseCode === 410)!;
    expect(gone).toMatchObject({
      event: 'post.published',
      status: 'failed',
      attempts: 1,
      lastAttempt: { durationMs: expect.any(Number), createdAt: expect.any(Date) },
    });

    // Turned off by the 410: replaying waits until it is on again.
    expect(
      (await errorOf(caller.webhook.replay({ teamId: team.id, deliveryId: gone.id }))).code,
    ).toBe('BAD_REQUEST');
    await caller.webhook.setEnabled({ teamId: team.id, id: endpoint.id, enabled: true });
    expect(
      (
        await errorOf(
          as(staff.outsider).webhook.replay({ teamId: otherTeam.id, deliveryId: gone.id }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    await caller.webhook.replay({ teamId: team.id, deliveryId: gone.id });
    expect(
      (await errorOf(caller.webhook.replay({ teamId: team.id, deliveryId: gone.id }))).code,
    ).toBe('CONFLICT');
    await deliverWebhooks(db);
    expect(receiver.received).toHaveLength(2);
    const [original, replayed] = receiver.received;
    expect(replayed!.headers['webhook-id']).toBe(original!.headers['webhook-id']);
    expect(
      new Webhook(secret).verify(replayed!.body, replayed!.headers as Record<string, string>),
    ).toEqual(event);
    const after = await caller.webhook.deliveries({ teamId: team.id, id: endpoint.id });
    expect(after.items.find((delivery) => delivery.id === gone.id)).toMatchObject({
      status: 'sent',
      responseCode: 200,
      attempts: 2,
    });
    const audit = await db.auditEntry.findFirst({ where: { action: 'replay' } });
    expect(audit).toMatchObject({ entityId: endpoint.id, actorId: staff.admin.id });
  });
});
