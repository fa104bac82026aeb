import type { Db } from '~/server/db';

import type { DropCounts, PendingEvent } from './event-buffer';
import { daySalt } from './salts';
import { visitorKey } from './visitor-key';

/**
 * Writes one flush of a buffer in one transaction: the events as one multi-row insert (one
 * array per column, so any number of rows is one statement) and the drop counts added by one
 * upsert. Each event's visitor key is made here, with its day's salt; its address goes no further.
 */
export async function writeBatch(db: Db, events: PendingEvent[], drops: DropCounts): Promise<void> {
  const salts = new Map<string, Buffer>();
  for (const day of new Set(events.map((event) => event.day))) {
    salts.set(day, await daySalt(db, day));
  }
  const keys = events.map((event) =>
    visitorKey(salts.get(event.day)!, event.address, event.userAgent).toString('hex'),
  );
  const column = <T>(pick: (event: PendingEvent) => T | undefined) =>
    events.map((event) => pick(event) ?? null);
  const dropEntries = [...drops].map(([key, count]) => [...key.split(' ', 2), count] as const);

  const statements = [];
  if (events.length > 0) {
    statements.push(db.$executeRaw`
      INSERT INTO analytics_events (day, occurred_at, kind, path, record_type, record_id,
        referrer_host, utm_source, utm_medium, utm_campaign, device, visitor_key, feed_subscribers)
      SELECT day, occurred_at, kind, path, record_type, record_id, referrer_host, utm_source,
        utm_medium, utm_campaign, device, decode(visitor_key, 'hex'), feed_subscribers
      FROM unnest(
        ${column((event) => event.day)}::date[],
        ${column((event) => event.occurredAt.toISOString())}::timestamptz[],
        ${column((event) => event.kind)}::analytics_event_kind[],
        ${column((event) => event.path)}::text[],
        ${column((event) => event.recordType)}::text[],
        ${column((event) => event.recordId)}::uuid[],
        ${column((event) => event.referrerHost)}::text[],
        ${column((event) => event.utmSource)}::text[],
        ${column((event) => event.utmMedium)}::text[],
        ${column((event) => event.utmCampaign)}::text[],
        ${column((event) => event.device)}::text[],
        ${keys}::text[],
        ${column((event) => event.feedSubscribers)}::int[]
      ) AS batch(day, occurred_at, kind, path, record_type, record_id, referrer_host,
        utm_source, utm_medium, utm_campaign, device, visitor_key, feed_subscribers)`);
  }
  if (dropEntries.length > 0) {
    statements.push(db.$executeRaw`
      INSERT INTO analytics_daily_drops (day, reason, count)
      SELECT * FROM unnest(
        ${dropEntries.map(([day]) => day)}::date[],
        ${dropEntries.map(([, reason]) => reason)}::text[],
        ${dropEntries.map(([, , count]) => count)}::int[])
      ON CONFLICT (day, reason)
      DO UPDATE SET count = analytics_daily_drops.count + EXCLUDED.count`);
  }
  await db.$transaction(statements);
}
