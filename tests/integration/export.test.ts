/**
 * Export of the whole site or one team: one .tar.gz streamed as it is read, with the records as
 * versioned JSON (never a password hash), every post and series item as Markdown, and the
 * uploads the records use, byte for byte. GET /api/export decides who may take which.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';

import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  EXPORT_BUSY_MESSAGE,
  EXPORT_STALL_TIMEOUT_MS,
  sendExport,
} from '~/server/modules/export/export.http';
import { writeExport, type ExportManifest } from '~/server/modules/export/site-export';
import { createInnerContext } from '~/server/trpc/context';

import { startApiRouteServer, type ApiRouteServer } from '../helpers/api-route-server';
import {
  createBlogPost,
  createCustomLink,
  createMediaItem,
  createProject,
  createSeries,
  createSeriesItem,
} from '../helpers/content-factories';
import { useTestDatabase } from '../helpers/db';
import { createStaffedTeam, createTeam, sessionFor, type TestUser } from '../helpers/factories';

const uploadDir = await vi.hoisted(async () =>
  (await import('../helpers/own-upload-dir')).ownUploadDir('export'),
);

const database = useTestDatabase();

/** Every file of a .tar.gz, by name. */
async function unpack(archive: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      files.set(header.name, Buffer.concat(chunks));
      next();
    });
  });
  const done = new Promise<void>((resolve, reject) => {
    extract.on('finish', () => resolve());
    extract.on('error', reject);
  });
  const gunzip = createGunzip();
  gunzip.pipe(extract);
  gunzip.end(archive);
  await done;
  return files;
}

async function exportOf(scope: Parameters<typeof writeExport>[1]) {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const manifest = await writeExport(database().db, scope, output);
  return { manifest, files: await unpack(Buffer.concat(chunks)) };
}

/** The records of one collection, all pages together. */
function recordsOf(files: Map<string, Buffer>, collection: string): Array<Record<string, unknown>> {
  return [...files]
    .filter(([name]) => name.startsWith(`data/${collection}/`))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([, body]) => JSON.parse(body.toString()) as Array<Record<string, unknown>>);
}

let staff: Awaited<ReturnType<typeof createStaffedTeam>>;
let otherTeamId: string;
const imageBytes = randomBytes(2048);
const imageKey = 'media/exported-image.png';

beforeAll(async () => {
  const { db } = database();
  staff = await createStaffedTeam(db);
  const teamId = staff.team.id;
  await mkdir(path.join(uploadDir, 'media'), { recursive: true });
  await writeFile(path.join(uploadDir, imageKey), imageBytes);

  const series = await createSeries(db, teamId, { title: 'AI Hackathon', slug: 'ai-hackathon' });
  const item = await createSeriesItem(db, series.id, {
    title: 'Week 1: Kick-off',
    weekNumber: 1,
    content: '<h2>Goals</h2><p>Ship <strong>something</strong>.</p>',
  });
  const post = await createBlogPost(db, teamId, {
    title: 'Our first post',
    published: true,
    content: `<p>Hello</p><img src="/api/uploads/${imageKey}" alt="">`,
  });
  await createBlogPost(db, teamId, { title: 'A draft' });
  await createProject(db, teamId, { title: 'Teamfolio' });
  await createMediaItem(db, teamId, { title: 'Demo day' });
  await createCustomLink(db, { seriesItemId: item.id });
  await createCustomLink(db, { blogPostId: post.id });

  const other = await createTeam(db, { name: 'Other team' });
  otherTeamId = other.id;
  await createBlogPost(db, other.id, { title: 'Another team’s secret plans' });
});

describe('the site export', () => {
  let manifest: ExportManifest;
  let files: Map<string, Buffer>;
  beforeAll(async () => ({ manifest, files } = await exportOf({ kind: 'site' })));

  it('holds every record, counted in a versioned manifest', async () => {
    const { db } = database();
    expect(JSON.parse(files.get('manifest.json')!.toString())).toEqual(
      JSON.parse(JSON.stringify(manifest)),
    );
    expect(manifest).toMatchObject({ format: 'teamfolio-export', version: 1 });
    const expected = {
      teams: await db.team.count(),
      users: await db.user.count(),
      userRoles: await db.userRole.count(),
      teamMembers: await db.teamMember.count(),
      series: await db.series.count(),
      seriesItems: await db.seriesItem.count(),
      blogPosts: await db.blogPost.count(),
      projects: await db.project.count(),
      mediaItems: await db.mediaItem.count(),
      teamProfiles: await db.teamMemberProfile.count(),
      customLinks: await db.customLink.count(),
      socialPlatforms: await db.socialPlatform.count(),
      userSocialLinks: await db.userSocialLink.count(),
    };
    expect(manifest.counts).toEqual(expected);
    for (const [collection, count] of Object.entries(expected)) {
      expect(recordsOf(files, collection)).toHaveLength(count);
    }
  });

  it('never holds a password hash', () => {
    for (const user of recordsOf(files, 'users')) expect(user).not.toHaveProperty('passwordHash');
    for (const body of files.values()) expect(body.toString('latin1')).not.toContain('$argon2');
  });

  it('writes posts and series items as Markdown with front matter', () => {
    const markdown = [...files.keys()].filter((name) => name.startsWith('markdown/'));
    const kickOff = markdown.find((name) => name.startsWith('markdown/series/ai-hackathon/'));
    const text = files.get(kickOff!)!.toString();
    expect(text).toMatch(/^---\n/);
    expect(text).toContain('title: "Week 1: Kick-off"');
    expect(text).toContain('series: ai-hackathon');
    expect(text).toContain('week: 1');
    expect(text).toContain('## Goals');
    expect(text).toContain('Ship **something**.');
    const draft = markdown.find((name) => name.includes('a-draft'));
    expect(files.get(draft!)!.toString()).toContain('draft: true');
  });

  it('carries the uploads the records use, byte for byte', () => {
    expect(manifest.files).toBe(1);
    expect(files.get(`uploads/${imageKey}`)?.equals(imageBytes)).toBe(true);
  });
});

describe('a team export', () => {
  it('holds only that team’s records and its members', async () => {
    const { files, manifest } = await exportOf({ kind: 'team', teamId: staff.team.id });

    expect(recordsOf(files, 'teams').map((team) => team.id)).toEqual([staff.team.id]);
    expect(manifest.counts.blogPosts).toBe(2);
    expect(recordsOf(files, 'blogPosts').every((post) => post.teamId === staff.team.id)).toBe(true);
    const emails = recordsOf(files, 'users').map((user) => user.email);
    expect(emails.sort()).toEqual(
      [staff.owner.email, staff.admin.email, staff.member.email].sort(),
    );
    expect(manifest.counts.userRoles).toBe(0);
    expect(manifest.counts.customLinks).toBe(2);
    for (const body of files.values()) {
      expect(body.toString()).not.toContain('secret plans');
      expect(body.toString()).not.toContain(otherTeamId);
    }
  });
});

describe('npm run export', () => {
  // Starts tsx and loads the app's modules: seconds on a busy machine.
  it('writes a team export to a file only its owner can read', { timeout: 120_000 }, async () => {
    const { url } = database();
    const file = path.join(uploadDir, 'team-export.tar.gz');
    const run = (...args: string[]) =>
      promisify(execFile)('node_modules/.bin/tsx', ['scripts/export.ts', ...args], {
        env: { ...process.env, DATABASE_URL: url, UPLOAD_DIR: uploadDir },
      });

    const { stdout } = await run(file, '--team', staff.team.slug);

    expect(stdout).toMatch(/^\nExported \d+ records and 1 file to .*team-export\.tar\.gz\.\n$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const files = await unpack(await readFile(file));
    expect(recordsOf(files, 'teams').map((team) => team.slug)).toEqual([staff.team.slug]);
    await expect(run(file, '--team', 'no-such-team')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no team with the slug "no-such-team"'),
    });
  });
});

describe('GET /api/export', () => {
  let server: ApiRouteServer;
  let userOf: (token: string | undefined) => TestUser | null;
  let stallTimeoutMs = EXPORT_STALL_TIMEOUT_MS;

  beforeAll(async () => {
    userOf = (token) =>
      ({
        owner: staff.owner,
        member: staff.member,
        outsider: staff.outsider,
        systemAdmin: staff.systemAdmin,
      })[token ?? ''] ?? null;
    server = await startApiRouteServer(
      async (req, res) => {
        const user = userOf(req.headers['x-test-user'] as string | undefined);
        await sendExport(req, res, {
          createContext: () =>
            Promise.resolve(
              createInnerContext({ db: database().db, session: user && sessionFor(user) }),
            ),
          stallTimeoutMs,
        });
      },
      (url) => Object.fromEntries(new URL(url, 'http://localhost').searchParams),
    );
  });
  afterAll(() => server.close());

  function get(query: string, as?: string, method = 'GET') {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const req = request(`${server.origin}/api/export${query}`, {
          method,
          headers: as ? { 'x-test-user': as } : {},
        });
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
  }

  it('decides who may take which export before reading anything', async () => {
    const team = `?teamId=${staff.team.id}`;
    expect((await get('')).status).toBe(401);
    expect((await get('', 'owner')).status).toBe(403);
    expect((await get(team, 'member')).status).toBe(403);
    expect((await get(team, 'outsider')).status).toBe(403);
    expect((await get('?teamId=not-a-uuid', 'owner')).status).toBe(400);
    expect((await get('', 'systemAdmin', 'POST')).status).toBe(405);

    const teamExport = await get(team, 'owner');
    expect(teamExport.status).toBe(200);
    expect(teamExport.headers['content-disposition']).toMatch(
      /attachment; filename="teamfolio-export-team-\d+-/,
    );
    expect((await unpack(teamExport.body)).has('manifest.json')).toBe(true);

    const siteExport = await get('', 'systemAdmin');
    expect(siteExport.status).toBe(200);
    expect(siteExport.headers['cache-control']).toBe('no-store');
  });

  it('records who exported what in the audit log', async () => {
    const entries = await database().db.auditEntry.findMany({ where: { action: 'export' } });
    expect(entries.map((entry) => [entry.entityType, entry.actorId]).sort()).toEqual(
      [
        ['site', staff.systemAdmin.id],
        ['team', staff.owner.id],
      ].sort(),
    );
  });

  /** A large upload keeps an export of the team running while its client reads nothing. */
  async function startUnreadExport(query: string, as: string) {
    const { db } = database();
    const large = path.join(uploadDir, 'media/large.png');
    if (!(await stat(large).catch(() => null))) {
      await writeFile(large, randomBytes(16 * 1024 * 1024));
      await createMediaItem(db, staff.team.id, { mediaUrl: '/api/uploads/media/large.png' });
    }
    const req = request(`${server.origin}/api/export${query}`, { headers: { 'x-test-user': as } });
    const answer = new Promise<IncomingMessage>((resolve, reject) => {
      req.on('response', resolve);
      req.on('error', reject);
    });
    req.end();
    const response = await answer;
    response.pause();
    return response;
  }

  it('runs one export at a time per team: the site and other teams meanwhile go ahead', async () => {
    const team = `?teamId=${staff.team.id}`;
    const response = await startUnreadExport(team, 'owner');

    const second = await get(team, 'systemAdmin');
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toBe('60');
    expect((JSON.parse(second.body.toString()) as { message: string }).message).toBe(
      EXPORT_BUSY_MESSAGE,
    );
    expect((await get('', 'systemAdmin')).status).toBe(200);
    expect((await get(`?teamId=${otherTeamId}`, 'systemAdmin')).status).toBe(200);

    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => response.on('end', resolve));
    response.resume();
    await ended;
    const files = await unpack(Buffer.concat(chunks));
    expect(files.get('uploads/media/large.png')?.length).toBe(16 * 1024 * 1024);
    expect((await get(team, 'owner')).status).toBe(200);
  });

  it('cuts off a download its client stopped reading, and frees the team’s export', async () => {
    // Long enough for a busy machine to answer the second request below before the cut-off.
    stallTimeoutMs = 1_000;
    try {
      const team = `?teamId=${staff.team.id}`;
      const response = await startUnreadExport(team, 'owner');
      expect((await get(team, 'owner')).status).toBe(429);

      await vi.waitFor(async () => expect((await get(team, 'owner')).status).toBe(200), {
        timeout: 10_000,
        interval: 100,
      });
      // What the stalled client had not read yet is all it gets: its download was cut off.
      const cutOff = new Promise((resolve) => response.on('close', resolve));
      response.on('error', () => {});
      response.resume();
      await cutOff;
      expect(response.complete).toBe(false);
    } finally {
      stallTimeoutMs = EXPORT_STALL_TIMEOUT_MS;
    }
  });
});
