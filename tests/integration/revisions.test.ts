import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';

import type { RevisionRecordType } from '~/schemas/revision';
import { AppError } from '~/server/errors';
import { AUTOSAVE_KEEPS_DRAFTS } from '~/server/records/audit';
import { MAX_REVISIONS_PER_RECORD } from '~/server/records/revisions';

import { createSeries } from '../helpers/content-factories';
import { useContentCast, type CastRole } from '../helpers/roles';

const cast = useContentCast();
const { database, as, adminApi } = cast;

const postInput = (overrides: Record<string, unknown> = {}) => ({
  teamId: cast.team.id,
  title: 'Week one',
  content: '<p>We started.</p>',
  ...overrides,
});

function createPost(overrides: Record<string, unknown> = {}) {
  return adminApi().blog.create(postInput(overrides));
}

/** Saves the post as `role` from `version` with the given fields. */
function savePost(
  role: CastRole,
  id: string,
  version: number,
  overrides: Record<string, unknown> = {},
) {
  return as(role).api.blog.update({ ...postInput(overrides), id, version });
}

/** The AppError behind a refused call: its code, message and what the conflict says. */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TRPCError);
  const cause = (error as TRPCError).cause;
  expect(cause).toBeInstanceOf(AppError);
  return cause as AppError;
}

/** Saves twice from version 1: the second is refused, naming who made the first. */
async function expectSecondSaveRefused(save: (title: string) => Promise<unknown>, by: string) {
  await save('First');
  expect((await refusal(save('Second'))).savedMeanwhile).toMatchObject({ by, version: 2 });
}

/** Restores a record's first kept version as the admin, from `version`. */
async function restoreFirstVersion(
  recordType: RevisionRecordType,
  recordId: string,
  version: number,
) {
  const teamId = cast.team.id;
  const revisions = await adminApi().revision.list({ teamId, recordType, recordId });
  return adminApi().revision.restore({ teamId, id: revisions.at(-1)!.id, version });
}

function revisionsOf(id: string, role: CastRole = 'admin') {
  return as(role).api.revision.list({
    teamId: cast.team.id,
    recordType: 'blog_post',
    recordId: id,
  });
}

describe('saves that never overwrite', () => {
  it('refuses a second save from the same version, naming who saved meanwhile and when', async () => {
    const post = await createPost();
    const first = await savePost('admin', post.id, post.version, { title: 'Adam’s title' });
    expect(first.version).toBe(post.version + 1);

    const refused = await refusal(
      savePost('owner', post.id, post.version, { title: 'Olivia’s title' }),
    );
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe('Adam Admin saved this meanwhile.');
    expect(refused.savedMeanwhile).toMatchObject({ by: 'Adam Admin', version: first.version });
    const [latest] = await revisionsOf(post.id);
    expect(new Date(refused.savedMeanwhile!.at)).toEqual(latest!.createdAt);

    // Nothing of the refused save was written: the text, the version, the history, the log.
    const stored = await database().db.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(stored).toMatchObject({ title: 'Adam’s title', version: first.version });
    expect((await revisionsOf(post.id)).map((r) => r.version)).toEqual([2, 1]);
    expect(
      await database().db.auditEntry.count({ where: { entityId: post.id, action: 'update' } }),
    ).toBe(1);
  });

  it('lets exactly one of many concurrent saves from one version win', async () => {
    const post = await createPost();
    const titles = ['A', 'B', 'C', 'D', 'E'];
    const results = await Promise.allSettled(
      titles.map((title) => savePost('admin', post.id, post.version, { title })),
    );

    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    for (const result of lost) {
      expect((result.reason as TRPCError).code).toBe('CONFLICT');
    }
    const stored = await database().db.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(stored.version).toBe(2);
    expect(stored.title).toBe(won[0]!.value.title);
    expect(await revisionsOf(post.id)).toHaveLength(2);
  });

  it('a save from the version after one’s own save goes through: one person never conflicts with themselves', async () => {
    const post = await createPost();
    let version = post.version;
    for (const title of ['One', 'Two', 'Three']) {
      version = (await savePost('admin', post.id, version, { title })).version;
    }
    expect(version).toBe(4);
  });

  it('publishing from the list is a new version: an editor open from before must not undo it', async () => {
    const post = await createPost();
    await adminApi().blog.publish({ teamId: cast.team.id, id: post.id, published: true });

    const refused = await refusal(savePost('owner', post.id, post.version, { published: false }));
    expect(refused.code).toBe('CONFLICT');
    expect(
      (await database().db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).published,
    ).toBe(true);
  });

  it('refuses stale saves of series items and projects the same way', async () => {
    const series = await createSeries(database().db, cast.team.id);
    const item = await adminApi().seriesItem.create({
      teamId: cast.team.id,
      seriesId: series.id,
      title: 'Week 1',
      summary: 'Kick-off',
    });
    const scope = { teamId: cast.team.id, version: 1 };
    await expectSecondSaveRefused(
      (title) =>
        adminApi().seriesItem.update({ ...scope, id: item.id, title, summary: 'Kick-off' }),
      'Adam Admin',
    );

    const project = await adminApi().project.create({
      teamId: cast.team.id,
      title: 'Bot',
      description: 'A bot.',
    });
    await expectSecondSaveRefused(
      (title) =>
        as('owner').api.project.update({ ...scope, id: project.id, title, description: 'A bot.' }),
      'Olivia Owner',
    );
    expect(
      (await database().db.project.findUniqueOrThrow({ where: { id: project.id } })).title,
    ).toBe('First');
  });

  it('refuses a version that is not a whole number from 1', async () => {
    const post = await createPost();
    for (const version of [0, -1, 1.5]) {
      await expect(savePost('admin', post.id, version)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
  });
});

describe('revisions', () => {
  it('keeps one per save, newest first, with who saved it', async () => {
    const post = await createPost();
    const second = await savePost('owner', post.id, 1, { title: 'By Olivia' });
    const third = await savePost('admin', post.id, second.version, { title: 'By Adam' });
    await savePost('systemAdmin', post.id, third.version, { title: 'By Sam' });

    const revisions = await revisionsOf(post.id, 'member');
    expect(revisions.map(({ version, authorName }) => ({ version, authorName }))).toEqual([
      { version: 4, authorName: 'Sam Sysadmin' },
      { version: 3, authorName: 'Adam Admin' },
      { version: 2, authorName: 'Olivia Owner' },
      { version: 1, authorName: 'Adam Admin' },
    ]);

    const kept = await as('member').api.revision.byId({
      teamId: cast.team.id,
      id: revisions[2]!.id,
    });
    expect(kept).toMatchObject({
      recordType: 'blog_post',
      recordId: post.id,
      version: 2,
      fields: {
        title: 'By Olivia',
        content: '<p>We started.</p>',
        excerpt: null,
        published: false,
        imageUrls: [],
        featuredImageUrl: null,
      },
    });
  });

  it(`keeps the newest ${MAX_REVISIONS_PER_RECORD} of a record, dropping the oldest`, async () => {
    const post = await createPost();
    let version = post.version;
    for (let save = 2; save <= MAX_REVISIONS_PER_RECORD + 1; save++) {
      version = (await savePost('admin', post.id, version, { title: `Save ${save}` })).version;
    }
    expect(version).toBe(MAX_REVISIONS_PER_RECORD + 1);

    const stored = await database().db.revision.findMany({
      where: { blogPostId: post.id },
      orderBy: { version: 'asc' },
    });
    expect(stored).toHaveLength(MAX_REVISIONS_PER_RECORD);
    expect(stored[0]!.version).toBe(2);
    expect(stored.at(-1)!.version).toBe(MAX_REVISIONS_PER_RECORD + 1);
  });

  it('restore brings back the old title and content as a new save, the published state unchanged', async () => {
    const post = await createPost({ title: 'Original', content: '<p>First words.</p>' });
    const edited = await savePost('admin', post.id, 1, {
      title: 'Rewritten',
      content: '<p>Other words.</p>',
      published: true,
    });
    const [, original] = await revisionsOf(post.id);

    const { api, revalidated } = as('owner');
    const restored = await api.revision.restore({
      teamId: cast.team.id,
      id: original!.id,
      version: edited.version,
    });
    expect(restored).toEqual({ recordType: 'blog_post', recordId: post.id, version: 3 });

    const stored = await database().db.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(stored).toMatchObject({
      title: 'Original',
      content: '<p>First words.</p>',
      published: true,
      version: 3,
    });
    expect(revalidated).toContain(`/blog/${post.id}`);
    const revisions = await revisionsOf(post.id);
    expect(revisions[0]).toMatchObject({ version: 3, authorName: 'Olivia Owner' });
  });

  it('restore from a stale version is refused like any save', async () => {
    const post = await createPost({ title: 'Original' });
    const edited = await savePost('admin', post.id, 1, { title: 'Rewritten' });
    await savePost('admin', post.id, edited.version, { title: 'Rewritten again' });
    const original = (await revisionsOf(post.id)).at(-1)!;

    const refused = await refusal(
      adminApi().revision.restore({ teamId: cast.team.id, id: original.id, version: 2 }),
    );
    expect(refused.code).toBe('CONFLICT');
    expect((await database().db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).title).toBe(
      'Rewritten again',
    );
  });

  it('restores series items and projects, keeping their published and featured state', async () => {
    const series = await createSeries(database().db, cast.team.id);
    const item = await adminApi().seriesItem.create({
      teamId: cast.team.id,
      seriesId: series.id,
      title: 'Week 1',
      summary: 'Kick-off',
      githubLinks: ['https://github.com/a/b'],
    });
    await adminApi().seriesItem.update({
      teamId: cast.team.id,
      id: item.id,
      version: 1,
      title: 'Week one',
      summary: 'Changed',
      published: false,
    });
    await restoreFirstVersion('series_item', item.id, 2);
    expect(
      await database().db.seriesItem.findUniqueOrThrow({ where: { id: item.id } }),
    ).toMatchObject({
      title: 'Week 1',
      summary: 'Kick-off',
      githubLinks: ['https://github.com/a/b'],
      published: false,
      version: 3,
    });

    const project = await adminApi().project.create({
      teamId: cast.team.id,
      title: 'Bot',
      description: 'A bot.',
      tags: ['AI'],
    });
    await adminApi().project.update({
      teamId: cast.team.id,
      id: project.id,
      version: 1,
      title: 'Robot',
      description: 'A robot.',
      featured: true,
    });
    await restoreFirstVersion('project', project.id, 2);
    expect(
      await database().db.project.findUniqueOrThrow({ where: { id: project.id } }),
    ).toMatchObject({ title: 'Bot', description: 'A bot.', tags: ['AI'], featured: true });
  });

  it('members read the history but cannot restore', async () => {
    const post = await createPost({ title: 'Original' });
    await savePost('admin', post.id, 1, { title: 'Rewritten' });
    const revisions = await revisionsOf(post.id, 'member');
    expect(revisions).toHaveLength(2);

    await expect(
      as('member').api.revision.restore({
        teamId: cast.team.id,
        id: revisions[1]!.id,
        version: 2,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await database().db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).title).toBe(
      'Rewritten',
    );
  });

  it('never shows another team’s revisions: its records and revisions are not found', async () => {
    const post = await createPost({ title: 'Ours, secret draft' });
    const [revision] = await revisionsOf(post.id);
    const outsider = as('otherAdmin').api;
    const theirTeam = cast.otherTeam.id;

    for (const call of [
      () =>
        outsider.revision.list({ teamId: theirTeam, recordType: 'blog_post', recordId: post.id }),
      () => outsider.revision.byId({ teamId: theirTeam, id: revision!.id }),
      () => outsider.revision.restore({ teamId: theirTeam, id: revision!.id, version: 1 }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    // Naming our team instead is refused by the procedure kind.
    await expect(
      outsider.revision.list({ teamId: cast.team.id, recordType: 'blog_post', recordId: post.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // A record id of one type asked as another is not found either.
    await expect(
      adminApi().revision.list({ teamId: cast.team.id, recordType: 'project', recordId: post.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('go with their record when it is deleted', async () => {
    const post = await createPost();
    await savePost('admin', post.id, 1, { title: 'Again' });
    await adminApi().blog.delete({ teamId: cast.team.id, id: post.id });
    expect(await database().db.revision.count({ where: { blogPostId: post.id } })).toBe(0);
  });
});

describe('autosave of drafts', () => {
  const autosave = (role: CastRole, id: string, version: number, title: string) =>
    savePost(role, id, version, { title, autosave: true });

  it('keeps one revision for one author’s run of autosaves, with the latest text and version', async () => {
    const post = await createPost();
    const first = await autosave('admin', post.id, post.version, 'Week one, a start');
    const second = await autosave('admin', post.id, first.version, 'Week one, half way');
    const third = await autosave('admin', post.id, second.version, 'Week one, nearly');
    expect(third.version).toBe(post.version + 3);

    const revisions = await revisionsOf(post.id);
    expect(revisions.map((revision) => revision.version)).toEqual([third.version, post.version]);
    expect(revisions.map((revision) => revision.autosave)).toEqual([true, false]);
    const latest = await adminApi().revision.byId({ teamId: cast.team.id, id: revisions[0]!.id });
    expect(latest.fields).toMatchObject({ title: 'Week one, nearly' });
  });

  it('starts a new revision after a save by hand, after someone else’s save, and after a pause', async () => {
    const post = await createPost();
    const auto = await autosave('admin', post.id, post.version, 'Autosaved');
    const byHand = await savePost('admin', post.id, auto.version, { title: 'By hand' });
    const autoAfterHand = await autosave('admin', post.id, byHand.version, 'Autosaved again');
    const owners = await autosave('owner', post.id, autoAfterHand.version, 'Olivia’s autosave');
    const admins = await autosave('admin', post.id, owners.version, 'Adam’s autosave');
    expect((await revisionsOf(post.id)).map((revision) => revision.version)).toEqual([
      admins.version,
      owners.version,
      autoAfterHand.version,
      byHand.version,
      auto.version,
      post.version,
    ]);

    // The admin's last autosave revision is old now: the next autosave keeps it.
    await database().db.revision.updateMany({
      where: { blogPostId: post.id, version: admins.version },
      data: { createdAt: new Date(Date.now() - 11 * 60 * 1000) },
    });
    const later = await autosave('admin', post.id, admins.version, 'After a long pause');
    const versions = (await revisionsOf(post.id)).map((revision) => revision.version);
    expect(versions.slice(0, 2)).toEqual([later.version, admins.version]);
  });

  it('an autosave from an old version is refused like any save, naming who saved meanwhile', async () => {
    const post = await createPost();
    await savePost('owner', post.id, post.version, { title: 'Olivia was first' });
    const refused = await refusal(autosave('admin', post.id, post.version, 'Adam’s draft'));
    expect(refused.code).toBe('CONFLICT');
    expect(refused.savedMeanwhile).toMatchObject({ version: post.version + 1 });
  });

  it('never publishes, and never changes a published post by itself', async () => {
    const post = await createPost();
    const refused = await refusal(
      savePost('admin', post.id, post.version, { title: 'Live', published: true, autosave: true }),
    );
    expect(refused.code).toBe('BAD_REQUEST');

    const published = await savePost('admin', post.id, post.version, { published: true });
    const edit = await refusal(autosave('admin', post.id, published.version, 'Half-written'));
    expect(edit.code).toBe('BAD_REQUEST');
    const stored = await adminApi().blog.adminById({ teamId: cast.team.id, id: post.id });
    expect(stored).toMatchObject({ title: 'Week one', version: published.version });
  });
});

describe('autosave of draft projects', () => {
  const projectInput = (overrides: Record<string, unknown> = {}) => ({
    teamId: cast.team.id,
    title: 'Kite logger',
    description: 'Logs the wind a kite meets.',
    published: false,
    ...overrides,
  });
  const createProject = (overrides: Record<string, unknown> = {}) =>
    adminApi().project.create(projectInput(overrides));
  const saveProject = (id: string, version: number, overrides: Record<string, unknown> = {}) =>
    adminApi().project.update({ ...projectInput(overrides), id, version });
  const autosave = (id: string, version: number, overrides: Record<string, unknown>) =>
    saveProject(id, version, { ...overrides, autosave: true });
  const projectRevisions = (id: string) =>
    adminApi().revision.list({ teamId: cast.team.id, recordType: 'project', recordId: id });
  const stored = (id: string) => database().db.project.findUniqueOrThrow({ where: { id } });
  const updatesLogged = (id: string) =>
    database().db.auditEntry.count({ where: { entityId: id, action: 'update' } });

  it('saves a draft, keeping one revision for one author’s run of autosaves', async () => {
    const project = await createProject();
    const first = await autosave(project.id, project.version, { title: 'Kite logger, v2' });
    const second = await autosave(project.id, first.version, { title: 'Kite logger, v3' });
    const third = await autosave(project.id, second.version, { title: 'Kite logger, v4' });
    expect(await stored(project.id)).toMatchObject({
      title: 'Kite logger, v4',
      published: false,
      version: project.version + 3,
    });

    const revisions = await projectRevisions(project.id);
    expect(revisions.map((revision) => revision.version)).toEqual([third.version, project.version]);
    expect(revisions.map((revision) => revision.autosave)).toEqual([true, false]);
    const latest = await adminApi().revision.byId({ teamId: cast.team.id, id: revisions[0]!.id });
    expect(latest.fields).toMatchObject({ title: 'Kite logger, v4' });

    // A save by hand closes the run: the next autosave starts a revision of its own.
    const byHand = await saveProject(project.id, third.version, { title: 'By hand' });
    const next = await autosave(project.id, byHand.version, { title: 'Autosaved again' });
    expect((await projectRevisions(project.id)).map((revision) => revision.version)).toEqual([
      next.version,
      byHand.version,
      third.version,
      project.version,
    ]);
  });

  it('refuses to autosave a published project, and nothing changes', async () => {
    const project = await createProject({ published: true });
    const refused = await refusal(autosave(project.id, project.version, { title: 'Half-written' }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(refused.message).toBe(AUTOSAVE_KEEPS_DRAFTS);

    // Even one that would leave it published, or take it back to a draft.
    for (const published of [true, false]) {
      const again = await refusal(
        autosave(project.id, project.version, { title: 'Half-written', published }),
      );
      expect(again.code).toBe('BAD_REQUEST');
    }
    expect(await stored(project.id)).toMatchObject({
      title: 'Kite logger',
      published: true,
      version: project.version,
    });
    expect(await projectRevisions(project.id)).toHaveLength(1);
    expect(await updatesLogged(project.id)).toBe(0);
  });

  it('refuses an autosave that would publish a draft, and nothing changes', async () => {
    const project = await createProject();
    const refused = await refusal(
      autosave(project.id, project.version, { title: 'Live now', published: true }),
    );
    expect(refused.code).toBe('BAD_REQUEST');
    expect(refused.field).toBe('published');

    // The input's `published` defaults to true: leaving it out cannot publish by the back door.
    const { published: _left, ...withoutState } = projectInput({ title: 'Live now' });
    const omitted = await refusal(
      adminApi().project.update({
        ...withoutState,
        id: project.id,
        version: project.version,
        autosave: true,
      }),
    );
    expect(omitted.code).toBe('BAD_REQUEST');

    expect(await stored(project.id)).toMatchObject({
      title: 'Kite logger',
      published: false,
      version: project.version,
    });
    expect(await projectRevisions(project.id)).toHaveLength(1);
    expect(await updatesLogged(project.id)).toBe(0);
  });
});
