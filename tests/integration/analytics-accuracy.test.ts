/**
 * A day of traffic through the beacon endpoint over real HTTP: people's views and reads mixed
 * with every bot of the corpus. After the flush, analytics_events holds exactly the people's
 * events and visitors, no address, and analytics_daily_drops counts every bot request; the day's
 * rollups (what the dashboards read) give the people's views, reads and visitors exactly.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { utcDay } from '~/lib/utc-days';
import seen from '~/pages/api/seen';
import { analyticsBuffer } from '~/server/analytics/collector';
import { rollUpDay } from '~/server/analytics/rollup';

import { startApiRouteServer, type ApiRouteServer } from '../helpers/api-route-server';
import { inParallel, postBeacon } from '../helpers/beacons';
import { createBlogPost } from '../helpers/content-factories';
import { useTestDatabase } from '../helpers/db';
import { createTeam } from '../helpers/factories';
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
    const team = await createTeam(db);
    const POSTS = await Promise.all(
      [1, 2].map(async () => (await createBlogPost(db, team.id, { published: true })).id),
    );
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

    // What the dashboards read: the whole site's day and the team's, exactly the people's.
    await rollUpDay(db, day);
    const totals = await db.analyticsDailyTotal.findMany({
      where: { day: new Date(day) },
      select: { teamId: true, views: true, reads: true, visitors: true },
    });
    const people = { views, reads, visitors: VISITORS };
    expect(totals.find((row) => row.teamId === null)).toMatchObject(people);
    expect(totals.find((row) => row.teamId === team.id)).toMatchObject(people);
    const perPost = await db.analyticsDailyRecord.findMany({ where: { day: new Date(day) } });
    expect(perPost.reduce((sum, row) => sum + row.views, 0)).toBe(views);
    expect(perPost.reduce((sum, row) => sum + row.reads, 0)).toBe(reads);
  });
});
