/**
 * The daily rollups from hand-made raw events (what the collector writes; bots never get
 * there), through the rollup job, and what the retention job deletes.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { dayStart } from '~/lib/utc-days';
import { rollUpDay } from '~/server/analytics/rollup';
import { analyticsRetentionJob } from '~/server/jobs/analytics-retention';
import { analyticsRollupJob } from '~/server/jobs/analytics-rollup';
import { runJob } from '~/server/jobs/define-job';
import { serviceContext } from '~/server/service-context';

import { analyticsRowCounts, insertEvents, type TestEvent } from '../helpers/analytics-rows';
import { callerFor } from '../helpers/caller';
import { createBlogPost, createSeries, createSeriesItem } from '../helpers/content-factories';
import { useTestDatabase } from '../helpers/db';
import { createStaffedTeam, sessionFor, type TestTeam } from '../helpers/factories';

const database = useTestDatabase();
const db = () => database().db;

const DAY = '2026-04-10';
const NEXT_DAY = '2026-04-11';

let users: Awaited<ReturnType<typeof createStaffedTeam>>;
let team: TestTeam;
let post: { id: string };
let series: { id: string };
let item: { id: string };
const deletedPostId = '00000000-0000-4000-8000-0000000000d1';

function clockAt(at: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
}

afterEach(() => {
  vi.useRealTimers();
});

beforeAll(async () => {
  users = await createStaffedTeam(db());
  team = users.team;
  post = await createBlogPost(db(), team.id, { published: true });
  series = await createSeries(db(), team.id);
  item = await createSeriesItem(db(), series.id);

  const onPost = { recordType: 'post', recordId: post.id } as const;
  const onItem = { recordType: 'item', recordId: item.id } as const;
  const onFeed = { recordType: 'series', recordId: series.id, kind: 'feed', day: DAY } as const;
  const events: TestEvent[] = [
    // Ada views the post twice (once from Hacker News, on a phone) and reads it.
    {
      day: DAY,
      kind: 'view',
      visitor: 'ada',
      ...onPost,
      referrerHost: 'news.ycombinator.com',
      device: 'phone',
    },
    { day: DAY, kind: 'view', visitor: 'ada', ...onPost, device: 'phone' },
    { day: DAY, kind: 'read', visitor: 'ada', ...onPost },
    // Bob comes from the newsletter to the post, then views the item.
    {
      day: DAY,
      kind: 'view',
      visitor: 'bob',
      ...onPost,
      utmSource: 'newsletter',
      utmCampaign: 'week-3',
      device: 'desktop',
    },
    { day: DAY, kind: 'view', visitor: 'bob', ...onItem, utmSource: 'mastodon', device: 'desktop' },
    // Cy sees the home page only; Di a post deleted since.
    { day: DAY, kind: 'view', visitor: 'cy', path: '/', referrerHost: 'github.com' },
    { day: DAY, kind: 'view', visitor: 'di', recordType: 'post', recordId: deletedPostId },
    // The series' feed: one reader twice, and an aggregator reporting 12 then 15 subscribers.
    { ...onFeed, visitor: 'feed-reader' },
    { ...onFeed, visitor: 'feed-reader' },
    { ...onFeed, visitor: 'aggregator', feedSubscribers: 12 },
    { ...onFeed, visitor: 'aggregator', feedSubscribers: 15 },
    // The next day Ada is back and reads again.
    { day: NEXT_DAY, kind: 'view', visitor: 'ada', ...onPost },
    { day: NEXT_DAY, kind: 'read', visitor: 'ada', ...onPost },
  ];
  await insertEvents(db(), events);
  await rollUpDay(db(), DAY);
  await rollUpDay(db(), NEXT_DAY);
});

const totalOf = (teamId: string | null, day = DAY) =>
  db().analyticsDailyTotal.findFirstOrThrow({
    where: { teamId, day: dayStart(day) },
    select: { views: true, reads: true, visitors: true },
  });

describe('the daily rollup', () => {
  it('counts every view and read for the site, visitors once each, feed readers not as visitors', async () => {
    expect(await totalOf(null)).toEqual({ views: 6, reads: 1, visitors: 4 });
  });

  it("counts the team's records for the team, a deleted record's views only for the site", async () => {
    expect(await totalOf(team.id)).toEqual({ views: 4, reads: 1, visitors: 2 });
    expect(await totalOf(team.id, NEXT_DAY)).toEqual({ views: 1, reads: 1, visitors: 1 });
    expect(await db().analyticsDailyTotal.count({ where: { day: dayStart(DAY) } })).toBe(2);
  });

  it('gives each record still there its views, reads, visitors and feed readers', async () => {
    const rows = await db().analyticsDailyRecord.findMany({
      where: { day: dayStart(DAY) },
      select: {
        recordType: true,
        recordId: true,
        views: true,
        reads: true,
        visitors: true,
        feedReaders: true,
      },
      orderBy: { recordType: 'asc' },
    });
    expect(rows).toEqual([
      { recordType: 'item', recordId: item.id, views: 1, reads: 0, visitors: 1, feedReaders: 0 },
      { recordType: 'post', recordId: post.id, views: 3, reads: 1, visitors: 2, feedReaders: 0 },
      // One reader without a count, plus the largest count the aggregator reported.
      {
        recordType: 'series',
        recordId: series.id,
        views: 0,
        reads: 0,
        visitors: 0,
        feedReaders: 16,
      },
    ]);
  });

  it('counts referrers, campaigns and devices for the site and the team, referrers per record', async () => {
    const rows = await db().analyticsDailySource.findMany({
      where: { day: dayStart(DAY) },
      select: {
        teamId: true,
        recordId: true,
        dimension: true,
        value: true,
        views: true,
        visitors: true,
      },
    });
    const site = (dimension: string) =>
      rows.filter((row) => row.teamId === null && row.dimension === dimension);
    const ofTeam = (dimension: string) =>
      rows.filter((row) => row.teamId === team.id && !row.recordId && row.dimension === dimension);
    const byValue = (list: typeof rows) =>
      Object.fromEntries(list.map((row) => [row.value, [row.views, row.visitors]]));

    expect(byValue(site('referrer'))).toEqual({
      'news.ycombinator.com': [1, 1],
      'github.com': [1, 1],
    });
    expect(byValue(site('campaign'))).toEqual({ 'newsletter / week-3': [1, 1], mastodon: [1, 1] });
    expect(byValue(site('device'))).toEqual({ phone: [2, 1], desktop: [2, 1] });
    expect(byValue(ofTeam('referrer'))).toEqual({ 'news.ycombinator.com': [1, 1] });
    expect(byValue(ofTeam('device'))).toEqual({ phone: [2, 1], desktop: [2, 1] });
    const perRecord = rows.filter((row) => row.recordId !== null);
    expect(perRecord).toEqual([
      {
        teamId: team.id,
        recordId: post.id,
        dimension: 'referrer',
        value: 'news.ycombinator.com',
        views: 1,
        visitors: 1,
      },
    ]);
  });

  it('replaces a day whole when run again, and keeps the figures of a record deleted later', async () => {
    const before = await analyticsRowCounts(db());
    await rollUpDay(db(), DAY);
    expect(await analyticsRowCounts(db())).toEqual(before);

    const doomed = await createBlogPost(db(), team.id, { published: true });
    await insertEvents(db(), [
      { day: DAY, kind: 'view', visitor: 'eve', recordType: 'post', recordId: doomed.id },
    ]);
    await rollUpDay(db(), DAY);
    expect(await totalOf(team.id)).toEqual({ views: 5, reads: 1, visitors: 3 });
    await db().blogPost.delete({ where: { id: doomed.id } });
    // Its rollups stay until the day is recomputed; the day's raw events are gone by then.
    const report = await callerFor(db(), sessionFor(users.member)).analytics.record({
      teamId: team.id,
      recordType: 'post',
      recordId: post.id,
    });
    expect(report.views).toBe(4);
    await rollUpDay(db(), DAY);
    expect(await totalOf(null)).toEqual({ views: 7, reads: 1, visitors: 5 });
    expect(await totalOf(team.id)).toEqual({ views: 4, reads: 1, visitors: 2 });
  });

  it('sums daily visitors over a period: the same person on two days counts twice', async () => {
    clockAt(`${NEXT_DAY}T18:00:00Z`);
    const dashboard = await callerFor(db(), sessionFor(users.member)).analytics.team({
      teamId: team.id,
      days: 7,
    });
    expect(dashboard.totals).toEqual({ views: 5, reads: 2, visitors: 3 });
    expect(dashboard.topRecords[0]).toMatchObject({ recordId: post.id, views: 4, reads: 2 });
  });
});

describe('the rollup job', () => {
  it("rolls up yesterday and today by the app's clock", async () => {
    const today = '2026-04-21';
    await insertEvents(db(), [
      { day: '2026-04-19', kind: 'view', visitor: 'x' },
      { day: '2026-04-20', kind: 'view', visitor: 'x' },
      { day: today, kind: 'view', visitor: 'x' },
      { day: today, kind: 'view', visitor: 'y' },
    ]);
    clockAt(`${today}T00:00:30Z`);
    await runJob(analyticsRollupJob, serviceContext(db()), {});
    const days = await db().analyticsDailyTotal.findMany({
      where: { teamId: null, day: { gte: dayStart('2026-04-19') } },
      select: { day: true, views: true, visitors: true },
      orderBy: { day: 'asc' },
    });
    expect(days).toEqual([
      { day: dayStart('2026-04-20'), views: 1, visitors: 1 },
      { day: dayStart(today), views: 2, visitors: 2 },
    ]);
  });

  it('is queued every minute, the retention every hour, one waiting at most', () => {
    expect(analyticsRollupJob.everySeconds).toBe(60);
    expect(analyticsRetentionJob.everySeconds).toBe(3600);
    expect(analyticsRollupJob.options(30).policy).toBe('short');
    expect(analyticsRetentionJob.options(30).policy).toBe('short');
  });
});

describe('the retention job', () => {
  it('deletes raw events after 30 days, daily figures and drops after 400, salts after 48 hours', async () => {
    const { db: client } = database();
    await client.analyticsEvent.deleteMany();
    await client.analyticsDailyTotal.deleteMany();
    await client.analyticsDailyRecord.deleteMany();
    await client.analyticsDailySource.deleteMany();
    const now = new Date('2027-06-30T10:00:00Z');
    // Kept: the 30 days before today; gone: the day before them.
    await insertEvents(client, [
      { day: '2027-05-31', kind: 'view', visitor: 'old', recordType: 'post', recordId: post.id },
      { day: '2027-05-30', kind: 'view', visitor: 'old', recordType: 'post', recordId: post.id },
    ]);
    // 400 days before 2027-06-30 is 2026-05-26.
    for (const day of ['2026-05-26', '2026-05-25']) {
      await client.analyticsDailyTotal.create({
        data: { day: dayStart(day), views: 1, reads: 0, visitors: 1 },
      });
      await client.analyticsDailyRecord.create({
        data: {
          day: dayStart(day),
          teamId: team.id,
          recordType: 'post',
          recordId: post.id,
          views: 1,
          reads: 0,
          visitors: 1,
        },
      });
      await client.analyticsDailySource.create({
        data: { day: dayStart(day), dimension: 'device', value: 'phone', views: 1, visitors: 1 },
      });
      await client.analyticsDailyDrop.create({
        data: { day: dayStart(day), reason: 'bot', count: 1 },
      });
    }
    const salt = Buffer.alloc(32);
    await client.analyticsSalt.createMany({
      data: [
        { day: dayStart('2027-06-28'), salt, createdAt: new Date('2027-06-28T09:59:00Z') },
        { day: dayStart('2027-06-29'), salt, createdAt: new Date('2027-06-29T00:00:00Z') },
        { day: dayStart('2027-06-30'), salt, createdAt: new Date('2027-06-30T00:00:00Z') },
      ],
    });

    clockAt(now.toISOString());
    const deleted = await runJob(analyticsRetentionJob, serviceContext(client), {});
    expect(deleted).toEqual({ events: 1, totals: 1, records: 1, sources: 1, drops: 1, salts: 1 });
    expect(await analyticsRowCounts(client)).toEqual({
      events: 1,
      totals: 1,
      records: 1,
      sources: 1,
      drops: 1,
    });
    const [event] = await client.analyticsEvent.findMany({ select: { day: true } });
    expect(event?.day).toEqual(dayStart('2027-05-31'));
    const salts = await client.analyticsSalt.findMany({
      select: { day: true },
      orderBy: { day: 'asc' },
    });
    expect(salts.map((row) => row.day)).toEqual([dayStart('2027-06-29'), dayStart('2027-06-30')]);
  });
});
