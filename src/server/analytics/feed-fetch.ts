import type { IncomingMessage } from 'node:http';

import { LRUCache } from 'lru-cache';

import { utcDay } from '~/lib/utc-days';
import { onKeptAnswerServed } from '~/server/cache/pages/keep';
import { getDb } from '~/server/db';
import { requestClientAddress } from '~/server/http/client-address';
import { processState } from '~/server/process-state';

import { MAX_USER_AGENT_CHARS } from './beacon-request';
import { analyticsBuffer } from './collector';
import type { EventBuffer } from './event-buffer';

/** "42 subscribers", "7 readers": what aggregators that fetch for many people report. */
const SUBSCRIBERS = /\b(\d{1,9})\s+(?:subscribers?|readers?)\b/i;

/** How many people an aggregator fetches a feed for, as its user agent says; else undefined. */
export function feedSubscribersOf(userAgent: string | undefined): number | undefined {
  const match = SUBSCRIBERS.exec(userAgent ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * Counts one fetch of a series' feed: a `feed` event of the series, keyed like any visitor,
 * never dropped as a bot (feed readers are programs by nature) and never a view.
 */
export function countFeedFetch(
  buffer: EventBuffer,
  req: IncomingMessage,
  feed: { path: string; seriesId: string },
  now: Date = new Date(),
): void {
  const userAgent = (req.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT_CHARS);
  buffer.add({
    occurredAt: now,
    day: utcDay(now),
    kind: 'feed',
    path: feed.path,
    recordType: 'series',
    recordId: feed.seriesId,
    feedSubscribers: feedSubscribersOf(userAgent),
    address: requestClientAddress(req) ?? '',
    userAgent,
  });
}

/** A series' feeds: /series/<slug>/rss.xml and /series/<slug>/feed.json (src/lib/public-paths). */
const SERIES_FEED_PATH = /^\/series\/([^/]+)\/(?:rss\.xml|feed\.json)$/;

/**
 * Series ids by slug, per instance: a feed is polled far more often than a series is renamed, and
 * a stale entry still names the same series.
 */
const seriesIds = processState(
  'teamfolioFeedSeriesIds',
  () => new LRUCache<string, string>({ max: 1_000, ttl: 10 * 60_000 }),
);

async function seriesIdOf(slug: string): Promise<string | null> {
  const known = seriesIds.get(slug);
  if (known) return known;
  const series = await getDb().series.findUnique({ where: { slug }, select: { id: true } });
  if (series) seriesIds.set(slug, series.id);
  return series?.id ?? null;
}

/**
 * `onServed` of the series feeds: finds the series by its slug (the feed was served, so it is
 * public) and counts the fetch. Runs after the answer is sent; a failure costs one count.
 */
export function countSeriesFeedFetch(req: IncomingMessage, { seriesSlug }: { seriesSlug: string }) {
  const path = (req.url ?? '').split('?', 1)[0]!;
  seriesIdOf(seriesSlug)
    .then((seriesId) => {
      if (seriesId) countFeedFetch(analyticsBuffer(), req, { path, seriesId });
    })
    .catch((error: unknown) => console.warn('Feed fetch not counted:', error));
}

// Fetches the page cache answers from memory never reach the feed's route: they are heard here.
// Registered when a feed route first loads, so before the page cache can hold any feed.
processState('teamfolioFeedFetchListener', () => {
  onKeptAnswerServed((req, path) => {
    const seriesSlug = SERIES_FEED_PATH.exec(path)?.[1];
    if (seriesSlug) countSeriesFeedFetch(req, { seriesSlug });
  });
  return true;
});
