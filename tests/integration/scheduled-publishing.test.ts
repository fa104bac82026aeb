import type { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';

import { contentScheduleJob } from '~/server/jobs/content-schedule';
import { runJob } from '~/server/jobs/define-job';
import { startJobWorker, stopJobWorker } from '~/server/jobs/instance';
import { serviceContext, type ServiceContext } from '~/server/service-context';

import { errorOf } from '../helpers/caller';
import {
  createBlogPost,
  createSeries,
  createSeriesItem,
  revalidationRecorder,
} from '../helpers/content-factories';
import { useContentCast } from '../helpers/roles';
import { inMinutes, startEachTestWithoutPosts } from '../helpers/schedules';

/** What a worker does with a schedule job's data. */
const runScheduleJob = (ctx: ServiceContext, data: unknown) =>
  runJob(contentScheduleJob, ctx, data);

const cast = useContentCast();
const { database, as, adminApi } = cast;

startEachTestWithoutPosts(() => database().db);

afterEach(async () => {
  await stopJobWorker();
});

const draft = () => createBlogPost(database().db, cast.team.id, { title: 'Monday update' });

/** A draft scheduled an hour ahead, to come off again half an hour later. */
async function draftScheduledWithUnpublish() {
  const post = await draft();
  const input = { teamId: cast.team.id, id: post.id };
  await adminApi().blog.schedule({
    ...input,
    publishAt: inMinutes(60),
    unpublishAt: inMinutes(90),
  });
  return { post, input };
}

interface QueuedJob {
  singleton_key: string;
  start_after: Date;
  state: string;
  data: { entity: string; id: string; action: string; at: string };
}

/** The queue's jobs for a record, as the queue's own table holds them. */
function jobsFor(postId: string) {
  return database().db.$queryRawUnsafe<QueuedJob[]>(
    `SELECT singleton_key, start_after, state::text AS state, data FROM pgboss.job
     WHERE data->>'id' = $1 ORDER BY singleton_key`,
    postId,
  );
}

function auditOf(recordId: string, action: string) {
  return database().db.auditEntry.findMany({ where: { entityId: recordId, action } });
}

/** The field errors the error formatter would send, read from the zod cause or the app error. */
function fieldOf(error: TRPCError): string | undefined {
  const cause = error.cause as { field?: string; issues?: { path: PropertyKey[] }[] } | undefined;
  return cause?.field ?? cause?.issues?.[0]?.path.join('.');
}

function jobContext() {
  const recorder = revalidationRecorder();
  return { ctx: serviceContext(database().db, recorder.revalidate), revalidated: recorder.paths };
}

describe('blog.schedule', () => {
  it('keeps the post a draft, records the times and who set them, and queues one job per time', async () => {
    const post = await draft();
    const publishAt = inMinutes(60);
    const unpublishAt = inMinutes(120);

    const scheduled = await adminApi().blog.schedule({
      teamId: cast.team.id,
      id: post.id,
      publishAt,
      unpublishAt,
    });

    expect(scheduled).toMatchObject({ published: false, publishAt, unpublishAt });
    expect(scheduled.scheduledById).toBe(cast.users.admin.id);
    const jobs = await jobsFor(post.id);
    expect(jobs.map((job) => [job.singleton_key, job.start_after.getTime(), job.state])).toEqual([
      [`blog_post:${post.id}:publish`, publishAt.getTime(), 'created'],
      [`blog_post:${post.id}:unpublish`, unpublishAt.getTime(), 'created'],
    ]);
    expect(await auditOf(post.id, 'schedule')).toHaveLength(1);
    // Still a draft: on no public page.
    await expect(as('anonymous').api.blog.byId({ id: post.id })).rejects.toThrow('Post Not Found');
  });

  it('reschedules by replacing the queued jobs, never adding a second one', async () => {
    const { post, input } = await draftScheduledWithUnpublish();
    const later = inMinutes(180);

    await adminApi().blog.schedule({ ...input, publishAt: later });

    const jobs = await jobsFor(post.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ singleton_key: `blog_post:${post.id}:publish` });
    expect(jobs[0]!.start_after.getTime()).toBe(later.getTime());
    const stored = await database().db.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(stored).toMatchObject({ publishAt: later, unpublishAt: null, published: false });
  });

  it('cancels: the times are cleared and no job is left', async () => {
    const { post, input } = await draftScheduledWithUnpublish();

    const cancelled = await adminApi().blog.cancelSchedule(input);

    expect(cancelled).toMatchObject({ publishAt: null, unpublishAt: null, published: false });
    expect(await jobsFor(post.id)).toEqual([]);
    expect(await auditOf(post.id, 'cancel_schedule')).toHaveLength(1);
  });

  it.each([
    ['a publish time already past', { publishAt: inMinutes(-1) }, 'publishAt'],
    [
      'an unpublish time before the publish time',
      { publishAt: inMinutes(60), unpublishAt: inMinutes(30) },
      'unpublishAt',
    ],
    [
      'an unpublish time equal to the publish time',
      { publishAt: inMinutes(60), unpublishAt: inMinutes(60) },
      'unpublishAt',
    ],
    ['a time beyond ten years', { publishAt: inMinutes(60 * 24 * 366 * 11) }, 'publishAt'],
  ])('refuses %s with BAD_REQUEST naming the field', async (_case, times, field) => {
    const post = await draft();
    const error = await errorOf(
      adminApi().blog.schedule({ teamId: cast.team.id, id: post.id, ...times }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(fieldOf(error)).toBe(field);
    expect(await jobsFor(post.id)).toEqual([]);
  });

  it('refuses to schedule a post that is already published', async () => {
    const post = await createBlogPost(database().db, cast.team.id, { published: true });
    const error = await errorOf(
      adminApi().blog.schedule({ teamId: cast.team.id, id: post.id, publishAt: inMinutes(60) }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(fieldOf(error)).toBe('publishAt');
  });

  it('is FORBIDDEN to a member and NOT_FOUND for another team’s post', async () => {
    const post = await draft();
    const times = { id: post.id, publishAt: inMinutes(60) };

    const asMember = await errorOf(
      as('member').api.blog.schedule({ teamId: cast.team.id, ...times }),
    );
    expect(asMember.code).toBe('FORBIDDEN');
    const fromOtherTeam = await errorOf(
      as('otherAdmin').api.blog.schedule({ teamId: cast.otherTeam.id, ...times }),
    );
    expect(fromOtherTeam.code).toBe('NOT_FOUND');
    const cancelFromOtherTeam = await errorOf(
      as('otherAdmin').api.blog.cancelSchedule({ teamId: cast.otherTeam.id, id: post.id }),
    );
    expect(cancelFromOtherTeam.code).toBe('NOT_FOUND');
    expect(await jobsFor(post.id)).toEqual([]);
  });
});

describe('the schedule job', () => {
  async function scheduledPost(times: { publishAt: Date; unpublishAt?: Date }) {
    const post = await draft();
    await adminApi().blog.schedule({ teamId: cast.team.id, id: post.id, ...times });
    const jobs = await jobsFor(post.id);
    return { post, jobs: jobs.map((job) => job.data) };
  }

  it('publishes exactly once when two run at the same time, as the schedule of its setter', async () => {
    const { post, jobs } = await scheduledPost({ publishAt: inMinutes(60) });
    const { ctx, revalidated } = jobContext();

    const outcomes = await Promise.all([
      runScheduleJob(ctx, jobs[0]),
      runScheduleJob(ctx, jobs[0]),
    ]);

    expect(outcomes.sort()).toEqual(['done', 'nothing to do']);
    const published = await as('anonymous').api.blog.byId({ id: post.id });
    expect(published.publishAt).toBeNull();
    const entries = await auditOf(post.id, 'publish');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: null,
      actorName: 'Schedule (set by Adam Admin)',
      scheduledById: cast.users.admin.id,
    });
    // The same revalidation as a person's publish: home, blog list, the post (and its feed).
    expect(revalidated.sort()).toEqual(['/', '/blog', `/blog/${post.id}`]);
  });

  it('does nothing for a job the post was rescheduled away from, cancelled or deleted', async () => {
    const { post, jobs } = await scheduledPost({ publishAt: inMinutes(60) });
    const { ctx } = jobContext();
    const input = { teamId: cast.team.id, id: post.id };

    await adminApi().blog.schedule({ ...input, publishAt: inMinutes(120) });
    expect(await runScheduleJob(ctx, jobs[0])).toBe('nothing to do');
    await adminApi().blog.cancelSchedule(input);
    expect(await runScheduleJob(ctx, jobs[0])).toBe('nothing to do');
    await adminApi().blog.delete(input);
    expect(await runScheduleJob(ctx, jobs[0])).toBe('nothing to do');
    expect(await auditOf(post.id, 'publish')).toEqual([]);
  });

  it('does nothing once a person published the post by hand', async () => {
    const { post, jobs } = await scheduledPost({ publishAt: inMinutes(60) });
    await adminApi().blog.publish({ teamId: cast.team.id, id: post.id, published: true });

    expect(await jobsFor(post.id)).toEqual([]);
    expect(await runScheduleJob(jobContext().ctx, jobs[0])).toBe('nothing to do');
    expect(await auditOf(post.id, 'publish')).toHaveLength(1);
  });

  it('unpublishes at the unpublish time, once', async () => {
    const { post, jobs } = await scheduledPost({
      publishAt: inMinutes(60),
      unpublishAt: inMinutes(90),
    });
    const { ctx } = jobContext();
    const [publish, unpublish] = jobs;

    // An unpublish that comes before its publish (both due at once) goes back to the queue.
    await expect(runScheduleJob(ctx, unpublish)).rejects.toThrow('published before');
    expect(await runScheduleJob(ctx, publish)).toBe('done');
    expect(await runScheduleJob(ctx, unpublish)).toBe('done');
    expect(await runScheduleJob(ctx, unpublish)).toBe('nothing to do');

    const stored = await database().db.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(stored).toMatchObject({ published: false, publishAt: null, unpublishAt: null });
    expect(await auditOf(post.id, 'unpublish')).toHaveLength(1);
  });

  it('refuses a job whose data is not a schedule', async () => {
    await expect(
      runScheduleJob(jobContext().ctx, { entity: 'blog_post', id: 'x', action: 'drop' }),
    ).rejects.toThrow();
  });
});

describe('the worker', () => {
  async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('Timed out.');
  }

  it('runs a job whose time passed while no worker ran, as soon as a worker starts', async () => {
    const post = await draft();
    await adminApi().blog.schedule({ teamId: cast.team.id, id: post.id, publishAt: inMinutes(60) });
    // Time passes with no instance running: the job and the post are now overdue.
    const past = inMinutes(-30);
    await database().db.blogPost.update({ where: { id: post.id }, data: { publishAt: past } });
    await database().db.$executeRawUnsafe(
      `UPDATE pgboss.job SET start_after = $1, data = jsonb_set(data, '{at}', to_jsonb($2::text))
       WHERE data->>'id' = $3`,
      past,
      past.toISOString(),
      post.id,
    );

    startJobWorker(jobContext().ctx.revalidate);

    await waitFor(async () => {
      const stored = await database().db.blogPost.findUniqueOrThrow({ where: { id: post.id } });
      return stored.published;
    });
    expect(await auditOf(post.id, 'publish')).toHaveLength(1);
  });
});

describe('scheduling a series item', () => {
  /** A draft item of a series of the team, and the inputs that name it. */
  async function draftItem() {
    const series = await createSeries(database().db, cast.team.id, { slug: `week-${Date.now()}` });
    const item = await createSeriesItem(database().db, series.id, {
      title: 'Demo day recap',
      published: false,
    });
    return { series, item, input: { teamId: cast.team.id, id: item.id } };
  }

  const publicItem = (seriesSlug: string, itemId: string) =>
    as('anonymous').api.seriesItem.byId({ seriesSlug, itemId });

  it('keeps the item a draft, records the times, who set them and a new version, and queues one job per time', async () => {
    const { series, item, input } = await draftItem();
    const publishAt = inMinutes(60);
    const unpublishAt = inMinutes(120);

    const scheduled = await adminApi().seriesItem.schedule({ ...input, publishAt, unpublishAt });

    expect(scheduled).toMatchObject({
      published: false,
      publishAt,
      unpublishAt,
      scheduledById: cast.users.admin.id,
      version: item.version + 1,
    });
    const jobs = await jobsFor(item.id);
    expect(jobs.map((job) => [job.singleton_key, job.start_after.getTime(), job.state])).toEqual([
      [`series_item:${item.id}:publish`, publishAt.getTime(), 'created'],
      [`series_item:${item.id}:unpublish`, unpublishAt.getTime(), 'created'],
    ]);
    const [entry] = await auditOf(item.id, 'schedule');
    expect(entry).toMatchObject({ entityType: 'series_item', actorName: 'Adam Admin' });
    expect(entry!.changes).toMatchObject({
      publishAt: { from: null, to: publishAt.toISOString() },
    });
    // The list the series screen reads shows the schedule.
    const listed = await adminApi().seriesItem.adminList({ ...input, seriesId: series.id });
    expect(listed.items[0]).toMatchObject({ id: item.id, publishAt, unpublishAt });
    await expect(publicItem(series.slug, item.id)).rejects.toThrow('Item Not Found');
  });

  it('reschedules by replacing the queued jobs, and cancels leaving none', async () => {
    const { item, input } = await draftItem();
    await adminApi().seriesItem.schedule({
      ...input,
      publishAt: inMinutes(60),
      unpublishAt: inMinutes(90),
    });
    const later = inMinutes(180);

    const moved = await adminApi().seriesItem.schedule({ ...input, publishAt: later });

    expect(moved).toMatchObject({ publishAt: later, unpublishAt: null, published: false });
    const jobs = await jobsFor(item.id);
    expect(jobs.map((job) => [job.singleton_key, job.start_after.getTime()])).toEqual([
      [`series_item:${item.id}:publish`, later.getTime()],
    ]);

    const cancelled = await adminApi().seriesItem.cancelSchedule(input);
    expect(cancelled).toMatchObject({ publishAt: null, unpublishAt: null, scheduledById: null });
    expect(await jobsFor(item.id)).toEqual([]);
    expect(await auditOf(item.id, 'cancel_schedule')).toHaveLength(1);
  });

  it.each([
    [
      'a publish time already past',
      { publishAt: inMinutes(-1) },
      'Publish time must be in the future.',
    ],
    [
      'an unpublish time before the publish time',
      { publishAt: inMinutes(60), unpublishAt: inMinutes(30) },
      'Unpublish time must be after the publish time.',
    ],
  ])('refuses %s with BAD_REQUEST and says why', async (_case, times, message) => {
    const { item, input } = await draftItem();
    const error = await errorOf(adminApi().seriesItem.schedule({ ...input, ...times }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(message);
    expect(await jobsFor(item.id)).toEqual([]);
  });

  it('refuses malformed input with BAD_REQUEST: no date, a huge id, text for a time', async () => {
    const { input } = await draftItem();
    const hostile = [
      { ...input, publishAt: new Date(Number.NaN) },
      { ...input, id: 'x'.repeat(100_000), publishAt: inMinutes(60) },
      { ...input, publishAt: 'tomorrow' as unknown as Date },
    ];
    for (const call of hostile) {
      expect((await errorOf(adminApi().seriesItem.schedule(call))).code).toBe('BAD_REQUEST');
    }
  });

  it('refuses an item that is already published', async () => {
    const { item, input } = await draftItem();
    await database().db.seriesItem.update({ where: { id: item.id }, data: { published: true } });
    const error = await errorOf(
      adminApi().seriesItem.schedule({ ...input, publishAt: inMinutes(60) }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('Only a draft can be scheduled');
  });

  it('is FORBIDDEN to a member and NOT_FOUND for another team’s item', async () => {
    const { item } = await draftItem();
    const times = { id: item.id, publishAt: inMinutes(60) };

    expect(
      (await errorOf(as('member').api.seriesItem.schedule({ teamId: cast.team.id, ...times })))
        .code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await errorOf(
          as('member').api.seriesItem.cancelSchedule({ teamId: cast.team.id, id: item.id }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await errorOf(
          as('otherAdmin').api.seriesItem.schedule({ teamId: cast.otherTeam.id, ...times }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await errorOf(
          as('otherAdmin').api.seriesItem.cancelSchedule({
            teamId: cast.otherTeam.id,
            id: item.id,
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(await jobsFor(item.id)).toEqual([]);
  });

  it('is published once by its job even when the job runs twice, as the schedule of its setter', async () => {
    const { series, item, input } = await draftItem();
    await adminApi().seriesItem.schedule({ ...input, publishAt: inMinutes(60) });
    const [job] = await jobsFor(item.id);
    const { ctx, revalidated } = jobContext();

    const outcomes = await Promise.all([
      runScheduleJob(ctx, job!.data),
      runScheduleJob(ctx, job!.data),
    ]);

    expect(outcomes.sort()).toEqual(['done', 'nothing to do']);
    expect(await runScheduleJob(ctx, job!.data)).toBe('nothing to do');
    const published = await publicItem(series.slug, item.id);
    expect(published.title).toBe('Demo day recap');
    const stored = await database().db.seriesItem.findUniqueOrThrow({ where: { id: item.id } });
    expect(stored).toMatchObject({ published: true, publishAt: null, version: item.version + 2 });
    const entries = await auditOf(item.id, 'publish');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: null,
      actorName: 'Schedule (set by Adam Admin)',
      scheduledById: cast.users.admin.id,
    });
    // The same pages as a person's save: the series page, the item's page, the hackathon
    // timeline (and the series' feeds).
    expect(revalidated.sort()).toEqual(
      [`/series/${series.slug}`, `/series/${series.slug}/item/${item.id}`, '/hackathon'].sort(),
    );
  });

  it('unpublishes at the unpublish time, once', async () => {
    const { series, item, input } = await draftItem();
    await adminApi().seriesItem.schedule({
      ...input,
      publishAt: inMinutes(60),
      unpublishAt: inMinutes(90),
    });
    const [publish, unpublish] = (await jobsFor(item.id)).map((job) => job.data);
    const { ctx } = jobContext();

    await expect(runScheduleJob(ctx, unpublish)).rejects.toThrow('published before');
    expect(await runScheduleJob(ctx, publish)).toBe('done');
    expect(await runScheduleJob(ctx, unpublish)).toBe('done');
    expect(await runScheduleJob(ctx, unpublish)).toBe('nothing to do');

    await expect(publicItem(series.slug, item.id)).rejects.toThrow('Item Not Found');
    expect(await auditOf(item.id, 'unpublish')).toHaveLength(1);
  });

  it('leaves nothing for the job once a person publishes the item, by Publish now or by saving it published', async () => {
    const first = await draftItem();
    await adminApi().seriesItem.schedule({ ...first.input, publishAt: inMinutes(60) });
    const [firstJob] = await jobsFor(first.item.id);

    const published = await adminApi().seriesItem.publish({ ...first.input, published: true });

    expect(published).toMatchObject({ published: true, publishAt: null });
    expect(await jobsFor(first.item.id)).toEqual([]);
    expect(await runScheduleJob(jobContext().ctx, firstJob!.data)).toBe('nothing to do');
    expect(await auditOf(first.item.id, 'publish')).toMatchObject([{ actorName: 'Adam Admin' }]);

    const second = await draftItem();
    const scheduled = await adminApi().seriesItem.schedule({
      ...second.input,
      publishAt: inMinutes(60),
    });
    const [secondJob] = await jobsFor(second.item.id);
    const saved = await adminApi().seriesItem.update({
      ...second.input,
      version: scheduled.version,
      title: scheduled.title,
      summary: scheduled.summary,
      published: true,
    });
    expect(saved).toMatchObject({ published: true, publishAt: null });
    expect(await runScheduleJob(jobContext().ctx, secondJob!.data)).toBe('nothing to do');
  });
});
