/**
 * The analytics router's reports, read from hand-made daily rollups: each figure, zero-filled
 * days, the period before, the series' weeks, one record's panel, scoping by team, and deleting
 * a range of days.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { blogPostPath, seriesItemPath } from '~/lib/public-paths';

import {
  analyticsRowCounts,
  insertDailyRecord,
  insertDailySource,
  insertDailyTotal,
  insertEvents,
} from '../helpers/analytics-rows';
import { callerFor, errorOf } from '../helpers/caller';
import {
  createBlogPost,
  createProject,
  createSeries,
  createSeriesItem,
} from '../helpers/content-factories';
import { useTestDatabase } from '../helpers/db';
import {
  createStaffedTeam,
  createTeam,
  sessionFor,
  type TestTeam,
  type TestUser,
} from '../helpers/factories';

const database = useTestDatabase();
const db = () => database().db;

// The app's clock: periods end on this UTC day.
const TODAY = '2026-06-15';

let users: Awaited<ReturnType<typeof createStaffedTeam>>;
let team: TestTeam;
let otherTeam: TestTeam;

const as = (user: TestUser | null) => callerFor(db(), user && sessionFor(user));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T21:30:00Z`));
  users = await createStaffedTeam(db());
  team = users.team;
  otherTeam = await createTeam(db(), { name: 'Another team' });
});

afterAll(() => {
  vi.useRealTimers();
});

describe('analytics.team', () => {
  let popular: { id: string; title: string };
  let draft: { id: string; title: string };
  let item: { id: string; title: string };
  let seriesSlug: string;

  beforeAll(async () => {
    const t = team.id;
    // The 7 days are 06-09..06-15; the 7 before them 06-02..06-08.
    await insertDailyTotal(db(), {
      day: '2026-06-15',
      teamId: t,
      views: 10,
      reads: 4,
      visitors: 6,
    });
    await insertDailyTotal(db(), { day: '2026-06-09', teamId: t, views: 5, reads: 1, visitors: 3 });
    await insertDailyTotal(db(), { day: '2026-06-05', teamId: t, views: 7, reads: 2, visitors: 4 });
    await insertDailyTotal(db(), {
      day: '2026-06-01',
      teamId: t,
      views: 99,
      reads: 9,
      visitors: 9,
    });
    await insertDailyTotal(db(), {
      day: '2026-06-16',
      teamId: t,
      views: 50,
      reads: 5,
      visitors: 5,
    });
    await insertDailyTotal(db(), { day: '2026-06-15', teamId: otherTeam.id, views: 70 });
    await insertDailyTotal(db(), { day: '2026-06-15', views: 80, reads: 4, visitors: 60 });

    popular = await createBlogPost(db(), t, { published: true, title: 'Popular post' });
    draft = await createBlogPost(db(), t, { title: 'Draft post' });
    const series = await createSeries(db(), t);
    seriesSlug = series.slug;
    item = await createSeriesItem(db(), series.id, { title: 'Week one' });
    const project = await createProject(db(), t, { title: 'A project' });
    const foreign = await createBlogPost(db(), otherTeam.id, { published: true });
    const gone = '00000000-0000-4000-8000-000000000001';
    const record = (recordType: 'post' | 'item' | 'project', recordId: string) => ({
      teamId: t,
      recordType,
      recordId,
    });
    await insertDailyRecord(db(), {
      day: '2026-06-15',
      ...record('post', popular.id),
      views: 6,
      reads: 3,
      visitors: 4,
    });
    await insertDailyRecord(db(), {
      day: '2026-06-10',
      ...record('post', popular.id),
      views: 2,
      reads: 1,
      visitors: 2,
    });
    // Outside the period: not counted.
    await insertDailyRecord(db(), { day: '2026-06-08', ...record('post', popular.id), views: 40 });
    await insertDailyRecord(db(), { day: '2026-06-15', ...record('post', draft.id), views: 3 });
    await insertDailyRecord(db(), { day: '2026-06-14', ...record('item', item.id), views: 5 });
    await insertDailyRecord(db(), {
      day: '2026-06-14',
      ...record('project', project.id),
      views: 1,
    });
    await insertDailyRecord(db(), { day: '2026-06-14', ...record('post', gone), views: 2 });
    await insertDailyRecord(db(), {
      day: '2026-06-14',
      teamId: otherTeam.id,
      recordType: 'post',
      recordId: foreign.id,
      views: 500,
    });

    const source = (day: string, dimension: 'referrer' | 'campaign' | 'device', value: string) => ({
      day,
      teamId: t,
      dimension,
      value,
    });
    await insertDailySource(db(), { ...source('2026-06-15', 'referrer', 'github.com'), views: 2 });
    await insertDailySource(db(), {
      ...source('2026-06-15', 'referrer', 'news.ycombinator.com'),
      views: 4,
      visitors: 3,
    });
    await insertDailySource(db(), {
      ...source('2026-06-12', 'referrer', 'news.ycombinator.com'),
      views: 2,
      visitors: 2,
    });
    // A record's own referrers and another team's are not the team's list.
    await insertDailySource(db(), {
      ...source('2026-06-15', 'referrer', 'github.com'),
      recordId: popular.id,
      views: 30,
    });
    await insertDailySource(db(), {
      ...source('2026-06-15', 'referrer', 'linkedin.com'),
      teamId: otherTeam.id,
      views: 30,
    });
    await insertDailySource(db(), {
      ...source('2026-06-13', 'campaign', 'newsletter / week-3'),
      views: 3,
    });
    await insertDailySource(db(), { ...source('2026-06-13', 'device', 'phone'), views: 4 });
    await insertDailySource(db(), { ...source('2026-06-14', 'device', 'desktop'), views: 6 });
  });

  it('gives every day of the period, zeros included, with its totals and the period before', async () => {
    const report = await as(users.member).analytics.team({ teamId: team.id, days: 7 });
    expect(report).toMatchObject({ from: '2026-06-09', to: '2026-06-15', days: 7 });
    expect(report.daily.map((day) => day.day)).toEqual([
      '2026-06-09',
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
      '2026-06-15',
    ]);
    expect(report.daily[0]).toEqual({ day: '2026-06-09', views: 5, reads: 1, visitors: 3 });
    expect(report.daily[2]).toEqual({ day: '2026-06-11', views: 0, reads: 0, visitors: 0 });
    expect(report.totals).toEqual({ views: 15, reads: 5, visitors: 9 });
    expect(report.previous).toEqual({ views: 7, reads: 2, visitors: 4 });
    expect(report.previousDaily).toHaveLength(7);
    expect(report.previousDaily[0]!.day).toBe('2026-06-02');
    expect(report.previousDaily.reduce((sum, day) => sum + day.views, 0)).toBe(7);
  });

  it('defaults to 30 days and takes 90', async () => {
    const thirty = await as(users.member).analytics.team({ teamId: team.id });
    expect(thirty.daily).toHaveLength(30);
    expect(thirty.from).toBe('2026-05-17');
    expect(thirty.totals.views).toBe(10 + 5 + 7 + 99);
    const ninety = await as(users.member).analytics.team({ teamId: team.id, days: 90 });
    expect(ninety.daily).toHaveLength(90);
    expect(ninety.previous).toEqual({ views: 0, reads: 0, visitors: 0 });
  });

  it("lists the team's records with the most views, titled, with their public pages", async () => {
    const report = await as(users.member).analytics.team({ teamId: team.id, days: 7 });
    expect(report.topRecords).toEqual([
      {
        recordType: 'post',
        recordId: popular.id,
        title: 'Popular post',
        path: blogPostPath(popular.id),
        views: 8,
        reads: 4,
        visitors: 6,
      },
      expect.objectContaining({
        recordType: 'item',
        title: 'Week one',
        path: seriesItemPath(seriesSlug, item.id),
        views: 5,
      }),
      expect.objectContaining({ title: 'Draft post', path: null, views: 3 }),
      expect.objectContaining({ title: 'Deleted post', path: null, views: 2 }),
      expect.objectContaining({ recordType: 'project', title: 'A project', views: 1 }),
    ]);
  });

  it('sums referrers, campaigns and devices over the period, most views first', async () => {
    const report = await as(users.member).analytics.team({ teamId: team.id, days: 7 });
    expect(report.referrers).toEqual([
      { value: 'news.ycombinator.com', views: 6, visitors: 5 },
      { value: 'github.com', views: 2, visitors: 2 },
    ]);
    expect(report.campaigns).toEqual([{ value: 'newsletter / week-3', views: 3, visitors: 3 }]);
    expect(report.devices).toEqual([
      { value: 'desktop', views: 6, visitors: 6 },
      { value: 'phone', views: 4, visitors: 4 },
    ]);
  });

  it('is read by members of the team and refused to anyone else', async () => {
    expect((await errorOf(as(users.outsider).analytics.team({ teamId: team.id }))).code).toBe(
      'FORBIDDEN',
    );
    expect((await errorOf(as(null).analytics.team({ teamId: team.id }))).code).toBe('UNAUTHORIZED');
    const answer = await as(users.systemAdmin).analytics.team({ teamId: team.id, days: 7 });
    expect(answer.totals.views).toBe(15);
  });

  it('refuses a period the screens do not offer', async () => {
    const error = await errorOf(
      as(users.member).analytics.team({ teamId: team.id, days: 365 as never }),
    );
    expect(error.code).toBe('BAD_REQUEST');
  });

  it("gives a system admin the whole site's figures, each team's and what was dropped", async () => {
    await db().analyticsDailyDrop.createMany({
      data: [
        { day: new Date('2026-06-15'), reason: 'bot', count: 40 },
        { day: new Date('2026-06-14'), reason: 'bot', count: 2 },
        { day: new Date('2026-06-14'), reason: 'headless', count: 7 },
        { day: new Date('2026-05-01'), reason: 'bot', count: 1000 },
      ],
    });
    const site = await as(users.systemAdmin).analytics.site({ days: 7 });
    expect(site.totals).toEqual({ views: 80, reads: 4, visitors: 60 });
    expect(site.teams).toEqual([
      { teamId: otherTeam.id, name: 'Another team', views: 70, reads: 0, visitors: 0 },
      { teamId: team.id, name: team.name, views: 15, reads: 5, visitors: 9 },
    ]);
    expect(site.dropped).toEqual([
      { reason: 'bot', count: 42 },
      { reason: 'headless', count: 7 },
    ]);
    expect(site.topRecords[0]).toMatchObject({ recordId: expect.any(String), views: 500 });
    expect(site.referrers).toEqual([]);

    const oneTeam = await as(users.systemAdmin).analytics.site({ teamId: team.id, days: 7 });
    expect(oneTeam.totals).toEqual({ views: 15, reads: 5, visitors: 9 });
    expect(oneTeam.teams.map((row) => row.teamId)).toEqual([team.id]);
    expect(oneTeam.referrers[0]?.value).toBe('news.ycombinator.com');

    const missing = await errorOf(
      as(users.systemAdmin).analytics.site({ teamId: '00000000-0000-4000-8000-00000000abcd' }),
    );
    expect(missing.code).toBe('NOT_FOUND');
    expect((await errorOf(as(users.owner).analytics.site({}))).code).toBe('FORBIDDEN');
  });
});

describe('analytics.series', () => {
  it("gives each published item's week, in week order, with the followers beside it", async () => {
    const series = await createSeries(db(), team.id, {
      title: 'Hackathon',
      startDate: new Date('2026-05-18'),
    });
    // Weeks: 1 = 05-18..05-24, 2 = 05-25..05-31, 3 = 06-01..06-07, 4 = 06-08..06-14.
    const week2 = await createSeriesItem(db(), series.id, { weekNumber: 2, title: 'Week 2' });
    const week1 = await createSeriesItem(db(), series.id, { weekNumber: 1, title: 'Week 1' });
    const week4 = await createSeriesItem(db(), series.id, { weekNumber: 4, title: 'Week 4' });
    await createSeriesItem(db(), series.id, { weekNumber: 3, published: false });
    const loose = await createSeriesItem(db(), series.id, {
      weekNumber: null,
      title: 'Loose note',
      createdAt: new Date('2026-06-15T08:00:00Z'),
    });

    const item = (recordId: string, day: string, views: number, reads: number) =>
      insertDailyRecord(db(), { day, teamId: team.id, recordType: 'item', recordId, views, reads });
    await item(week1.id, '2026-05-18', 100, 60);
    await item(week1.id, '2026-05-30', 20, 10);
    await item(week2.id, '2026-05-26', 50, 20);
    await item(week4.id, '2026-06-09', 10, 2);
    const feed = (day: string, feedReaders: number) =>
      insertDailyRecord(db(), {
        day,
        teamId: team.id,
        recordType: 'series',
        recordId: series.id,
        feedReaders,
      });
    await feed('2026-05-19', 30);
    await feed('2026-05-21', 34);
    await feed('2026-05-27', 25);
    await feed('2026-06-10', 12);
    await feed('2026-06-15', 9);

    const follower = async (confirmedAt: string | null, unsubscribedAt: string | null = null) => {
      const subscriber = await db().subscriber.create({
        data: {
          email: `f${Math.random()}@example.test`,
          manageToken: `t${Math.random()}`,
        },
      });
      await db().follow.create({
        data: {
          subscriberId: subscriber.id,
          seriesId: series.id,
          status: confirmedAt ? (unsubscribedAt ? 'unsubscribed' : 'confirmed') : 'pending',
          confirmedAt: confirmedAt && new Date(confirmedAt),
          unsubscribedAt: unsubscribedAt && new Date(unsubscribedAt),
        },
      });
    };
    await follower('2026-05-10T00:00:00Z'); // all along
    await follower('2026-05-20T00:00:00Z', '2026-05-28T00:00:00Z'); // left in week 2
    await follower('2026-05-29T00:00:00Z'); // joined in week 2
    await follower('2026-06-12T00:00:00Z'); // joined in week 4
    await follower(null); // never confirmed

    const report = await as(users.member).analytics.series({
      teamId: team.id,
      seriesId: series.id,
    });
    expect(report).toMatchObject({ seriesId: series.id, title: 'Hackathon' });
    expect(report.emailFollowers).toBe(3);
    expect(report.feedReaders).toBe(12);
    expect(report.weeks).toEqual([
      {
        itemId: week1.id,
        title: 'Week 1',
        weekNumber: 1,
        publishedAt: week1.createdAt.toISOString(),
        views: 120,
        reads: 70,
        readRate: 70 / 120,
        emailFollowers: 2,
        feedReaders: 34,
      },
      expect.objectContaining({
        itemId: week2.id,
        views: 50,
        reads: 20,
        readRate: 0.4,
        emailFollowers: 2,
        feedReaders: 25,
      }),
      expect.objectContaining({
        itemId: week4.id,
        readRate: 0.2,
        emailFollowers: 3,
        feedReaders: 12,
      }),
      // Without a week number, its week starts the day it was published (today, so far).
      expect.objectContaining({
        itemId: loose.id,
        weekNumber: null,
        views: 0,
        readRate: 0,
        emailFollowers: 3,
        feedReaders: 9,
      }),
    ]);
  });

  it("answers NOT_FOUND for another team's series, and FORBIDDEN to a non-member", async () => {
    const foreign = await createSeries(db(), otherTeam.id);
    const error = await errorOf(
      as(users.member).analytics.series({ teamId: team.id, seriesId: foreign.id }),
    );
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Series not found');
    const outsider = await errorOf(
      as(users.outsider).analytics.series({ teamId: team.id, seriesId: foreign.id }),
    );
    expect(outsider.code).toBe('FORBIDDEN');
  });
});

describe('analytics.record', () => {
  it("gives a post's views, reads, read rate, last 30 days and referrers", async () => {
    const post = await createBlogPost(db(), team.id, { published: true });
    const day = (date: string, views: number, reads: number) =>
      insertDailyRecord(db(), {
        day: date,
        teamId: team.id,
        recordType: 'post',
        recordId: post.id,
        views,
        reads,
        visitors: views,
      });
    await day('2026-06-15', 8, 2);
    await day('2026-05-20', 4, 2);
    await day('2026-02-01', 8, 4); // kept, before the chart's 30 days
    await insertDailySource(db(), {
      day: '2026-06-15',
      teamId: team.id,
      recordId: post.id,
      dimension: 'referrer',
      value: 'linkedin.com',
      views: 5,
    });
    await insertDailySource(db(), {
      day: '2026-02-01',
      teamId: team.id,
      recordId: post.id,
      dimension: 'referrer',
      value: 'linkedin.com',
      views: 1,
    });

    const report = await as(users.member).analytics.record({
      teamId: team.id,
      recordType: 'post',
      recordId: post.id,
    });
    expect(report.views).toBe(20);
    expect(report.reads).toBe(8);
    expect(report.readRate).toBe(0.4);
    expect(report.daily).toHaveLength(30);
    expect(report.daily[0]).toEqual({ day: '2026-05-17', views: 0, reads: 0, visitors: 0 });
    expect(report.daily.at(-1)).toEqual({ day: TODAY, views: 8, reads: 2, visitors: 8 });
    expect(report.daily.find((entry) => entry.day === '2026-05-20')?.views).toBe(4);
    expect(report.referrers).toEqual([{ value: 'linkedin.com', views: 6, visitors: 6 }]);
  });

  it('gives zeros for a record nobody read yet', async () => {
    const project = await createProject(db(), team.id);
    const report = await as(users.member).analytics.record({
      teamId: team.id,
      recordType: 'project',
      recordId: project.id,
    });
    expect(report).toMatchObject({ views: 0, reads: 0, readRate: 0, referrers: [] });
    expect(report.daily.every((entry) => entry.views === 0)).toBe(true);
  });

  it("answers NOT_FOUND for another team's post, item or project", async () => {
    const foreignSeries = await createSeries(db(), otherTeam.id);
    const cases = [
      ['post', (await createBlogPost(db(), otherTeam.id)).id, 'Post Not Found'],
      ['item', (await createSeriesItem(db(), foreignSeries.id)).id, 'Item Not Found'],
      ['project', (await createProject(db(), otherTeam.id)).id, 'Project not found'],
    ] as const;
    for (const [recordType, recordId, message] of cases) {
      const error = await errorOf(
        as(users.owner).analytics.record({ teamId: team.id, recordType, recordId }),
      );
      expect([error.code, error.message]).toEqual(['NOT_FOUND', message]);
    }
  });

  it('refuses a malformed record id or kind', async () => {
    const caller = as(users.owner).analytics;
    const bad = [
      { teamId: team.id, recordType: 'post', recordId: 'not-a-uuid' },
      { teamId: team.id, recordType: 'series', recordId: team.id },
      { teamId: team.id, recordType: 'post', recordId: `${'a'.repeat(100_000)}` },
    ];
    for (const input of bad) {
      expect((await errorOf(caller.record(input as never))).code).toBe('BAD_REQUEST');
    }
  });
});

describe('analytics.deleteRange', () => {
  it('deletes every analytics row of the days, only those, and logs who did it', async () => {
    const { db: client } = database();
    await client.analyticsDailyTotal.deleteMany();
    await client.analyticsDailyRecord.deleteMany();
    await client.analyticsDailySource.deleteMany();
    await client.analyticsDailyDrop.deleteMany();
    const post = await createBlogPost(client, team.id);
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-03']) {
      await insertEvents(client, [
        { day, kind: 'view', visitor: 'a', recordType: 'post', recordId: post.id },
        { day, kind: 'read', visitor: 'a', recordType: 'post', recordId: post.id },
      ]);
      await insertDailyTotal(client, { day, views: 1, reads: 1, visitors: 1 });
      await insertDailyTotal(client, { day, teamId: team.id, views: 1, reads: 1, visitors: 1 });
      await insertDailyRecord(client, {
        day,
        teamId: team.id,
        recordType: 'post',
        recordId: post.id,
        views: 1,
      });
      await insertDailySource(client, { day, dimension: 'device', value: 'phone', views: 1 });
      await client.analyticsDailyDrop.create({
        data: { day: new Date(day), reason: 'bot', count: 3 },
      });
    }

    const deleted = await as(users.systemAdmin).analytics.deleteRange({
      from: '2026-03-02',
      to: '2026-03-03',
    });
    expect(deleted).toEqual({ events: 4, days: 2 });
    expect(await analyticsRowCounts(client)).toEqual({
      events: 2,
      totals: 2,
      records: 1,
      sources: 1,
      drops: 1,
    });
    const entry = await client.auditEntry.findFirstOrThrow({
      where: { entityType: 'analytics' },
      orderBy: { createdAt: 'desc' },
    });
    expect(entry).toMatchObject({
      actorId: users.systemAdmin.id,
      actorName: users.systemAdmin.fullName,
      action: 'delete',
      entityId: '2026-03-02..2026-03-03',
      changes: { events: { from: 4, to: 0 }, days: { from: 2, to: 0 } },
    });

    const again = await as(users.systemAdmin).analytics.deleteRange({
      from: '2026-03-02',
      to: '2026-03-02',
    });
    expect(again).toEqual({ events: 0, days: 0 });
  });

  it('refuses a range of more than ten years, backwards or malformed days', async () => {
    const deleteRange = as(users.systemAdmin).analytics.deleteRange;
    const audited = () => db().auditEntry.count({ where: { entityType: 'analytics' } });
    const entriesBefore = await audited();
    const tooLong = await errorOf(deleteRange({ from: '2010-01-01', to: '2026-01-01' }));
    expect(tooLong.code).toBe('BAD_REQUEST');
    expect(tooLong.message).toMatch(/ten years/);
    for (const input of [
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: 'yesterday', to: '2026-03-01' },
      { from: '2026-03-01', to: `2026-03-01${' '.repeat(10_000)}` },
    ]) {
      expect((await errorOf(deleteRange(input))).code).toBe('BAD_REQUEST');
    }
    expect(await audited()).toBe(entriesBefore);
  });

  it('is for system admins only', async () => {
    const error = await errorOf(
      as(users.owner).analytics.deleteRange({ from: '2026-03-01', to: '2026-03-01' }),
    );
    expect(error.code).toBe('FORBIDDEN');
  });
});
