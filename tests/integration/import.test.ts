import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { gzipSync } from 'node:zlib';

import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_FILE_CHARS,
  type ImportSourceKind,
} from '~/schemas/import';
import { startJobWorker, stopJobWorker } from '~/server/jobs/instance';
import { writeExport } from '~/server/modules/export/site-export';
import { IMPORT_BATCH_SIZE, runImportJob } from '~/server/modules/import/import-job';
import { serviceContext } from '~/server/service-context';

import { archiveOf } from '../helpers/archive';
import { errorOf } from '../helpers/caller';
import { createBlogPost, createSeries, revalidationRecorder } from '../helpers/content-factories';
import { ghostExportOf, ghostFixture, ghostPost } from '../helpers/ghost';
import { useImportServer } from '../helpers/import-server';
import { useContentCast } from '../helpers/roles';

const uploadDir = await vi.hoisted(async () =>
  (await import('../helpers/own-upload-dir')).ownUploadDir('import'),
);

const cast = useContentCast();
const { database, as, adminApi } = cast;

const SITE_URL = 'https://winter.example.org';

beforeEach(async () => {
  const { db } = database();
  await db.import.deleteMany();
  await db.importSource.deleteMany();
  await db.blogPost.deleteMany();
  await db.series.deleteMany();
  await db.teamMemberProfile.deleteMany();
  await db.auditEntry.deleteMany();
  await db.storedFile.deleteMany();
  await db.$executeRawUnsafe('DELETE FROM pgboss.job');
});

afterEach(async () => {
  await stopJobWorker();
});

function jobContext() {
  const recorder = revalidationRecorder();
  return { ctx: serviceContext(database().db, recorder.revalidate), revalidated: recorder.paths };
}

/** The import's queued job, as the queue's own table holds it. */
async function queuedImportJobs() {
  return database().db.$queryRawUnsafe<{ data: { importId: string } }[]>(
    `SELECT data FROM pgboss.job WHERE name = 'content-import'`,
  );
}

/** Starts an import as the team's admin and runs its job here, as a worker would. */
async function importFile(
  file: string,
  siteUrl: string | null = SITE_URL,
  kind: ImportSourceKind = 'ghost',
) {
  const { id } = await adminApi().import.start({ teamId: cast.team.id, kind, file, siteUrl });
  const { ctx, revalidated } = jobContext();
  await runImportJob(ctx, { importId: id });
  const done = await adminApi().import.byId({ teamId: cast.team.id, id });
  return { ...done, revalidated };
}

const postsOfTeam = () =>
  database().db.blogPost.findMany({ where: { teamId: cast.team.id }, orderBy: { title: 'asc' } });

async function rowCounts() {
  const { db } = database();
  return {
    imports: await db.import.count(),
    sources: await db.importSource.count(),
    posts: await db.blogPost.count(),
    profiles: await db.teamMemberProfile.count(),
    audit: await db.auditEntry.count(),
    jobs: (await queuedImportJobs()).length,
  };
}
const NOTHING = { imports: 0, sources: 0, posts: 0, profiles: 0, audit: 0, jobs: 0 };

describe('import.preview (the dry run)', () => {
  it('says what a Ghost 4 export will create and what it leaves out and why, writing nothing', async () => {
    const report = await adminApi().import.preview({
      teamId: cast.team.id,
      kind: 'ghost',
      file: ghostFixture('ghost-v4.json'),
    });

    expect(report).toMatchObject({
      kind: 'ghost',
      version: '4.32.0',
      create: { posts: 3, published: 2, drafts: 1, scheduled: 0, teamProfiles: 2, tags: 2 },
      alreadyImported: { posts: 0, teamProfiles: 0 },
    });
    expect(report.skipped).toEqual([
      {
        entry: 'posts[3]',
        title: 'About us',
        reason: 'A page, not a post: Teamfolio has no pages.',
      },
      {
        entry: 'users[2]',
        title: 'Idle Admin',
        reason: 'Wrote none of the imported posts: no team profile is made.',
      },
    ]);
    expect(report.notes.join('\n')).toMatch(/1 internal tag/);
    // Without the blog's address, its own images (__GHOST_URL__) cannot be kept.
    expect(report.notes.join('\n')).toMatch(/__GHOST_URL__/);
    expect(await rowCounts()).toEqual(NOTHING);
  });

  it('reports a Ghost 5 export: scheduled, past-due and email-only posts', async () => {
    const report = await adminApi().import.preview({
      teamId: cast.team.id,
      kind: 'ghost',
      file: ghostFixture('ghost-v5.json'),
      siteUrl: SITE_URL,
    });

    expect(report).toMatchObject({
      version: '5.73.1',
      create: { posts: 4, published: 1, drafts: 2, scheduled: 1, teamProfiles: 1, tags: 2 },
    });
    expect(report.skipped.map(({ entry, reason }) => [entry, reason])).toEqual([
      ['posts[3]', 'Its scheduled time has passed: it is imported as a draft instead.'],
      ['posts[4]', 'Sent by email only: it was never on the site.'],
    ]);
    expect(report.notes).toEqual([]);
  });
});

describe('a broken file', () => {
  async function refusal(file: string) {
    const error = await errorOf(
      adminApi().import.start({ teamId: cast.team.id, kind: 'ghost', file }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(await rowCounts()).toEqual(NOTHING);
    return error.message;
  }

  it('that is not JSON is refused, and nothing is written', async () => {
    expect(await refusal('{"db": [ {"meta": ')).toMatch(/^The file is not valid JSON/);
  });

  it('that is not a Ghost export is refused', async () => {
    expect(await refusal('{"posts": []}')).toMatch(/no "db" list/);
    expect(await refusal('[1, 2, 3]')).toMatch(/no "db" list/);
  });

  it('with a post without a title names the entry and the field', async () => {
    const file = ghostExportOf([ghostPost(), ghostPost({ id: 'abc123', title: '   ' })]);
    expect(await refusal(file)).toBe(
      'Ghost export, posts[1] (id abc123), field title: Title is required.',
    );
  });

  it('with a field of the wrong type names the entry and the field', async () => {
    const file = ghostExportOf([ghostPost({ title: 'Typed wrong', status: 5 })]);
    expect(await refusal(file)).toBe(
      'Ghost export, posts[0] (“Typed wrong”), field status: Status must be published, draft, scheduled or sent.',
    );
    const badDate = ghostExportOf([ghostPost({ title: 'When?', published_at: 'last week' })]);
    expect(await refusal(badDate)).toMatch(
      /posts\[0\] \(“When\?”\), field published_at: Must be a date/,
    );
  });

  it('with an editor document that is not JSON names the entry and the field', async () => {
    const file = ghostExportOf([ghostPost({ title: 'Broken body', html: null, lexical: '{nope' })]);
    expect(await refusal(file)).toBe('Ghost export, posts[0], field lexical: Not valid JSON.');
  });

  it('with a NUL character, which PostgreSQL cannot store, names the entry and the field', async () => {
    const file = ghostExportOf([ghostPost({ title: 'Nul', html: '<p>a\u0000b</p>' })]);
    expect(await refusal(file)).toBe(
      'Ghost export, posts[0] (“Nul”), field html: Must not contain control characters.',
    );
  });

  it('that is too large is refused before it is read', async () => {
    const huge = ghostExportOf([
      ghostPost({ html: `<p>${'x'.repeat(MAX_IMPORT_FILE_CHARS)}</p>` }),
    ]);
    expect(await refusal(huge)).toMatch(/The file is too large/);
  });
});

describe('importing a Ghost 4 export', () => {
  it('creates the posts with their tags, authors and states, and the authors as team profiles', async () => {
    const result = await importFile(ghostFixture('ghost-v4.json'));

    expect(result).toMatchObject({
      status: 'done',
      processed: 5,
      total: 5,
      created: { posts: 3, teamProfiles: 2 },
      error: null,
      actorName: cast.users.admin.fullName,
    });
    const posts = await postsOfTeam();
    expect(
      posts.map(({ title, published, tags, authorName, authorId }) => ({
        title,
        published,
        tags,
        authorName,
        authorId,
      })),
    ).toEqual([
      {
        title: 'Ideas for week three',
        published: false,
        tags: [],
        authorName: 'Ada Lovelace',
        authorId: null,
      },
      {
        title: 'Kick-off: what we are building this winter',
        published: true,
        tags: ['Hackathon'],
        authorName: 'Ada Lovelace',
        authorId: null,
      },
      {
        title: 'Week two: the parser works',
        published: true,
        tags: ['Progress', 'Hackathon'],
        authorName: 'Grace Hopper',
        authorId: null,
      },
    ]);
    const [ideas, kickOff, weekTwo] = posts;
    expect(kickOff).toMatchObject({
      publishedAt: new Date('2022-01-01T09:00:00.000Z'),
      excerpt: 'Week one of the winter build.',
      featuredImageUrl: 'https://images.example.org/kickoff-cover.jpg',
    });
    expect(kickOff!.content).toContain('src="https://images.example.org/kickoff.jpg"');
    // The blog's own images take the address it was published at.
    expect(weekTwo!.featuredImageUrl).toBe(`${SITE_URL}/content/images/2022/01/week-two.png`);
    expect(weekTwo!.content).toContain(`src="${SITE_URL}/content/images/2022/01/chart.png"`);
    // A draft kept only as mobiledoc: its text, heading, list and image card, escaped.
    expect(ideas!.content).toBe(
      '<h2>Open questions</h2><p>Caching or not? &lt;b&gt;maybe&lt;/b&gt;</p>' +
        '<ul><li>Speed</li><li>Cost</li></ul>' +
        '<img src="https://images.example.org/sketch.png" alt="A sketch" />',
    );
    expect(ideas!.publishedAt).toBeNull();

    const profiles = await database().db.teamMemberProfile.findMany({
      where: { teamId: cast.team.id },
      orderBy: { orderIndex: 'asc' },
    });
    expect(
      profiles.map(({ name, role, bio, photoUrl, twitterUrl }) => ({
        name,
        role,
        bio,
        photoUrl,
        twitterUrl,
      })),
    ).toEqual([
      {
        name: 'Ada Lovelace',
        role: 'Administrator',
        bio: 'Writes the parser.',
        photoUrl: 'https://images.example.org/ada.jpg',
        twitterUrl: 'https://x.com/ada',
      },
      { name: 'Grace Hopper', role: 'Author', bio: null, photoUrl: null, twitterUrl: null },
    ]);
    // The published posts' pages and the About page are rebuilt.
    expect(result.revalidated).toEqual(
      expect.arrayContaining([`/blog/${kickOff!.id}`, `/blog/${weekTwo!.id}`, '/about']),
    );
    expect(result.revalidated).not.toContain(`/blog/${ideas!.id}`);
  });

  it('leaves a post with a script inert', async () => {
    await importFile(ghostFixture('ghost-v4.json'));

    const weekTwo = (await postsOfTeam()).find((post) => post.title.startsWith('Week two'))!;
    expect(weekTwo.content).toContain('<h2>Progress</h2><p>The parser reads every file.</p>');
    expect(weekTwo.content).not.toMatch(/<script|alert\('owned'\)|javascript:|onclick|onerror/i);
  });

  it('records one audit entry naming who imported what', async () => {
    const { id } = await importFile(ghostFixture('ghost-v4.json'));

    const entries = await database().db.auditEntry.findMany({ where: { action: 'import' } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: cast.users.admin.id,
      entityType: 'import',
      entityId: id,
      entityLabel: 'Ghost export: 3 post(s), 0 series item(s), 2 profile(s)',
      teamId: cast.team.id,
    });
  });

  it('a second time creates nothing, and the dry run says it was imported already', async () => {
    await importFile(ghostFixture('ghost-v4.json'));
    const before = await rowCounts();

    const report = await adminApi().import.preview({
      teamId: cast.team.id,
      kind: 'ghost',
      file: ghostFixture('ghost-v4.json'),
    });
    expect(report.create).toMatchObject({ posts: 0, teamProfiles: 0, tags: 0 });
    expect(report.alreadyImported).toEqual({
      posts: 3,
      teamProfiles: 2,
      seriesItems: 0,
      series: 0,
      projects: 0,
      mediaItems: 0,
      customLinks: 0,
    });

    const again = await importFile(ghostFixture('ghost-v4.json'));
    expect(again).toMatchObject({
      status: 'done',
      processed: 5,
      created: { posts: 0, teamProfiles: 0 },
    });
    const after = await rowCounts();
    // Only the second import's own row, job and audit entry are new.
    expect(after).toEqual({
      ...before,
      imports: 2,
      audit: before.audit + 1,
      jobs: before.jobs + 1,
    });
  });

  it('into another team creates that team its own copies: the key is per team', async () => {
    await importFile(ghostFixture('ghost-v4.json'));
    // The home team's owner is no admin of the other team.
    const refused = await errorOf(
      as('owner').api.import.start({
        teamId: cast.otherTeam.id,
        kind: 'ghost',
        file: ghostFixture('ghost-v4.json'),
      }),
    );
    expect(refused.code).toBe('FORBIDDEN');

    const { id: otherId } = await as('otherAdmin').api.import.start({
      teamId: cast.otherTeam.id,
      kind: 'ghost',
      file: ghostFixture('ghost-v4.json'),
    });
    await runImportJob(jobContext().ctx, { importId: otherId });
    expect(await database().db.blogPost.count({ where: { teamId: cast.otherTeam.id } })).toBe(3);
    expect(await database().db.blogPost.count({ where: { teamId: cast.team.id } })).toBe(3);
  });
});

describe('a Ghost export with records sharing an id', () => {
  it('reports the later ones as skipped with the reason, and the job creates what it reported', async () => {
    const first = ghostPost({ title: 'First of the pair', author_id: 'u1' });
    const posts = [
      first,
      ...Array.from({ length: 5 }, (_, n) => ({ ...first, title: `Copy ${n + 1}` })),
      ghostPost({ title: 'On its own' }),
    ];
    const file = JSON.stringify({
      db: [
        {
          meta: { version: '5.80.0' },
          data: {
            posts,
            users: [
              { id: 'u1', name: 'Ada' },
              { id: 'u1', name: 'Ada again' },
            ],
          },
        },
      ],
    });

    const report = await adminApi().import.preview({ teamId: cast.team.id, kind: 'ghost', file });
    expect(report.create).toMatchObject({ posts: 2, teamProfiles: 1 });
    expect(report.skipped).toEqual([
      ...[1, 2, 3, 4, 5].map((n) => ({
        entry: `posts[${n}]`,
        title: `Copy ${n}`,
        reason: 'Same id as posts[0]: only the first is imported.',
      })),
      {
        entry: 'users[1]',
        title: 'Ada again',
        reason: 'Same id as users[0]: only the first is imported.',
      },
    ]);

    const done = await importFile(file);
    expect(done.created).toMatchObject({ posts: 2, teamProfiles: 1 });
    expect((await postsOfTeam()).map((post) => post.title)).toEqual([
      'First of the pair',
      'On its own',
    ]);
  });
});

describe('importing a Ghost 5 export', () => {
  it('renders lexical-only posts, and schedules a scheduled post through the schedule queue', async () => {
    const result = await importFile(ghostFixture('ghost-v5.json'));
    expect(result).toMatchObject({ status: 'done', created: { posts: 4, teamProfiles: 1 } });

    const posts = await postsOfTeam();
    const byTitle = Object.fromEntries(posts.map((post) => [post.title, post]));
    expect(byTitle['Launch day']).toMatchObject({
      published: true,
      tags: ['Launch'],
      authorName: 'Linus Builder',
      // html wins over lexical when the export has it.
      content: '<p>It is out. <strong>Try it</strong> today.</p>',
    });
    expect(byTitle['Retrospective']!.content).toBe(
      '<h2>What went well</h2><p>Shipping &lt;early&gt;\nand often.</p>' +
        '<ol><li>Tests</li><li>Demos</li></ol>' +
        '<img src="https://cdn.example.net/retro.png" alt="Board" /><p>Thanks!</p>',
    );
    const scheduled = byTitle['Version 2 is coming']!;
    expect(scheduled).toMatchObject({
      published: false,
      publishAt: new Date('2099-01-01T09:00:00.000Z'),
      scheduledById: cast.users.admin.id,
    });
    const jobs = await database().db.$queryRawUnsafe<{ singleton_key: string }[]>(
      `SELECT singleton_key FROM pgboss.job WHERE name = 'content-schedule'`,
    );
    expect(jobs.map((job) => job.singleton_key)).toEqual([`blog_post:${scheduled.id}:publish`]);
    expect(byTitle['Missed its slot']).toMatchObject({ published: false, publishAt: null });
    expect(byTitle['Members-only newsletter']).toBeUndefined();

    const [profile] = await database().db.teamMemberProfile.findMany({
      where: { teamId: cast.team.id },
    });
    expect(profile).toMatchObject({
      name: 'Linus Builder',
      role: 'Owner',
      photoUrl: `${SITE_URL}/content/images/2023/11/linus.jpg`,
      twitterUrl: 'https://x.com/linusb',
    });
  });
});

describe('the import job', () => {
  it('writes in batches and, run twice at once, creates each record once', async () => {
    const count = IMPORT_BATCH_SIZE * 2 + 3;
    const file = ghostExportOf(Array.from({ length: count }, () => ghostPost()));
    const { id } = await adminApi().import.start({ teamId: cast.team.id, kind: 'ghost', file });

    const { ctx } = jobContext();
    await Promise.all([runImportJob(ctx, { importId: id }), runImportJob(ctx, { importId: id })]);

    expect(await database().db.blogPost.count({ where: { teamId: cast.team.id } })).toBe(count);
    expect(await adminApi().import.byId({ teamId: cast.team.id, id })).toMatchObject({
      status: 'done',
      processed: count,
      total: count,
      created: { posts: count },
    });
  });

  it('is run by the worker from the content-import queue', async () => {
    const { id } = await adminApi().import.start({
      teamId: cast.team.id,
      kind: 'ghost',
      file: ghostFixture('ghost-v5.json'),
    });
    expect((await queuedImportJobs()).map((job) => job.data)).toEqual([{ importId: id }]);

    startJobWorker(jobContext().ctx.revalidate);

    const deadline = Date.now() + 15_000;
    let status = 'queued';
    while (status !== 'done' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ({ status } = await adminApi().import.byId({ teamId: cast.team.id, id }));
    }
    expect(status).toBe('done');
    expect(await database().db.blogPost.count({ where: { teamId: cast.team.id } })).toBe(4);
  });

  it('lets one import run per team at a time', async () => {
    const input = {
      teamId: cast.team.id,
      kind: 'ghost' as const,
      file: ghostExportOf([ghostPost()]),
    };
    await adminApi().import.start(input);

    const error = await errorOf(adminApi().import.start(input));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('An import is already running for this team.');
  });
});

describe('who may import', () => {
  const input = () => ({
    teamId: cast.team.id,
    kind: 'ghost' as const,
    file: ghostFixture('ghost-v4.json'),
  });

  it('a member of the team may not, not even the dry run (FORBIDDEN)', async () => {
    expect((await errorOf(as('member').api.import.preview(input()))).code).toBe('FORBIDDEN');
    expect((await errorOf(as('member').api.import.start(input()))).code).toBe('FORBIDDEN');
    expect(await rowCounts()).toEqual(NOTHING);
  });

  it("another team's admin may not import into this team (FORBIDDEN)", async () => {
    expect((await errorOf(as('otherAdmin').api.import.start(input()))).code).toBe('FORBIDDEN');
    expect(await rowCounts()).toEqual(NOTHING);
  });

  it("another team's admin cannot read this team's import by its id (NOT_FOUND)", async () => {
    const { id } = await adminApi().import.start(input());
    const error = await errorOf(
      as('otherAdmin').api.import.byId({ teamId: cast.otherTeam.id, id }),
    );
    expect(error.code).toBe('NOT_FOUND');
  });

  it('the owner and a system admin may', async () => {
    await as('owner').api.import.preview(input());
    const { id } = await as('systemAdmin').api.import.start(input());
    expect(await adminApi().import.adminList({ teamId: cast.team.id })).toMatchObject([
      { id, status: 'queued', actorName: cast.users.systemAdmin.fullName },
    ]);
  });
});

describe('importing a Markdown file', () => {
  const POST = [
    '---',
    'title: Notes from the road',
    'date: 2024-03-05T10:00:00Z',
    'tags: [travel, demo]',
    'excerpt: Where we went.',
    'image: https://cdn.example.net/road.jpg',
    'author: Ada Lovelace',
    '---',
    '',
    '# Day one',
    '',
    'We drove **far**. <script>steal()</script>',
    '',
    '![map](./images/map.png) ![sky](https://cdn.example.net/sky.jpg)',
    '',
  ].join('\n');

  it('makes a post of it: front matter to fields, Markdown to sanitised HTML', async () => {
    const report = await adminApi().import.preview({
      teamId: cast.team.id,
      kind: 'markdown',
      file: POST,
    });
    expect(report.create).toMatchObject({ posts: 1, published: 1, seriesItems: 0, tags: 2 });
    expect(report.notes.join('\n')).toMatch(/1 image\(s\) have paths relative to the file/);

    await importFile(POST, null, 'markdown');

    const [post] = await postsOfTeam();
    expect(post).toMatchObject({
      title: 'Notes from the road',
      published: true,
      publishedAt: new Date('2024-03-05T10:00:00Z'),
      tags: ['travel', 'demo'],
      excerpt: 'Where we went.',
      featuredImageUrl: 'https://cdn.example.net/road.jpg',
      authorName: 'Ada Lovelace',
    });
    expect(post!.content).toContain('<h1>Day one</h1>');
    expect(post!.content).toContain('<strong>far</strong>');
    expect(post!.content).toContain('src="https://cdn.example.net/sky.jpg"');
    expect(post!.content).not.toMatch(/<script|steal\(|map\.png/);

    // Keyed by its title and date: the same file again creates nothing.
    const again = await importFile(POST, null, 'markdown');
    expect(again.created).toMatchObject({ posts: 0 });
    expect(await postsOfTeam()).toHaveLength(1);
  });

  it("makes a series item of a file naming one of the team's series", async () => {
    const series = await createSeries(database().db, cast.team.id, { slug: 'winter-build' });
    const file = [
      '---',
      'id: 0f8e7d6c-5b4a-4321-9876-543210fedcba',
      'title: Week 3 demo',
      'series: winter-build',
      'week: 3',
      'type: milestone',
      'draft: true',
      '---',
      '',
      'The demo works end to end.',
      '',
      'Next: polish.',
    ].join('\n');

    const result = await importFile(file, null, 'markdown');

    expect(result.created).toMatchObject({ seriesItems: 1, posts: 0 });
    const items = await database().db.seriesItem.findMany({ where: { seriesId: series.id } });
    expect(items).toMatchObject([
      {
        title: 'Week 3 demo',
        summary: 'The demo works end to end.',
        content: 'The demo works end to end.\n\nNext: polish.',
        itemType: 'milestone',
        weekNumber: 3,
        published: false,
      },
    ]);
  });

  it('stops with the error kept on the import when its series is deleted before the job runs', async () => {
    const series = await createSeries(database().db, cast.team.id, { slug: 'short-lived' });
    const { id } = await adminApi().import.start({
      teamId: cast.team.id,
      kind: 'markdown',
      file: '---\ntitle: Orphan\nseries: short-lived\n---\nText',
    });
    await database().db.series.delete({ where: { id: series.id } });

    await runImportJob(jobContext().ctx, { importId: id });

    expect(await adminApi().import.byId({ teamId: cast.team.id, id })).toMatchObject({
      status: 'failed',
      processed: 0,
      error: 'The import stopped with an error; what was written before it is kept.',
    });
    expect(await database().db.seriesItem.count()).toBe(0);
    // A failed import no longer holds the team: another may start.
    await adminApi().import.preview({
      teamId: cast.team.id,
      kind: 'ghost',
      file: ghostExportOf([]),
    });
    await adminApi().import.start({ teamId: cast.team.id, kind: 'ghost', file: ghostExportOf([]) });
  });

  it('leaves out a series item whose series the team does not have, saying why', async () => {
    await createSeries(database().db, cast.otherTeam.id, { slug: 'not-ours' });
    const report = await adminApi().import.preview({
      teamId: cast.team.id,
      kind: 'markdown',
      file: '---\ntitle: Elsewhere\nseries: not-ours\n---\nText',
    });
    expect(report.create.seriesItems).toBe(0);
    expect(report.skipped).toEqual([
      {
        entry: 'the file',
        title: 'Elsewhere',
        reason: 'This team has no series "not-ours": create it first.',
      },
    ]);
  });

  it('refuses front matter that is missing or wrong, naming the field', async () => {
    const refused = async (file: string) => {
      const error = await errorOf(
        adminApi().import.preview({ teamId: cast.team.id, kind: 'markdown', file }),
      );
      expect(error.code).toBe('BAD_REQUEST');
      return error.message;
    };
    expect(await refused('# Just text')).toMatch(
      /^Markdown file, the file: It has no front matter/,
    );
    expect(await refused('---\ntitle: [unclosed\n---\n')).toMatch(
      /^Markdown file, front matter: Not valid YAML/,
    );
    expect(await refused('---\ndate: 2024-01-01\n---\nBody')).toBe(
      'Markdown file, front matter, field title: Title is required.',
    );
    expect(await refused('---\ntitle: T\nseries: s\nweek: soon\n---\n')).toBe(
      'Markdown file, front matter, field week: Week must be a whole number.',
    );
    expect(await rowCounts()).toEqual(NOTHING);
  });
});

describe('POST /api/import', () => {
  const { send } = useImportServer(
    () => database().db,
    () => ({ teamId: cast.team.id, kind: 'ghost' }),
  );

  const CHUNK = Buffer.alloc(64 * 1024, 0x20);
  function* bodyOf(head: string, size: number): Generator<Buffer> {
    yield Buffer.from(head);
    for (let sent = head.length; sent < size; sent += CHUNK.length) yield CHUNK;
  }

  it('takes the file as the body: the dry run, then the start', async () => {
    const file = [Buffer.from(ghostFixture('ghost-v5.json'))];
    const preview = await send(cast.users.admin, { mode: 'preview' }, file);
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({ create: { posts: 4 } });

    const started = await send(cast.users.admin, { mode: 'start' }, file);
    expect(started.status).toBe(200);
    expect(await queuedImportJobs()).toEqual([{ data: { importId: started.json.id } }]);
  });

  it('refuses a file over the limit while it arrives, and reads no more of it', async () => {
    const total = MAX_IMPORT_FILE_BYTES * 4;
    const answer = await send(cast.users.admin, { mode: 'start' }, bodyOf('{"db":[', total));
    expect(answer.status).toBe(413);
    expect(answer.json.message).toBe(
      'The file is too large: at most 8 MB can be imported at once.',
    );
    expect(answer.bytesSent).toBeLessThan(total);
    expect(await rowCounts()).toEqual(NOTHING);
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const answer = await send(cast.users.admin, { mode: 'preview' }, [Buffer.from('{}')], {
      'content-length': String(MAX_IMPORT_FILE_BYTES + 1),
    });
    expect(answer.status).toBe(413);
  });

  it("refuses a member, another team's admin and another site's page", async () => {
    const file = () => [Buffer.from(ghostFixture('ghost-v4.json'))];
    expect((await send(cast.users.member, { mode: 'start' }, file())).status).toBe(403);
    expect((await send(cast.users.otherAdmin, { mode: 'start' }, file())).status).toBe(403);
    const crossSite = await send(cast.users.admin, { mode: 'start' }, file(), {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json.message).toBe('Imports must come from this site.');
    expect(await rowCounts()).toEqual(NOTHING);
  });

  it('takes an archive as its bytes', async () => {
    const archive = await archiveOf({ 'post.md': '---\ntitle: Sent raw\n---\nBody' });
    const answer = await send(cast.users.admin, { mode: 'preview', kind: 'markdown-archive' }, [
      archive,
    ]);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ create: { posts: 1 } });
  });

  it('answers a malformed file with 400 naming the entry and field', async () => {
    const file = ghostExportOf([ghostPost({ id: 'x1', title: '' })]);
    const answer = await send(cast.users.admin, { mode: 'preview' }, [Buffer.from(file)]);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe(
      'Ghost export, posts[0] (id x1), field title: Title is required.',
    );
  });
});

describe('importing a .tar.gz of Markdown files', () => {
  const picture = () =>
    sharp({ create: { width: 4, height: 3, channels: 3, background: '#2980b9' } })
      .png()
      .toBuffer();

  async function blogArchive() {
    return archiveOf({
      'site/posts/hello.md': [
        '---',
        'title: Hello from the archive',
        'date: 2024-02-01T09:00:00Z',
        'tags: [archive]',
        '---',
        '',
        'A picture: ![chart](../images/chart%20one.png)',
        '',
        'And again: ![chart](/site/images/not-here.png)',
      ].join('\n'),
      'site/images/chart one.png': await picture(),
      'site/series/week-1.md': '---\ntitle: Week 1\nseries: archive-series\nweek: 1\n---\nStarted.',
      'site/notes.txt': 'ignored',
    });
  }

  it('says in the dry run what it will create and that it stores the images, storing nothing', async () => {
    await createSeries(database().db, cast.team.id, { slug: 'archive-series' });
    const file = (await blogArchive()).toString('base64');

    const report = await adminApi().import.preview({
      teamId: cast.team.id,
      kind: 'markdown-archive',
      file,
    });

    expect(report.create).toMatchObject({ posts: 1, seriesItems: 1, tags: 1 });
    expect(report.notes).toContain(
      "1 image(s) of the archive will be stored with the team's uploads.",
    );
    expect(await database().db.storedFile.count()).toBe(0);
  });

  it("stores the images a file shows by a path inside the archive with the team's uploads", async () => {
    const series = await createSeries(database().db, cast.team.id, { slug: 'archive-series' });
    const file = (await blogArchive()).toString('base64');

    const result = await importFile(file, null, 'markdown-archive');

    expect(result.created).toMatchObject({ posts: 1, seriesItems: 1 });
    const [stored] = await database().db.storedFile.findMany({ where: { teamId: cast.team.id } });
    expect(stored!.url).toMatch(/^\/api\/uploads\/blog\/[0-9a-f]+-\d+\.png$/);
    expect(await readdir(path.join(uploadDir, 'blog'))).toEqual([path.basename(stored!.url!)]);
    const [post] = await postsOfTeam();
    expect(post!.content).toContain(`<img src="${stored!.url}" alt="chart" />`);
    // A site path stays as written: it is not in the archive.
    expect(post!.content).toContain('src="/site/images/not-here.png"');
    expect(await database().db.seriesItem.count({ where: { seriesId: series.id } })).toBe(1);
  });

  it("reads back a Teamfolio team export's posts into another team", async () => {
    const { db } = database();
    await createBlogPost(db, cast.team.id, {
      title: 'Exported and back',
      content: '<h2>Plan</h2><p>Ship <strong>it</strong>.</p>',
      published: true,
      publishedAt: new Date('2024-04-01T08:00:00Z'),
      tags: ['round', 'trip'],
    });
    await createBlogPost(db, cast.team.id, { title: 'Exported draft', published: false });
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeExport(db, { kind: 'team', teamId: cast.team.id }, output);

    const { id } = await as('otherAdmin').api.import.start({
      teamId: cast.otherTeam.id,
      kind: 'markdown-archive',
      file: Buffer.concat(chunks).toString('base64'),
    });
    await runImportJob(jobContext().ctx, { importId: id });

    const posts = await db.blogPost.findMany({
      where: { teamId: cast.otherTeam.id },
      orderBy: { title: 'asc' },
    });
    expect(posts.map(({ title, published }) => ({ title, published }))).toEqual([
      { title: 'Exported and back', published: true },
      { title: 'Exported draft', published: false },
    ]);
    expect(posts[0]).toMatchObject({
      publishedAt: new Date('2024-04-01T08:00:00Z'),
      tags: ['round', 'trip'],
    });
    expect(posts[0]!.content).toBe('<h2>Plan</h2>\n<p>Ship <strong>it</strong>.</p>\n');
  });

  it('names the file and field of a broken entry, and writes nothing, no image either', async () => {
    const file = (
      await archiveOf({
        'a/good.md': '---\ntitle: Good\n---\n![shown](pic.png)',
        'a/pic.png': await picture(),
        'a/bad.md': '---\ndraft: yes\n---\n',
      })
    ).toString('base64');
    const error = await errorOf(
      adminApi().import.start({ teamId: cast.team.id, kind: 'markdown-archive', file }),
    );
    expect(error.message).toBe(
      'Markdown archive, a/bad.md, front matter, field title: Title is required.',
    );
    expect(await rowCounts()).toEqual(NOTHING);
    expect(await database().db.storedFile.count()).toBe(0);
  });

  it('refuses what is not a .tar.gz, an archive without Markdown, and a gzip bomb', async () => {
    const refused = async (archive: Buffer) =>
      (
        await errorOf(
          adminApi().import.preview({
            teamId: cast.team.id,
            kind: 'markdown-archive',
            file: archive.toString('base64'),
          }),
        )
      ).message;
    expect(await refused(Buffer.from('not gzip at all'))).toBe(
      'Markdown archive: It is not a .tar.gz file.',
    );
    // An entry that would leave the archive is never read.
    expect(await refused(await archiveOf({ '../escape.md': '---\ntitle: Out\n---\n' }))).toBe(
      'Markdown archive: It holds no .md file.',
    );
    // 70 MB of zeros pack into a few kilobytes; unpacking stops at 64 MB.
    expect(await refused(gzipSync(Buffer.alloc(70 * 1024 * 1024)))).toBe(
      'Markdown archive: It unpacks to more than 64 MB.',
    );
  });
});
