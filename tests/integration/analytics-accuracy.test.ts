/**
 * A day of traffic through the beacon endpoint over real HTTP: people's views and reads mixed
 * with every bot of the corpus. After the flush, analytics_events holds exactly the people's
 * events and visitors, no address, and analytics_daily_drops counts every bot request.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { utcDay } from '~/lib/utc-days';
import seen from '~/pages/api/seen';
import { analyticsBuffer } from '~/server/analytics/collector';

import { startApiRouteServer, type ApiRouteServer } from '../helpers/api-route-server';
import { inParallel, postBeacon } from '../helpers/beacons';
import { useTestDatabase } from '../helpers/db';
import { botUserAgents, browserUserAgents } from '../helpers/user-agents';

// Before src/env.ts is imported: the site runs behind one proxy, which names the client.
vi.hoisted(() => {
  process.env.TRUSTED_PROXY_HOPS = '1';
});

const database = useTestDatabase();
let server: ApiRouteServer;

beforeAll(async () => {
  server = await startApiRouteServer(seen, () => ({}));
});
afterAll(() => server.close());

const VISITORS = 300;
const EVENTS = 5_000;
const POSTS = ['0b6f7c1e-3f0e-4a57-9d6c-2f6a2a1d5e01', '7d2b0a9c-51e4-4f1e-8c3b-6a0e4b2c9f02'];

interface Visitor {
  userAgent: string;
  address: string;
}

const visitors: Visitor[] = browserUserAgents.slice(0, VISITORS).map((userAgent, index) => ({
  userAgent,
  // Two visitors share an address (a household behind one router): their agents tell them apart.
  address: `198.51.${Math.floor(index / 2 / 250)}.${(Math.floor(index / 2) % 250) + 1}`,
}));

describe('a day of traffic', () => {
  it('counts exactly the people, keeps no address, and counts every bot dropped', async () => {
    const { db } = database();
    const day = utcDay(new Date());
    const sends: (() => Promise<{ status: number }>)[] = [];
    let views = 0;
    let reads = 0;
    for (let index = 0; index < EVENTS; index += 1) {
      const visitor = visitors[index % VISITORS]!;
      const post = POSTS[index % POSTS.length]!;
      const read = index % 4 === 3;
      if (read) reads += 1;
      else views += 1;
      sends.push(() =>
        postBeacon(
          server.origin,
          {
            kind: read ? 'read' : 'view',
            path: `/blog/${post}`,
            record: `post:${post}`,
            referrer: index % 5 === 0 ? 'https://news.example.com/item?id=1' : '',
            device: index % 3 === 0 ? 'phone' : 'desktop',
            webdriver: false,
          },
          { userAgent: visitor.userAgent, forwardedFor: visitor.address },
        ),
      );
    }
    // Every bot of the corpus, twice: once with its own agent, once as a bot would run the page.
    for (const [index, userAgent] of botUserAgents.entries()) {
      const beacon = { kind: 'view', path: '/blog', device: 'desktop' } as const;
      const from = { userAgent, forwardedFor: `203.0.113.${(index % 250) + 1}` };
      sends.splice(index * 19, 0, () => postBeacon(server.origin, beacon, from));
    }
    // A real browser's agent driven by automation: navigator.webdriver gives it away.
    for (const visitor of visitors.slice(0, 40)) {
      sends.push(() =>
        postBeacon(
          server.origin,
          { kind: 'view', path: '/', device: 'desktop', webdriver: true },
          { userAgent: visitor.userAgent, forwardedFor: '192.0.2.1' },
        ),
      );
    }
    // No agent at all.
    for (let index = 0; index < 10; index += 1) {
      sends.push(() =>
        postBeacon(server.origin, { kind: 'view', path: '/', device: 'phone' }, { userAgent: '' }),
      );
    }

    const answers = await inParallel(sends, 16);
    expect(answers.every((answer) => answer.status === 202)).toBe(true);
    await analyticsBuffer().drain();

    const counts = await db.$queryRaw<{ kind: string; events: bigint; visitors: bigint }[]>`
      SELECT kind::text, count(*) AS events, count(DISTINCT visitor_key) AS visitors
      FROM analytics_events WHERE day = ${day}::date GROUP BY kind ORDER BY kind::text`;
    expect(counts.map((row) => [row.kind, Number(row.events)])).toEqual([
      ['read', reads],
      ['view', views],
    ]);
    const [distinct] = await db.$queryRaw<{ visitors: bigint; keyBytes: number }[]>`
      SELECT count(DISTINCT visitor_key) AS visitors, max(length(visitor_key)) AS "keyBytes"
      FROM analytics_events WHERE day = ${day}::date`;
    expect(Number(distinct!.visitors)).toBe(VISITORS);
    expect(distinct!.keyBytes).toBe(16);

    const [referred] = await db.$queryRaw<{ hosts: string[] }[]>`
      SELECT array_agg(DISTINCT referrer_host) AS hosts FROM analytics_events
      WHERE referrer_host IS NOT NULL`;
    expect(referred!.hosts).toEqual(['news.example.com']);

    // No address (nor agent) anywhere in the rows, in any form.
    const rows = await db.$queryRaw<{ row: string }[]>`
      SELECT row_to_json(analytics_events)::text AS row FROM analytics_events`;
    const text = rows.map((one) => one.row).join('\n');
    expect(text).not.toMatch(/198\.51\.|203\.0\.113\.|192\.0\.2\.|Mozilla/);

    const drops = await db.analyticsDailyDrop.findMany({ where: { day: new Date(day) } });
    const byReason = Object.fromEntries(drops.map((drop) => [drop.reason, drop.count]));
    const botDrops =
      (byReason.bot ?? 0) + (byReason.headless ?? 0) + (byReason.automation ?? 0) - 40;
    expect(botDrops).toBe(botUserAgents.length);
    expect(byReason['no-user-agent']).toBe(10);
    expect(byReason.headless).toBeGreaterThan(0);
    expect(byReason.automation).toBeGreaterThanOrEqual(40);
    expect(Object.keys(byReason).sort()).toEqual(
      ['automation', 'bot', 'headless', 'no-user-agent'].filter((reason) => reason in byReason),
    );
  });
});
