import { afterEach, describe, expect, it, vi } from 'vitest';

import { contentScheduleJob } from '~/server/jobs/content-schedule';
import { runJob } from '~/server/jobs/define-job';
import { serviceContext } from '~/server/service-context';

import { callerAs } from '../helpers/caller';
import { createBlogPost, revalidationRecorder } from '../helpers/content-factories';
import { addTeamMember } from '../helpers/factories';
import { useContentCast } from '../helpers/roles';
import { inMinutes, startEachTestWithoutPosts } from '../helpers/schedules';

const cast = useContentCast();
const { database, as, adminApi } = cast;

startEachTestWithoutPosts(() => database().db);

afterEach(() => {
  vi.useRealTimers();
});

/** The data of a post's queued jobs, publish first. */
async function jobsOf(postId: string) {
  const rows = await database().db.$queryRawUnsafe<{ data: unknown }[]>(
    `SELECT data FROM pgboss.job WHERE data->>'id' = $1 AND state = 'created' ORDER BY singleton_key`,
    postId,
  );
  return rows.map((row) => row.data);
}

/** Runs a job as a worker would, `minutes` from now; the pages it asked to rebuild. */
async function runJobAt(data: unknown, minutes: number) {
  const recorder = revalidationRecorder();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(inMinutes(minutes));
  try {
    await runJob(contentScheduleJob, serviceContext(database().db, recorder.revalidate), data);
  } finally {
    vi.useRealTimers();
  }
  return recorder.paths;
}

async function stored(postId: string) {
  return database().db.blogPost.findUniqueOrThrow({ where: { id: postId } });
}

function auditActionsOf(postId: string) {
  return database()
    .db.auditEntry.findMany({ where: { entityId: postId }, orderBy: { createdAt: 'asc' } })
    .then((entries) => entries.map((entry) => entry.action));
}

describe('a scheduled publish that runs after its own unpublish time', () => {
  it('leaves the post a draft, records it as missed and drops the unpublish', async () => {
    const post = await createBlogPost(database().db, cast.team.id, { title: 'Flash sale' });
    const input = { teamId: cast.team.id, id: post.id };
    const publishAt = inMinutes(60);
    await adminApi().blog.schedule({ ...input, publishAt, unpublishAt: inMinutes(63) });
    const [publish] = await jobsOf(post.id);

    // The site was down from before the publish time until after the unpublish time.
    const revalidated = await runJobAt(publish, 65);

    expect(await stored(post.id)).toMatchObject({
      published: false,
      publishAt: null,
      unpublishAt: null,
      missedAt: publishAt,
      missedReason: 'after_unpublish_time',
    });
    expect(revalidated).toEqual([]);
    // The publish job stays in the queue's hands (here: not run by the queue); the unpublish is gone.
    expect(await jobsOf(post.id)).toEqual([publish]);
    const [missed] = await database().db.auditEntry.findMany({
      where: { entityId: post.id, action: 'publish_missed' },
    });
    expect(missed).toMatchObject({
      actorId: null,
      actorName: 'Schedule (set by Adam Admin)',
      scheduledById: cast.users.admin.id,
    });
    // The editor and the list read it from the post.
    expect(await adminApi().blog.adminById(input)).toMatchObject({
      missedAt: publishAt,
      missedReason: 'after_unpublish_time',
    });
    await expect(as('anonymous').api.blog.byId({ id: post.id })).rejects.toThrow('Post Not Found');
  });

  it('still publishes when it runs late but before the unpublish time', async () => {
    const post = await createBlogPost(database().db, cast.team.id, { title: 'Slow start' });
    const input = { teamId: cast.team.id, id: post.id };
    await adminApi().blog.schedule({
      ...input,
      publishAt: inMinutes(60),
      unpublishAt: inMinutes(63),
    });
    const [publish] = await jobsOf(post.id);

    await runJobAt(publish, 62);

    expect(await stored(post.id)).toMatchObject({ published: true, missedAt: null });
    expect(await auditActionsOf(post.id)).toEqual(['schedule', 'publish']);
  });

  it('is cleared by the next schedule', async () => {
    const post = await createBlogPost(database().db, cast.team.id, { title: 'Second try' });
    const input = { teamId: cast.team.id, id: post.id };
    await adminApi().blog.schedule({
      ...input,
      publishAt: inMinutes(60),
      unpublishAt: inMinutes(61),
    });
    const [publish] = await jobsOf(post.id);
    await runJobAt(publish, 62);

    const again = await adminApi().blog.schedule({ ...input, publishAt: inMinutes(120) });

    expect(again).toMatchObject({ missedAt: null, missedReason: null });
  });
});

describe('a scheduled publish whose setter can no longer publish', () => {
  async function scheduledByNewAdmin() {
    const db = database().db;
    const scheduler = await addTeamMember(db, cast.team.id, 'admin', { fullName: 'Sam Scheduler' });
    const post = await createBlogPost(db, cast.team.id, { title: 'Launch notes' });
    const publishAt = inMinutes(60);
    await callerAs(db, scheduler).blog.schedule({ teamId: cast.team.id, id: post.id, publishAt });
    const [publish] = await jobsOf(post.id);
    return { scheduler, post, publish, publishAt };
  }

  it('is missed once the setter was made a plain member', async () => {
    const { scheduler, post, publish, publishAt } = await scheduledByNewAdmin();
    await as('owner').api.team.changeRole({
      teamId: cast.team.id,
      userId: scheduler.id,
      role: 'member',
    });

    await runJobAt(publish, 61);

    expect(await stored(post.id)).toMatchObject({
      published: false,
      missedAt: publishAt,
      missedReason: 'scheduler_not_allowed',
    });
    expect(await auditActionsOf(post.id)).toEqual(['schedule', 'publish_missed']);
  });

  it('is missed once the setter was removed from the team', async () => {
    const { scheduler, post, publish } = await scheduledByNewAdmin();
    await as('owner').api.team.removeMember({ teamId: cast.team.id, userId: scheduler.id });

    await runJobAt(publish, 61);

    expect(await stored(post.id)).toMatchObject({
      published: false,
      missedReason: 'scheduler_not_allowed',
    });
  });

  it('publishes when the setter is still an admin', async () => {
    const { post, publish } = await scheduledByNewAdmin();

    await runJobAt(publish, 61);

    expect(await stored(post.id)).toMatchObject({ published: true, missedReason: null });
  });
});

describe('the missed-reason column', () => {
  it('refuses a reason it does not know, and a reason without its time', async () => {
    const post = await createBlogPost(database().db, cast.team.id, { title: 'Checked' });
    for (const data of [
      { missedAt: new Date(), missedReason: 'bad luck' },
      { missedAt: null, missedReason: 'after_unpublish_time' },
      { missedAt: new Date(), missedReason: null },
    ]) {
      await expect(database().db.blogPost.update({ where: { id: post.id }, data })).rejects.toThrow(
        /missed_reason_check/,
      );
    }
  });
});
