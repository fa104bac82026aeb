import type { IncomingMessage } from 'node:http';

import { utcDay } from '~/lib/utc-days';
import { getDb } from '~/server/db';
import { requestClientAddress } from '~/server/http/client-address';

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

/**
 * `onServed` of the series feeds: finds the series by its slug (the feed was served, so it is
 * public) and counts the fetch. Runs after the answer is sent; a failure costs one count.
 */
export function countSeriesFeedFetch(req: IncomingMessage, { seriesSlug }: { seriesSlug: string }) {
  const path = (req.url ?? '').split('?', 1)[0]!;
  getDb()
    .series.findUnique({ where: { slug: seriesSlug }, select: { id: true } })
    .then((series) => {
      if (series) countFeedFetch(analyticsBuffer(), req, { path, seriesId: series.id });
    })
    .catch((error: unknown) => console.warn('Feed fetch not counted:', error));
}
