/**
 * Analytics rows written straight to the tables, so a test states exactly the traffic it means:
 * raw events as the collector writes them, or daily rollups as the rollup job writes them.
 */
import { createHash } from 'node:crypto';

import { dayStart } from '~/lib/utc-days';
import type { AnalyticsRecordType } from '~/schemas/analytics';
import type { Db } from '~/server/db';

/** The key of one made-up visitor (the same name gives the same key). */
export function visitorKey(name: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHash('sha256').update(name).digest());
}

export interface TestEvent {
  day: string;
  kind: 'view' | 'read' | 'feed';
  visitor: string;
  recordType?: AnalyticsRecordType;
  recordId?: string;
  path?: string;
  referrerHost?: string;
  utmSource?: string;
  utmCampaign?: string;
  device?: string;
  feedSubscribers?: number;
}

export function insertEvents(db: Db, events: readonly TestEvent[]) {
  return db.analyticsEvent.createMany({
    data: events.map((event) => ({
      day: dayStart(event.day),
      occurredAt: new Date(`${event.day}T12:00:00Z`),
      kind: event.kind,
      path: event.path ?? '/',
      recordType: event.recordType ?? null,
      recordId: event.recordId ?? null,
      referrerHost: event.referrerHost ?? null,
      utmSource: event.utmSource ?? null,
      utmCampaign: event.utmCampaign ?? null,
      device: event.device ?? null,
      visitorKey: visitorKey(event.visitor),
      feedSubscribers: event.feedSubscribers ?? null,
    })),
  });
}

interface Figures {
  views?: number;
  reads?: number;
  visitors?: number;
}

export function insertDailyTotal(
  db: Db,
  {
    day,
    teamId = null,
    views = 0,
    reads = 0,
    visitors = 0,
  }: Figures & {
    day: string;
    teamId?: string | null;
  },
) {
  return db.analyticsDailyTotal.create({
    data: { day: dayStart(day), teamId, views, reads, visitors },
  });
}

export function insertDailyRecord(
  db: Db,
  {
    day,
    teamId,
    recordType,
    recordId,
    views = 0,
    reads = 0,
    visitors = 0,
    feedReaders = 0,
  }: Figures & {
    day: string;
    teamId: string;
    recordType: AnalyticsRecordType;
    recordId: string;
    feedReaders?: number;
  },
) {
  return db.analyticsDailyRecord.create({
    data: { day: dayStart(day), teamId, recordType, recordId, views, reads, visitors, feedReaders },
  });
}

export function insertDailySource(
  db: Db,
  {
    day,
    teamId = null,
    recordId = null,
    dimension,
    value,
    views,
    visitors = views,
  }: {
    day: string;
    teamId?: string | null;
    recordId?: string | null;
    dimension: 'referrer' | 'campaign' | 'device';
    value: string;
    views: number;
    visitors?: number;
  },
) {
  return db.analyticsDailySource.create({
    data: { day: dayStart(day), teamId, recordId, dimension, value, views, visitors },
  });
}

/** How many rows each analytics table holds. */
export async function analyticsRowCounts(db: Db) {
  const [events, totals, records, sources, drops] = await Promise.all([
    db.analyticsEvent.count(),
    db.analyticsDailyTotal.count(),
    db.analyticsDailyRecord.count(),
    db.analyticsDailySource.count(),
    db.analyticsDailyDrop.count(),
  ]);
  return { events, totals, records, sources, drops };
}
