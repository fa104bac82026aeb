import { beforeAll, describe, expect, it } from 'vitest';

import { createRateLimiter } from '~/server/rate-limit';
import { createInnerContext } from '~/server/trpc/context';
import { createCaller } from '~/server/trpc/root';

import { callerFor } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createUser, sessionFor, type TestUser } from '../helpers/factories';

const database = useTestDatabase();

let systemAdmin: TestUser;
let user: TestUser;

beforeAll(async () => {
  const { db } = database();
  [systemAdmin, user] = await Promise.all([createUser(db, { systemAdmin: true }), createUser(db)]);
});

// Each visitor gets its own address, so the rate limit of one test never spills into another.
let visitorNumber = 0;
function visitor(ip = `203.0.113.${++visitorNumber}`) {
  const ctx = { ...createInnerContext({ db: database().db, session: null }), clientIp: ip };
  return createCaller(ctx);
}

const asAdmin = () => callerFor(database().db, sessionFor(systemAdmin));

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  subject: 'Collaboration',
  message: 'We would love to build something together.',
};

const storedWithEmail = (email: string) =>
  database().db.contactSubmission.findMany({ where: { email } });

describe('contact.submit', () => {
  it('stores the message and answers ok', async () => {
    await expect(
      visitor().contact.submit({ ...valid, email: 'stored@example.test' }),
    ).resolves.toEqual({ ok: true });

    const rows = await storedWithEmail('stored@example.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ada Lovelace',
      subject: 'Collaboration',
      message: valid.message,
      readAt: null,
    });
  });

  it('trims fields and stores an empty subject as none', async () => {
    await visitor().contact.submit({
      name: '  Grace  ',
      email: ' grace@example.test ',
      subject: '   ',
      message: '  Hello  ',
    });
    const [row] = await storedWithEmail('grace@example.test');
    expect(row).toMatchObject({ name: 'Grace', subject: null, message: 'Hello' });
  });

  it.each([
    ['name', { name: '   ' }, 'Name is required.'],
    ['email', { email: '' }, 'Email is required.'],
    ['message', { message: '' }, 'Message is required.'],
  ])('requires a %s', async (_field, change, message) => {
    await expect(visitor().contact.submit({ ...valid, ...change })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(message),
    });
  });

  it('requires a valid email address', async () => {
    await expect(
      visitor().contact.submit({ ...valid, email: 'not-an-address' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Enter a valid email address.'),
    });
  });

  it.each([
    ['name', 200, 'Name must be at most 200 characters.'],
    ['subject', 300, 'Subject must be at most 300 characters.'],
    ['message', 5000, 'Message must be at most 5000 characters.'],
  ])('accepts a %s of %i characters and refuses one more', async (field, max, message) => {
    const email = `${field}-bound@example.test`;
    await expect(
      visitor().contact.submit({ ...valid, email, [field]: 'x'.repeat(max) }),
    ).resolves.toEqual({ ok: true });
    await expect(
      visitor().contact.submit({ ...valid, email, [field]: 'x'.repeat(max + 1) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining(message) });
    expect(await storedWithEmail(email)).toHaveLength(1);
  });

  it('refuses an email longer than 320 characters', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(252)}.test`;
    await expect(visitor().contact.submit({ ...valid, email })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Email must be at most 320 characters.'),
    });
  });

  it('answers ok to a filled honeypot but stores nothing', async () => {
    await expect(
      visitor().contact.submit({ ...valid, email: 'bot@example.test', website: 'spam.example' }),
    ).resolves.toEqual({ ok: true });
    expect(await storedWithEmail('bot@example.test')).toHaveLength(0);
  });

  it('accepts an empty honeypot (what a person sends)', async () => {
    await visitor().contact.submit({ ...valid, email: 'person@example.test', website: '' });
    expect(await storedWithEmail('person@example.test')).toHaveLength(1);
  });

  it('allows 5 messages per client in 10 minutes, then TOO_MANY_REQUESTS', async () => {
    const email = 'busy@example.test';
    const busy = visitor('198.51.100.7');
    for (let i = 0; i < 5; i++) await busy.contact.submit({ ...valid, email });

    await expect(visitor('198.51.100.7').contact.submit({ ...valid, email })).rejects.toMatchObject(
      { code: 'TOO_MANY_REQUESTS', message: 'Too many messages. Please try again later.' },
    );
    expect(await storedWithEmail(email)).toHaveLength(5);

    // Another client is not affected.
    await expect(visitor('198.51.100.8').contact.submit({ ...valid, email })).resolves.toEqual({
      ok: true,
    });
  });
});

describe('contact admin procedures', () => {
  async function seedMessages(count: number, prefix: string) {
    const { db } = database();
    const base = Date.now() - 60_000;
    for (let i = 0; i < count; i++) {
      await db.contactSubmission.create({
        data: {
          name: `${prefix} ${i}`,
          email: `${prefix}-${i}@example.test`,
          message: 'Hello',
          createdAt: new Date(base + i * 1000),
        },
      });
    }
  }

  it.each([
    ['signed out', null, 'UNAUTHORIZED'],
    ['signed in without the system role', () => user, 'FORBIDDEN'],
  ])('refuses list, markRead and delete when %s', async (_label, who, code) => {
    const api = callerFor(database().db, who ? sessionFor(who()) : null);
    const id = (
      await database().db.contactSubmission.create({
        data: { name: 'Guarded', email: 'guarded@example.test', message: 'Hi' },
      })
    ).id;

    await expect(api.contact.list({})).rejects.toMatchObject({ code });
    await expect(api.contact.markRead({ id })).rejects.toMatchObject({ code });
    await expect(api.contact.delete({ id })).rejects.toMatchObject({ code });
    const row = await database().db.contactSubmission.findUniqueOrThrow({ where: { id } });
    expect(row.readAt).toBeNull();
  });

  it('lists unread first, then read, each newest first, across pages without gaps', async () => {
    await seedMessages(7, 'paged');
    const { db } = database();
    await db.contactSubmission.updateMany({
      where: { name: { in: ['paged 5', 'paged 1'] } },
      data: { readAt: new Date() },
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<ReturnType<typeof asAdmin>['contact']['list']>> =
        await asAdmin().contact.list({ limit: 3, cursor, search: 'paged' });
      seen.push(...page.items.map((item) => item.name));
      cursor = page.nextCursor;
    } while (cursor);

    expect(seen).toEqual([
      'paged 6',
      'paged 4',
      'paged 3',
      'paged 2',
      'paged 0',
      'paged 5',
      'paged 1',
    ]);
  });

  it('searches the name, address, subject and message, in any case', async () => {
    const { db } = database();
    await db.contactSubmission.createMany({
      data: [
        { name: 'Zelda Finder', email: 'z@example.test', message: 'One' },
        { name: 'Other', email: 'zelda@example.test', message: 'Two' },
        { name: 'Third', email: 't@example.test', subject: 'About ZELDA', message: 'Three' },
        { name: 'Fourth', email: 'f@example.test', message: 'Ask zelda about it' },
        { name: 'Unrelated', email: 'u@example.test', message: 'Nothing' },
      ],
    });
    const found = await asAdmin().contact.list({ search: 'zelda', limit: 100 });
    expect(found.items.map((item) => item.name).sort()).toEqual([
      'Fourth',
      'Other',
      'Third',
      'Zelda Finder',
    ]);
  });

  it('counts the unread messages', async () => {
    const { db } = database();
    const before = (await asAdmin().contact.unreadCount()).unread;
    expect(before).toBe(await db.contactSubmission.count({ where: { readAt: null } }));
    const { id } = await db.contactSubmission.create({
      data: { name: 'Count me', email: 'count@example.test', message: 'Hi' },
    });
    expect((await asAdmin().contact.unreadCount()).unread).toBe(before + 1);
    await asAdmin().contact.markRead({ id });
    expect((await asAdmin().contact.unreadCount()).unread).toBe(before);
  });

  it('marks a message read and unread; the unread filter follows', async () => {
    const { id } = await database().db.contactSubmission.create({
      data: { name: 'Unread', email: 'unread@example.test', message: 'Hi' },
    });
    const unreadIds = async () =>
      (await asAdmin().contact.list({ unreadOnly: true, limit: 100 })).items.map((m) => m.id);

    expect(await unreadIds()).toContain(id);
    await expect(asAdmin().contact.markRead({ id })).resolves.toEqual({ id, read: true });
    expect(await unreadIds()).not.toContain(id);
    const all = (await asAdmin().contact.list({ limit: 100 })).items;
    expect(all.find((m) => m.id === id)?.readAt).toBeInstanceOf(Date);

    await asAdmin().contact.markRead({ id, read: false });
    expect(await unreadIds()).toContain(id);
  });

  it('deletes a message; a missing one is NOT_FOUND', async () => {
    const { id } = await database().db.contactSubmission.create({
      data: { name: 'Delete me', email: 'delete@example.test', message: 'Hi' },
    });
    await expect(asAdmin().contact.delete({ id })).resolves.toEqual({ id });
    expect(await database().db.contactSubmission.count({ where: { id } })).toBe(0);
    await expect(asAdmin().contact.delete({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Message not found',
    });
    await expect(asAdmin().contact.markRead({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('counts an IPv6 client by its /64: its other addresses wait too, the next network does not', async () => {
    const email = 'network@example.test';
    for (let i = 1; i <= 5; i++) {
      await visitor(`2001:db8:c0:7::${i}`).contact.submit({ ...valid, email });
    }
    await expect(
      visitor('2001:db8:c0:7:ffff:1234:5678:9abc').contact.submit({ ...valid, email }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(visitor('2001:db8:c0:8::1').contact.submit({ ...valid, email })).resolves.toEqual({
      ok: true,
    });
  });
});

describe('the fixed-window limiter behind contact.submit', () => {
  it('counts per key and opens again when the window has passed', async () => {
    const { db } = database();
    let now = Date.UTC(2026, 0, 1);
    const start = now;
    const limiter = createRateLimiter({ scope: 'test', limit: 2, windowMs: 1000, now: () => now });
    expect(await limiter.hit(db, 'a')).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await limiter.hit(db, 'a')).toEqual({ allowed: true, retryAfterMs: 0 });
    now = start + 400;
    expect(await limiter.hit(db, 'a')).toEqual({ allowed: false, retryAfterMs: 600 });
    expect((await limiter.hit(db, 'b')).allowed).toBe(true);
    now = start + 1000;
    expect((await limiter.hit(db, 'a')).allowed).toBe(true);
  });

  it('shares its counts through the database, and keeps scopes apart', async () => {
    const { db } = database();
    const now = () => Date.UTC(2026, 0, 2);
    const oneInstance = createRateLimiter({ scope: 'shared', limit: 1, windowMs: 60_000, now });
    const otherInstance = createRateLimiter({ scope: 'shared', limit: 1, windowMs: 60_000, now });
    const otherScope = createRateLimiter({ scope: 'other', limit: 1, windowMs: 60_000, now });
    expect((await oneInstance.hit(db, 'k')).allowed).toBe(true);
    expect((await otherInstance.hit(db, 'k')).allowed).toBe(false);
    expect((await otherScope.hit(db, 'k')).allowed).toBe(true);
  });

  it('forgets windows that ended', async () => {
    const { db } = database();
    let now = Date.UTC(2026, 0, 3);
    const limiter = createRateLimiter({ scope: 'gc', limit: 5, windowMs: 1000, now: () => now });
    await limiter.hit(db, 'old');
    now += 5000;
    await limiter.hit(db, 'new');
    expect(await db.rateLimitWindow.findUnique({ where: { key: 'gc:old' } })).toBeNull();
    expect(await db.rateLimitWindow.findUnique({ where: { key: 'gc:new' } })).not.toBeNull();
  });
});
