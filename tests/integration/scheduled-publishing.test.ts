import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startJobWorker, stopJobWorker } from '~/server/jobs/instance';
import { runScheduleJob } from '~/server/jobs/run-schedule-job';
import { serviceContext } from '~/server/service-context';

import { createBlogPost, revalidationRecorder } from '../helpers/content-factories';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, as, adminApi } = cast;

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

beforeEach(async () => {
  await database().db.blogPost.deleteMany();
  await database().db.auditEntry.deleteMany();
  await database().db.$executeRawUnsafe('DELETE FROM pgboss.job');
});

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

/** The queue's jobs for a post, as the queue's own table holds them. */
function jobsFor(postId: string) {
  return database().db.$queryRawUnsafe<QueuedJob[]>(
    `SELECT singleton_key, start_after, state::text AS state, data FROM pgboss.job
     WHERE data->>'id' = $1 ORDER BY singleton_key`,
    postId,
  );
}

function auditOf(postId: string, action: string) {
  return database().db.auditEntry.findMany({ where: { entityId: postId, action } });
}

async function errorOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('The call succeeded.');
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

    // The unpublish job of a post not yet published has nothing to do.
    expect(await runScheduleJob(ctx, unpublish)).toBe('nothing to do');
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
