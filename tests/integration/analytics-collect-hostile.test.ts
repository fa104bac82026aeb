/**
 * The beacon endpoint against what a hostile or broken client sends, over real HTTP: every
 * refusal answered at once with the right status and counted, memory bounded, nothing written
 * on the request; a burst all counted; one salt per day whoever asks first.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { BEACON_PATH, type BeaconBody } from '~/lib/reader-beacon/beacon';
import { utcDay } from '~/lib/utc-days';
import seen from '~/pages/api/seen';
import { takeBeacon } from '~/server/analytics/beacon-request';
import { analyticsBuffer } from '~/server/analytics/collector';
import { EventBuffer } from '~/server/analytics/event-buffer';
import { daySalt, forgetCachedSalts } from '~/server/analytics/salts';
import { writeBatch } from '~/server/analytics/write-batch';

import {
  startApiRouteServer,
  streamRequest,
  type ApiRouteServer,
} from '../helpers/api-route-server';
import { inParallel, postBeacon } from '../helpers/beacons';
import { useTestDatabase } from '../helpers/db';
import { browserUserAgents } from '../helpers/user-agents';

const database = useTestDatabase();
let server: ApiRouteServer;

const CHROME = browserUserAgents[0]!;
const VIEW: BeaconBody = { kind: 'view', path: '/', device: 'desktop' };

beforeAll(async () => {
  server = await startApiRouteServer(seen, () => ({}));
});
afterAll(() => server.close());
beforeEach(async () => {
  await analyticsBuffer().drain();
  await database().db
    .$executeRaw`TRUNCATE analytics_events, analytics_daily_drops, analytics_salts`;
  forgetCachedSalts();
});

async function dropCounts(): Promise<Record<string, number>> {
  await analyticsBuffer().drain();
  const drops = await database().db.analyticsDailyDrop.findMany();
  return Object.fromEntries(drops.map((drop) => [drop.reason, drop.count]));
}

const eventCount = () => database().db.analyticsEvent.count();

describe('the beacon endpoint', () => {
  it('takes a beacon with 202 and no body, and writes nothing on the request', async () => {
    let writes = 0;
    const buffer = new EventBuffer({
      capacity: 10,
      batchSize: 10,
      write: (events, drops) => {
        writes += 1;
        return writeBatch(database().db, events, drops);
      },
    });
    const own = await startApiRouteServer(
      (req, res) => takeBeacon(req, res, buffer),
      () => ({}),
    );
    try {
      const answer = await postBeacon(own.origin, VIEW, { userAgent: CHROME });
      expect(answer).toEqual({ status: 202, body: '' });
      expect([buffer.size, writes, await eventCount()]).toEqual([1, 0, 0]);
      await buffer.flush();
      expect([buffer.size, writes, await eventCount()]).toEqual([0, 1, 1]);
    } finally {
      await own.close();
    }
  });

  it('answers other methods with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await streamRequest(`${server.origin}${BEACON_PATH}`, {
        method,
        headers: { 'user-agent': CHROME },
      });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('POST');
    }
    expect(await eventCount()).toBe(0);
  });

  it('refuses another site’s page (403), counted', async () => {
    const answer = await postBeacon(server.origin, VIEW, {
      userAgent: CHROME,
      origin: 'https://elsewhere.example',
    });
    expect(answer.status).toBe(403);
    expect(await dropCounts()).toEqual({ 'cross-site': 1 });
    expect(await eventCount()).toBe(0);
  });

  it('refuses a huge body (413) while it is read, declared or streamed', async () => {
    const declared = await streamRequest(`${server.origin}${BEACON_PATH}`, {
      headers: { 'user-agent': CHROME, 'content-length': String(50 * 1024 * 1024) },
      chunks: [Buffer.alloc(64 * 1024, 0x20)],
    });
    expect(declared.status).toBe(413);
    const heapBefore = process.memoryUsage().heapUsed;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const streamed = await streamRequest(`${server.origin}${BEACON_PATH}`, {
      headers: { 'user-agent': CHROME },
      chunks: Array.from({ length: 320 }, () => chunk),
    });
    expect(streamed.status).toBe(413);
    // 20 MB were sent; what was kept of them is the first 2 kB.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(10 * 1024 * 1024);
    expect(await dropCounts()).toEqual({ 'too-large': 2 });
  });

  it('refuses malformed and hostile beacons (400), each counted as invalid', async () => {
    const bodies = [
      '',
      '{',
      'null',
      '[]',
      '{"kind":"view"}',
      JSON.stringify({ ...VIEW, path: 'javascript:alert(1)' }),
      JSON.stringify({ ...VIEW, path: '/<script>\u0000' }),
      JSON.stringify({ ...VIEW, path: `/${'a'.repeat(1000)}` }),
      JSON.stringify({ ...VIEW, record: "post:' OR 1=1 --" }),
      JSON.stringify({
        ...VIEW,
        kind: 'read',
        record: 'project:5f0c8a47-9a51-4a8b-9b1e-0f4c2d7e8a11',
      }),
      JSON.stringify({ ...VIEW, device: { $gt: '' } }),
      JSON.stringify({ ...VIEW, constructor: { prototype: { admin: true } } }),
      '{"kind":"view","path":"/","device":"desktop","kind":"read"}x',
    ];
    for (const body of bodies) {
      const answer = await postBeacon(server.origin, body, { userAgent: CHROME });
      expect(answer.status, body).toBe(400);
    }
    expect(await dropCounts()).toEqual({ invalid: bodies.length });
    expect(await eventCount()).toBe(0);
  });

  it('keeps a view’s path without its query, and no referrer of the site itself', async () => {
    await postBeacon(
      server.origin,
      { ...VIEW, path: '/search?q=secret', referrer: `${server.origin}/blog` },
      { userAgent: CHROME },
    );
    await analyticsBuffer().drain();
    const [event] = await database().db.analyticsEvent.findMany();
    expect(event).toMatchObject({ path: '/search', referrerHost: null, device: 'desktop' });
  });

  it('counts every beacon of a burst once', async () => {
    const sends = Array.from(
      { length: 2_000 },
      (_, index) => () =>
        postBeacon(
          server.origin,
          { ...VIEW, path: `/burst/${index}` },
          { userAgent: browserUserAgents[index % browserUserAgents.length]! },
        ),
    );
    const answers = await inParallel(sends, 50);
    expect(answers.every((answer) => answer.status === 202)).toBe(true);
    await analyticsBuffer().drain();
    const rows = await database().db.analyticsEvent.findMany({ select: { path: true } });
    expect(new Set(rows.map((row) => row.path)).size).toBe(2_000);
    expect(rows).toHaveLength(2_000);
    expect(await dropCounts()).toEqual({});
  });

  it('holds at most its capacity while the database does not answer, counting the overflow', async () => {
    let release = () => {};
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const buffer = new EventBuffer({
      capacity: 50,
      batchSize: 10_000,
      write: async (events, drops) => {
        await blocked;
        await writeBatch(database().db, events, drops);
      },
    });
    const small = await startApiRouteServer(
      (req, res) => takeBeacon(req, res, buffer),
      () => ({}),
    );
    try {
      const sends = Array.from(
        { length: 80 },
        () => () => postBeacon(small.origin, VIEW, { userAgent: CHROME }),
      );
      const answers = await inParallel(sends, 20);
      expect(answers.every((answer) => answer.status === 202)).toBe(true);
      expect(buffer.size).toBe(50);
      const flushed = buffer.flush();
      release();
      await flushed;
      expect(await eventCount()).toBe(50);
      const drops = await database().db.analyticsDailyDrop.findMany();
      expect(drops.map((drop) => [drop.reason, drop.count])).toEqual([['overload', 30]]);
    } finally {
      await small.close();
    }
  });
});

describe('daily salts', () => {
  it('makes one salt per day for concurrent first requests, shared by every instance', async () => {
    const { db } = database();
    const day = utcDay(new Date());
    // Separate caches stand for separate instances: each asks the database itself.
    const salts = await Promise.all(
      Array.from({ length: 8 }, async () => {
        forgetCachedSalts();
        return daySalt(db, day);
      }),
    );
    expect(await db.analyticsSalt.count()).toBe(1);
    expect(new Set(salts.map((salt) => salt.toString('hex'))).size).toBe(1);
    expect(salts[0]).toHaveLength(32);
  });

  it('gives a visitor another key on another day, and retires salts older than yesterday', async () => {
    const { db } = database();
    const visitor = { address: '198.51.100.4', userAgent: CHROME };
    const event = (day: string) => ({
      occurredAt: new Date(`${day}T12:00:00Z`),
      day,
      kind: 'view' as const,
      path: '/',
      ...visitor,
    });
    for (const day of ['2026-11-26', '2026-11-27', '2026-11-28']) {
      await writeBatch(db, [event(day), event(day)], new Map());
    }
    const keys = await db.$queryRaw<{ day: Date; keys: bigint }[]>`
      SELECT day, count(DISTINCT visitor_key) AS keys FROM analytics_events GROUP BY day`;
    expect(keys.map((row) => Number(row.keys))).toEqual([1, 1, 1]);
    const [all] = await db.$queryRaw<{ keys: bigint }[]>`
      SELECT count(DISTINCT visitor_key) AS keys FROM analytics_events`;
    expect(Number(all!.keys)).toBe(3);
    const left = await db.analyticsSalt.findMany({ orderBy: { day: 'asc' } });
    expect(left.map((salt) => utcDay(salt.day))).toEqual(['2026-11-27', '2026-11-28']);
  });
});
