import { TRPCError } from '@trpc/server';
import { beforeEach, describe, expect, it } from 'vitest';

import { contentScheduleJob } from '~/server/jobs/content-schedule';
import { runJob } from '~/server/jobs/define-job';
import { loadSitemapEntries } from '~/server/seo/sitemap-source';
import { serviceContext, type ServiceContext } from '~/server/service-context';

import { createProject, revalidationRecorder } from '../helpers/content-factories';
import { projectInput } from '../helpers/content-inputs';
import { useContentCast } from '../helpers/roles';
import { inMinutes } from '../helpers/schedules';

/** What a worker does with a schedule job's data. */
const runScheduleJob = (ctx: ServiceContext, data: unknown) =>
  runJob(contentScheduleJob, ctx, data);

const cast = useContentCast();
const { database, as, adminApi } = cast;

const visitor = () => as('anonymous').api;

beforeEach(async () => {
  const { db } = database();
  await db.project.deleteMany();
  await db.auditEntry.deleteMany();
  await db.$executeRawUnsafe('DELETE FROM pgboss.job');
});

async function errorOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('The call succeeded.');
}

/** A draft project of the team (featured, so it would be on the home page), with a custom link. */
async function draftProject(title = 'Zeppelin tracker') {
  const project = await adminApi().project.create(
    projectInput(cast.team.id, {
      title,
      description: 'Follows every zeppelin over the lake.',
      featured: true,
      published: false,
      links: [{ linkName: 'Slides', linkUrl: 'https://example.com/slides' }],
    }),
  );
  return { project, input: { teamId: cast.team.id, id: project.id } };
}

/** Where a visitor could meet the project: every public read, the search and the sitemap. */
async function publicSightings(id: string) {
  const api = visitor();
  const [list, featured, byId, links, search, sitemap] = await Promise.all([
    api.project.list({}),
    api.project.featured({}),
    api.project.byId({ id }).then(
      () => true,
      (error: unknown) => (error as TRPCError).code,
    ),
    api.customLink.list({ entityType: 'project', entityId: id }),
    api.search.query({ q: 'zeppelin' }),
    loadSitemapEntries(api),
  ]);
  return {
    list: list.items.some((project) => project.id === id),
    featured: featured.some((project) => project.id === id),
    byId,
    links: links.length,
    search: search.items.some((result) => result.url.endsWith(`/projects/${id}`)),
    sitemap: sitemap.some((entry) => entry.loc.endsWith(`/projects/${id}`)),
  };
}

const NOWHERE = {
  list: false,
  featured: false,
  byId: 'NOT_FOUND',
  links: 0,
  search: false,
  sitemap: false,
};
const EVERYWHERE = {
  list: true,
  featured: true,
  byId: true,
  links: 1,
  search: true,
  sitemap: true,
};

describe('a project draft', () => {
  it('is public from creation unless saved as a draft, as before projects had drafts', async () => {
    const created = await adminApi().project.create(
      projectInput(cast.team.id, {
        title: 'Zeppelin map',
        featured: true,
        links: [{ linkName: 'Slides', linkUrl: 'https://example.com/slides' }],
      }),
    );
    expect(created.published).toBe(true);
    expect(await publicSightings(created.id)).toEqual(EVERYWHERE);
  });

  it('is on no public surface, by a direct call either, and revalidates nothing', async () => {
    const { api, revalidated } = as('admin');
    const project = await api.project.create(
      projectInput(cast.team.id, { title: 'Zeppelin tracker', featured: true, published: false }),
    );
    await adminApi().customLink.add({
      teamId: cast.team.id,
      entityType: 'project',
      entityId: project.id,
      linkName: 'Slides',
      linkUrl: 'https://example.com/slides',
    });

    expect(await publicSightings(project.id)).toEqual(NOWHERE);
    expect(revalidated.filter((path) => path.includes(project.id))).toEqual([]);
    // The team still sees it in the admin area, as a draft.
    const listed = await as('member').api.project.adminList({ teamId: cast.team.id });
    expect(listed.items.find((one) => one.id === project.id)).toMatchObject({ published: false });
  });

  it('goes public with Publish, and off again with unpublish, each revalidating its pages', async () => {
    const { project, input } = await draftProject();
    const { api, revalidated } = as('admin');

    const published = await api.project.publish({ ...input, published: true });
    expect(published).toMatchObject({ published: true, version: project.version + 1 });
    expect(await publicSightings(project.id)).toEqual(EVERYWHERE);
    expect(revalidated).toEqual(
      expect.arrayContaining(['/', '/projects', `/projects/${project.id}`]),
    );

    await api.project.publish({ ...input, published: false });
    expect(await publicSightings(project.id)).toEqual(NOWHERE);
    const audit = await database().db.auditEntry.findMany({
      where: { entityId: project.id, action: { in: ['publish', 'unpublish'] } },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((entry) => entry.action)).toEqual(['publish', 'unpublish']);
  });

  it('is hidden by a save that turns Published off, and a restore keeps it a draft', async () => {
    const created = await adminApi().project.create(
      projectInput(cast.team.id, { title: 'Zeppelin log' }),
    );
    const hidden = await adminApi().project.update({
      ...projectInput(cast.team.id, { title: 'Zeppelin log, redone' }),
      id: created.id,
      version: created.version,
      published: false,
    });
    expect(await publicSightings(created.id)).toMatchObject({ list: false, byId: 'NOT_FOUND' });

    // Version 1 was published; restoring its text must not publish the draft.
    const revisions = await adminApi().revision.list({
      teamId: cast.team.id,
      recordType: 'project',
      recordId: created.id,
    });
    await adminApi().revision.restore({
      teamId: cast.team.id,
      id: revisions.at(-1)!.id,
      version: hidden.version,
    });
    const stored = await database().db.project.findUniqueOrThrow({ where: { id: created.id } });
    expect(stored).toMatchObject({ title: 'Zeppelin log', published: false });
  });
});

describe('scheduling a project', () => {
  it('keeps it a draft, records the times and who set them, and queues one job per time', async () => {
    const { project, input } = await draftProject();
    const publishAt = inMinutes(60);
    const unpublishAt = inMinutes(120);

    const scheduled = await adminApi().project.schedule({ ...input, publishAt, unpublishAt });

    expect(scheduled).toMatchObject({
      published: false,
      publishAt,
      unpublishAt,
      scheduledById: cast.users.admin.id,
      version: project.version + 1,
    });
    const jobs = await database().db.$queryRawUnsafe<{ singleton_key: string }[]>(
      `SELECT singleton_key FROM pgboss.job WHERE data->>'id' = $1 ORDER BY singleton_key`,
      project.id,
    );
    expect(jobs.map((job) => job.singleton_key)).toEqual([
      `project:${project.id}:publish`,
      `project:${project.id}:unpublish`,
    ]);
    const [entry] = await database().db.auditEntry.findMany({
      where: { entityId: project.id, action: 'schedule' },
    });
    expect(entry).toMatchObject({ entityType: 'project' });
    expect(await publicSightings(project.id)).toEqual(NOWHERE);
    // The admin list filters by it.
    const onlyScheduled = await adminApi().project.adminList({
      teamId: cast.team.id,
      scheduled: true,
    });
    expect(onlyScheduled.items.map((one) => one.id)).toEqual([project.id]);
  });

  it('reschedules by replacing the job, and cancels leaving none', async () => {
    const { project, input } = await draftProject();
    await adminApi().project.schedule({
      ...input,
      publishAt: inMinutes(60),
      unpublishAt: inMinutes(90),
    });
    const later = inMinutes(180);

    const moved = await adminApi().project.schedule({ ...input, publishAt: later });
    expect(moved).toMatchObject({ publishAt: later, unpublishAt: null });
    const keys = () =>
      database().db.$queryRawUnsafe<{ singleton_key: string; start_after: Date }[]>(
        `SELECT singleton_key, start_after FROM pgboss.job WHERE data->>'id' = $1`,
        project.id,
      );
    const jobs = await keys();
    expect(jobs.map((job) => [job.singleton_key, job.start_after.getTime()])).toEqual([
      [`project:${project.id}:publish`, later.getTime()],
    ]);

    const cancelled = await adminApi().project.cancelSchedule(input);
    expect(cancelled).toMatchObject({ publishAt: null, unpublishAt: null, published: false });
    expect(await keys()).toEqual([]);
  });

  it('is published once by its job even when the job runs twice, as the schedule of its setter', async () => {
    const { project, input } = await draftProject();
    const publishAt = inMinutes(60);
    await adminApi().project.schedule({ ...input, publishAt });
    const recorder = revalidationRecorder();
    const ctx = serviceContext(database().db, recorder.revalidate);
    const job = {
      entity: 'project',
      id: project.id,
      action: 'publish',
      at: publishAt.toISOString(),
    };

    const outcomes = await Promise.all([runScheduleJob(ctx, job), runScheduleJob(ctx, job)]);

    expect(outcomes.sort()).toEqual(['done', 'nothing to do']);
    const stored = await database().db.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(stored).toMatchObject({
      published: true,
      publishAt: null,
      version: project.version + 2,
    });
    const published = await database().db.auditEntry.findMany({
      where: { entityId: project.id, action: 'publish' },
    });
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ actorId: null, scheduledById: cast.users.admin.id });
    expect(recorder.paths).toEqual(
      expect.arrayContaining(['/projects', `/projects/${project.id}`]),
    );
    expect(await publicSightings(project.id)).toEqual(EVERYWHERE);
  });

  it('refuses a time already past, and a project already published, with BAD_REQUEST', async () => {
    const { input } = await draftProject();
    const past = await errorOf(adminApi().project.schedule({ ...input, publishAt: inMinutes(-1) }));
    expect(past.code).toBe('BAD_REQUEST');

    const live = await createProject(database().db, cast.team.id);
    const error = await errorOf(
      adminApi().project.schedule({ teamId: cast.team.id, id: live.id, publishAt: inMinutes(60) }),
    );
    expect(error.code).toBe('BAD_REQUEST');
  });

  it('refuses malformed input with BAD_REQUEST: no date, a huge id, text for a time', async () => {
    const { input } = await draftProject();
    const calls = [
      { ...input },
      { ...input, id: 'x'.repeat(100_000), publishAt: inMinutes(60) },
      { ...input, publishAt: 'tomorrow' },
      { ...input, publishAt: new Date('invalid') },
    ];
    for (const call of calls) {
      // @ts-expect-error: hostile input, as a client could send it
      expect((await errorOf(adminApi().project.schedule(call))).code).toBe('BAD_REQUEST');
    }
  });

  it('is FORBIDDEN to a member and NOT_FOUND for another team’s project', async () => {
    const { project, input } = await draftProject();
    const times = { publishAt: inMinutes(60) };
    const member = as('member').api;
    expect((await errorOf(member.project.schedule({ ...input, ...times }))).code).toBe('FORBIDDEN');
    expect((await errorOf(member.project.cancelSchedule(input))).code).toBe('FORBIDDEN');
    expect((await errorOf(member.project.publish({ ...input, published: true }))).code).toBe(
      'FORBIDDEN',
    );

    const other = as('otherAdmin').api;
    const forged = { teamId: cast.otherTeam.id, id: project.id };
    expect((await errorOf(other.project.schedule({ ...forged, ...times }))).code).toBe('NOT_FOUND');
    expect((await errorOf(other.project.cancelSchedule(forged))).code).toBe('NOT_FOUND');
    expect((await errorOf(other.project.publish({ ...forged, published: true }))).code).toBe(
      'NOT_FOUND',
    );
    const stored = await database().db.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(stored).toMatchObject({ published: false, publishAt: null });
  });
});
