/**
 * A series' feeds count every fetch (RSS or JSON, 200 or 304) as a feed event of the series,
 * bots included, with the subscribers an aggregator reports; never as a view.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getServerSideProps as jsonFeed } from '~/pages/series/[seriesSlug]/feed.json';
import { getServerSideProps as rssFeed } from '~/pages/series/[seriesSlug]/rss.xml';
import { analyticsBuffer } from '~/server/analytics/collector';
import { feedSubscribersOf } from '~/server/analytics/feed-fetch';
import { withPageCache } from '~/server/cache/pages/front';
import { dropKeptPages } from '~/server/cache/pages/store';

import { createSeries } from '../helpers/content-factories';
import { useTestDatabase } from '../helpers/db';
import { createTeam } from '../helpers/factories';

const database = useTestDatabase();
let server: Server;
let origin: string;

type FeedRoute = typeof rssFeed;
const routes: Record<string, FeedRoute> = { 'rss.xml': rssFeed, 'feed.json': jsonFeed };

/** Next, as far as the feeds go: it hands a feed's getServerSideProps the request and the slug. */
function next(req: IncomingMessage, res: ServerResponse) {
  const [, , seriesSlug = '', file = ''] = (req.url ?? '').split('?')[0]!.split('/');
  const route = routes[file];
  if (!route) return void res.writeHead(404).end();
  const context = { req, res, params: { seriesSlug }, query: {}, resolvedUrl: req.url };
  void Promise.resolve(
    route(context as unknown as GetServerSidePropsContext<{ seriesSlug: string }>),
  ).then((result) => {
    if ('notFound' in result) res.writeHead(404).end();
  });
}

beforeAll(async () => {
  // The production server: the page cache in front of Next.
  let handle: (req: IncomingMessage, res: ServerResponse) => unknown = next;
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handle = withPageCache(next, origin);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function feedEvents() {
  // The count happens once the answer is sent: give it a moment, then flush.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await analyticsBuffer().drain();
  return database().db.analyticsEvent.findMany({ orderBy: { id: 'asc' } });
}

describe('series feed fetches', () => {
  it('are counted as feed events of the series, with the subscribers aggregators report', async () => {
    const { db } = database();
    const team = await createTeam(db);
    const series = await createSeries(db, team.id, { slug: 'followed', title: 'Followed' });

    const feedly = 'Feedly/1.0 (+http://www.feedly.com/fetcher.html; 42 subscribers; )';
    const first = await fetch(`${origin}/series/followed/rss.xml`, {
      headers: { 'user-agent': feedly },
    });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    const poll = await fetch(`${origin}/series/followed/rss.xml`, {
      headers: { 'user-agent': 'curl/8.5.0', 'if-none-match': etag },
    });
    expect(poll.status).toBe(304);
    const json = await fetch(`${origin}/series/followed/feed.json`, {
      headers: { 'user-agent': 'NetNewsWire (RSS Reader; https://netnewswire.com/)' },
    });
    expect(json.status).toBe(200);
    const missing = await fetch(`${origin}/series/nothing-here/rss.xml`);
    expect(missing.status).toBe(404);

    const events = await feedEvents();
    // Events are not buffered in the order of their requests for certain: the two fetches of the
    // RSS feed have been seen in either order.
    const seen = events.map((event) => [
      event.kind,
      event.path,
      event.recordType,
      event.feedSubscribers,
    ]);
    expect(seen).toHaveLength(3);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['feed', '/series/followed/rss.xml', 'series', 42],
        ['feed', '/series/followed/rss.xml', 'series', null],
        ['feed', '/series/followed/feed.json', 'series', null],
      ]),
    );
    expect(events.every((event) => event.recordId === series.id)).toBe(true);
    expect(await db.analyticsDailyDrop.count()).toBe(0);
  });
});

describe('series feed fetches answered by the page cache', () => {
  it('are counted once each, and its own fetch of the feed is not', async () => {
    const { db } = database();
    await db.analyticsEvent.deleteMany();
    dropKeptPages();
    const team = await createTeam(db);
    await createSeries(db, team.id, { slug: 'cached', title: 'Cached' });
    const reader = { 'user-agent': 'Miniflux/2.1.0 (https://miniflux.app; 5 subscribers)' };
    // The second fetch makes the page cache keep the feed (its own fetch); the rest come from it.
    for (let fetches = 0; fetches < 5; fetches += 1) {
      const answer = await fetch(`${origin}/series/cached/rss.xml`, { headers: reader });
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const events = await feedEvents();
    expect(events.map((event) => [event.path, event.feedSubscribers])).toEqual(
      Array.from({ length: 5 }, () => ['/series/cached/rss.xml', 5]),
    );
  });
});

describe('feedSubscribersOf', () => {
  it('reads the subscribers aggregators write in their user agent', () => {
    expect(
      feedSubscribersOf('Feedly/1.0 (+http://www.feedly.com/fetcher.html; 42 subscribers; )'),
    ).toBe(42);
    expect(feedSubscribersOf('Mozilla/5.0 (compatible; Inoreader/1.0; 1 subscriber; )')).toBe(1);
    expect(feedSubscribersOf('NewsBlur Feed Fetcher - 7 subscribers - https://x.example')).toBe(7);
    expect(feedSubscribersOf('Feedbin feed-id:1 - 3 readers')).toBe(3);
    expect(feedSubscribersOf('curl/8.5.0')).toBeUndefined();
    expect(feedSubscribersOf(undefined)).toBeUndefined();
    expect(feedSubscribersOf('x 99999999999 subscribers')).toBeUndefined();
  });
});
