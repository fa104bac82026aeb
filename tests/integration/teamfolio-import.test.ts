/**
 * A Teamfolio export brought into a team: the demo team's export (the export module's own
 * writer) read back into an empty team with new ids, its references remapped and its uploads
 * stored as uploads are (decoded and encoded again); a second import creates nothing; a wrong
 * manifest, a bad record or an image an upload would refuse is refused before anything is
 * written; only the team's admins may import.
 */
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';

import { TRPCError } from '@trpc/server';
import sharp from 'sharp';
import { extract, pack } from 'tar-stream';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { writeExport } from '~/server/modules/export/site-export';
import { runImportJob } from '~/server/modules/import/import-job';
import { serviceContext } from '~/server/service-context';

import { seedDemo } from '../../prisma/seed';
import { revalidationRecorder } from '../helpers/content-factories';
import { pngSize, withPngSize, withPngText } from '../helpers/png';
import { useContentCast } from '../helpers/roles';

const uploadDir = await vi.hoisted(async () =>
  (await import('../helpers/own-upload-dir')).ownUploadDir('teamfolio-import'),
);

const cast = useContentCast();
const { database, as, adminApi } = cast;

/** Every file of a .tar.gz, by name. */
async function unpack(archive: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const reader = extract();
  const done = new Promise<void>((resolve, reject) => {
    reader.on('finish', resolve);
    reader.on('error', reject);
  });
  reader.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      files.set(header.name, Buffer.concat(chunks));
      next();
    });
  });
  reader.end(gunzipSync(archive));
  await done;
  return files;
}

/** The files packed again as a .tar.gz, base64-encoded as the API carries it. */
async function repack(files: Map<string, Buffer>): Promise<string> {
  const packer = pack();
  const chunks: Buffer[] = [];
  packer.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve) => packer.on('end', resolve));
  for (const [name, body] of files) packer.entry({ name }, body);
  packer.finalize();
  await ended;
  return gzipSync(Buffer.concat(chunks)).toString('base64');
}

let demoTeamId: string;
let archive: string;
let exported: Map<string, Buffer>;
const imageBytes = await sharp({
  create: { width: 8, height: 6, channels: 3, background: '#3366cc' },
})
  .png()
  .toBuffer();
const imageUrl = '/api/uploads/media/demo-day-0000000001.png';

beforeAll(async () => {
  const { db } = database();
  await seedDemo(db);
  const demo = await db.team.findUniqueOrThrow({
    where: { slug: 'northwind-innovation-lab' },
    select: { id: true },
  });
  demoTeamId = demo.id;
  // The demo team's content refers to one upload, which the export carries byte for byte.
  await mkdir(path.join(uploadDir, 'media'), { recursive: true });
  await writeFile(path.join(uploadDir, 'media', 'demo-day-0000000001.png'), imageBytes);
  const media = await db.mediaItem.findFirstOrThrow({
    where: { teamId: demoTeamId, mediaType: 'image' },
    orderBy: { id: 'asc' },
  });
  await db.mediaItem.update({ where: { id: media.id }, data: { mediaUrl: imageUrl } });
  const post = await db.blogPost.findFirstOrThrow({
    where: { teamId: demoTeamId, published: true },
    orderBy: { id: 'asc' },
  });
  await db.blogPost.update({
    where: { id: post.id },
    data: {
      featuredImageUrl: imageUrl,
      content: `${post.content}<p><img src="${imageUrl}" alt="Demo day" /></p>`,
    },
  });

  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
  await writeExport(db, { kind: 'team', teamId: demoTeamId }, output);
  const bytes = Buffer.concat(chunks);
  archive = bytes.toString('base64');
  exported = await unpack(bytes);
});

beforeEach(async () => {
  const { db } = database();
  const teamId = cast.team.id;
  await db.import.deleteMany({ where: { teamId } });
  await db.importSource.deleteMany({ where: { teamId } });
  await db.series.deleteMany({ where: { teamId } });
  await db.blogPost.deleteMany({ where: { teamId } });
  await db.project.deleteMany({ where: { teamId } });
  await db.mediaItem.deleteMany({ where: { teamId } });
  await db.teamMemberProfile.deleteMany({ where: { teamId } });
  await db.storedFile.deleteMany({ where: { teamId } });
});

/** Starts an import of `file` as the team's admin and runs its job here, as a worker would. */
async function importFile(file: string) {
  const { id, report } = await adminApi().import.start({
    teamId: cast.team.id,
    kind: 'teamfolio',
    file,
  });
  await runImportJob(serviceContext(database().db, revalidationRecorder().revalidate), {
    importId: id,
  });
  return { report, done: await adminApi().import.byId({ teamId: cast.team.id, id }) };
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

/** What a team holds, per collection: each record's public fields, without ids. */
async function contentOf(teamId: string) {
  const { db } = database();
  const series = await db.series.findMany({
    where: { teamId },
    orderBy: { title: 'asc' },
    include: {
      items: { orderBy: [{ itemOrder: 'asc' }, { createdAt: 'asc' }] },
      projects: { select: { title: true } },
      customLinks: { orderBy: { displayOrder: 'asc' } },
    },
  });
  const posts = await db.blogPost.findMany({
    where: { teamId },
    orderBy: { title: 'asc' },
    include: { customLinks: { orderBy: { displayOrder: 'asc' } } },
  });
  const projects = await db.project.findMany({
    where: { teamId },
    orderBy: { title: 'asc' },
    include: { series: { select: { title: true } }, customLinks: true },
  });
  const media = await db.mediaItem.findMany({ where: { teamId }, orderBy: { title: 'asc' } });
  const profiles = await db.teamMemberProfile.findMany({
    where: { teamId },
    orderBy: [{ orderIndex: 'asc' }, { name: 'asc' }],
  });
  const links = (rows: { linkName: string; linkUrl: string }[]) =>
    rows.map(({ linkName, linkUrl }) => ({ linkName, linkUrl }));
  return {
    series: series.map((one) => ({
      title: one.title,
      description: one.description,
      shortDescription: one.shortDescription,
      status: one.status,
      featured: one.featured,
      startDate: one.startDate,
      endDate: one.endDate,
      tags: one.tags,
      imageUrl: one.imageUrl,
      projects: one.projects.map((project) => project.title).sort(),
      links: links(one.customLinks),
      items: one.items.map((item) => ({
        title: item.title,
        summary: item.summary,
        content: item.content,
        itemType: item.itemType,
        weekNumber: item.weekNumber,
        published: item.published,
        youtubeVideoUrl: item.youtubeVideoUrl,
        githubLinks: item.githubLinks,
        documentLinks: item.documentLinks,
      })),
    })),
    posts: posts.map((post) => ({
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      published: post.published,
      publishedAt: post.publishedAt,
      authorName: post.authorName,
      tags: post.tags,
      links: links(post.customLinks),
    })),
    projects: projects.map((project) => ({
      title: project.title,
      description: project.description,
      featured: project.featured,
      demoUrl: project.demoUrl,
      githubUrl: project.githubUrl,
      tags: project.tags,
      series: project.series?.title ?? null,
      links: links(project.customLinks),
    })),
    media: media.map((item) => ({
      title: item.title,
      mediaType: item.mediaType,
      tags: item.tags,
      description: item.description,
    })),
    profiles: profiles.map(({ name, role, bio, githubUrl, linkedinUrl, twitterUrl }) => ({
      name,
      role,
      bio,
      githubUrl,
      linkedinUrl,
      twitterUrl,
    })),
  };
}

/** The same content with every upload address replaced by a placeholder. */
const withoutUploadUrls = (value: unknown) =>
  JSON.parse(
    JSON.stringify(value).replace(/\/api\/uploads\/media\/[A-Za-z0-9_-]+\.png/g, 'UPLOAD'),
  ) as unknown;

async function uploadCount() {
  const names = await readdir(path.join(uploadDir, 'media')).catch(() => []);
  return names.length;
}

async function importedRows() {
  const { db } = database();
  const teamId = cast.team.id;
  return {
    imports: await db.import.count({ where: { teamId } }),
    sources: await db.importSource.count({ where: { teamId } }),
    series: await db.series.count({ where: { teamId } }),
    posts: await db.blogPost.count({ where: { teamId } }),
    storedFiles: await db.storedFile.count({ where: { teamId } }),
    uploads: await uploadCount(),
  };
}

describe('a Teamfolio export into a team', () => {
  it('says in the dry run what it brings, which addresses change and that accounts stay behind', async () => {
    const { db } = database();
    const report = await adminApi().import.preview({
      teamId: cast.team.id,
      kind: 'teamfolio',
      file: archive,
    });
    const demoSeries = await db.series.findMany({ where: { teamId: demoTeamId } });
    expect(report.create).toMatchObject({
      series: demoSeries.length,
      seriesItems: await db.seriesItem.count({ where: { series: { teamId: demoTeamId } } }),
      posts: await db.blogPost.count({ where: { teamId: demoTeamId } }),
      projects: await db.project.count({ where: { teamId: demoTeamId } }),
      mediaItems: await db.mediaItem.count({ where: { teamId: demoTeamId } }),
      teamProfiles: await db.teamMemberProfile.count({ where: { teamId: demoTeamId } }),
    });
    expect(report.create.customLinks).toBeGreaterThan(0);
    expect(report.skipped).toEqual([]);
    for (const series of demoSeries) {
      expect(report.notes).toContainEqual(
        expect.stringContaining(`/series/${series.slug} is taken`),
      );
    }
    expect(report.notes).toContainEqual(
      expect.stringContaining('Accounts, teams and members are not imported'),
    );
    expect(report.notes).toContain(
      "1 uploaded file(s) of the export will be stored with the team's uploads.",
    );
    expect(await importedRows()).toMatchObject({ imports: 0, sources: 0, series: 0, uploads: 1 });
  });

  it('brings every record back with new ids, remapped references and its uploads', async () => {
    const { db } = database();
    const { done } = await importFile(archive);
    expect(done.status).toBe('done');
    expect(done.processed).toBe(done.total);

    const imported = await contentOf(cast.team.id);
    const original = await contentOf(demoTeamId);
    expect(imported.series.length).toBeGreaterThan(0);
    expect(imported.series.flatMap((one) => one.items).length).toBeGreaterThan(0);
    expect(withoutUploadUrls(imported)).toEqual(withoutUploadUrls(original));

    // New ids and slugs: nothing of the demo team is touched or shared.
    const demoIds = new Set(
      (await db.series.findMany({ where: { teamId: demoTeamId }, select: { id: true } })).map(
        (row) => row.id,
      ),
    );
    const series = await db.series.findMany({ where: { teamId: cast.team.id } });
    for (const one of series) {
      expect(demoIds.has(one.id)).toBe(false);
      expect(one.slug).toMatch(/-2$/);
      expect(one.authorId).toBeNull();
    }
    const posts = await db.blogPost.findMany({ where: { teamId: cast.team.id } });
    expect(posts.every((post) => post.authorId === null)).toBe(true);

    // The upload is the team's own now: a new address, the same picture, counted in its quota.
    const withImage = posts.find((post) => post.featuredImageUrl?.startsWith('/api/uploads/'))!;
    expect(withImage.featuredImageUrl).not.toBe(imageUrl);
    expect(withImage.content).toContain(`src="${withImage.featuredImageUrl}"`);
    expect(withImage.content).not.toContain(imageUrl);
    const key = withImage.featuredImageUrl!.replace('/api/uploads/', '');
    const stored = await readFile(path.join(uploadDir, key));
    expect(pngSize(stored)).toEqual({ width: 8, height: 6 });
    const media = await db.mediaItem.findMany({ where: { teamId: cast.team.id } });
    expect(media.map((item) => item.mediaUrl)).toContain(withImage.featuredImageUrl);
    expect(await db.storedFile.findMany({ where: { teamId: cast.team.id } })).toEqual([
      expect.objectContaining({ url: withImage.featuredImageUrl, bytes: stored.length }),
    ]);
  });

  it('creates nothing twice when the same export is imported again', async () => {
    await importFile(archive);
    const first = await importedRows();
    const content = await contentOf(cast.team.id);
    const { report, done } = await importFile(archive);
    expect(report.create).toMatchObject({
      series: 0,
      seriesItems: 0,
      posts: 0,
      projects: 0,
      mediaItems: 0,
      teamProfiles: 0,
      customLinks: 0,
    });
    expect(report.alreadyImported.series).toBe(content.series.length);
    expect(report.alreadyImported.posts).toBe(content.posts.length);
    expect(done.status).toBe('done');
    expect(Object.values(done.created).every((count) => count === 0)).toBe(true);
    expect(await contentOf(cast.team.id)).toEqual(content);
    // Not even the upload is stored again: only the second import's own row is new.
    expect(await importedRows()).toEqual({ ...first, imports: 2 });
  });
});

describe('a Teamfolio export that cannot be read', () => {
  async function refused(file: string) {
    const before = await importedRows();
    const error = await errorOf(
      adminApi().import.start({ teamId: cast.team.id, kind: 'teamfolio', file }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(await importedRows()).toEqual(before);
    return error.message;
  }

  it('is refused, naming the format and version, when its manifest is another one', async () => {
    const files = new Map(exported);
    const manifest = JSON.parse(files.get('manifest.json')!.toString()) as object;
    files.set('manifest.json', Buffer.from(JSON.stringify({ ...manifest, version: 2 })));
    expect(await refused(await repack(files))).toBe(
      'Teamfolio export: Its manifest names format "teamfolio-export" version 2; only teamfolio-export version 1 is read.',
    );
    files.set('manifest.json', Buffer.from(JSON.stringify({ format: 'ghost', version: 1 })));
    expect(await refused(await repack(files))).toContain('format "ghost" version 1');
    files.delete('manifest.json');
    expect(await refused(await repack(files))).toContain('It has no manifest.json');
  });

  it('is refused, naming the collection, the record and the field, when a record is bad', async () => {
    const files = new Map(exported);
    const page = 'data/blogPosts/0001.json';
    const posts = JSON.parse(files.get(page)!.toString()) as Array<Record<string, unknown>>;
    posts[1] = { ...posts[1], title: '' };
    files.set(page, Buffer.from(JSON.stringify(posts)));
    expect(await refused(await repack(files))).toBe(
      'Teamfolio export: blogPosts[1], field title: Title is required.',
    );

    const items = 'data/seriesItems/0001.json';
    const rows = JSON.parse(exported.get(items)!.toString()) as Array<Record<string, unknown>>;
    rows[2] = { ...rows[2], weekNumber: 'soon' };
    files.set(page, exported.get(page)!);
    files.set(items, Buffer.from(JSON.stringify(rows)));
    expect(await refused(await repack(files))).toMatch(
      /^Teamfolio export: seriesItems\[2\], field weekNumber: /,
    );

    rows[2] = { ...rows[2], weekNumber: 1, summary: 'Hidden\u0000text' };
    files.set(items, Buffer.from(JSON.stringify(rows)));
    expect(await refused(await repack(files))).toBe(
      'Teamfolio export: seriesItems[2], field summary: Must not contain control characters.',
    );

    files.set(items, exported.get(items)!);
    const seriesPage = 'data/series/0001.json';
    const series = JSON.parse(exported.get(seriesPage)!.toString()) as Array<
      Record<string, unknown>
    >;
    series[0] = { ...series[0], slug: '' };
    files.set(seriesPage, Buffer.from(JSON.stringify(series)));
    expect(await refused(await repack(files))).toBe(
      'Teamfolio export: series[0], field slug: Slug may contain lowercase letters, digits and single hyphens only.',
    );

    files.set(seriesPage, exported.get(seriesPage)!);
    files.set(items, Buffer.from('{"not": "a list"}'));
    expect(await refused(await repack(files))).toBe(
      `Teamfolio export: ${items} is not a list of records.`,
    );
  });

  it('is refused when it is not an archive at all, or one that unpacks too large', async () => {
    expect(await refused(Buffer.from('just text').toString('base64'))).toBe(
      'Teamfolio export: It is not a .tar.gz file.',
    );
    const bomb = gzipSync(Buffer.alloc(65 * 1024 * 1024));
    expect(await refused(bomb.toString('base64'))).toBe(
      'Teamfolio export: It unpacks to more than 64 MB.',
    );
  });

  it('leaves a file whose path would leave the archive, and a link to nothing, out', async () => {
    const files = new Map(exported);
    files.set('../../etc/evil.json', Buffer.from('[]'));
    const page = 'data/customLinks/0001.json';
    const links = JSON.parse(files.get(page)!.toString()) as Array<Record<string, unknown>>;
    links.push({
      ...links[0],
      id: '00000000-0000-4000-8000-000000000001',
      blogPostId: '00000000-0000-4000-8000-000000000002',
      projectId: null,
      seriesId: null,
      seriesItemId: null,
      linkName: 'Orphan',
    });
    files.set(page, Buffer.from(JSON.stringify(links)));
    const report = await adminApi().import.preview({
      teamId: cast.team.id,
      kind: 'teamfolio',
      file: await repack(files),
    });
    expect(report.skipped).toEqual([
      {
        entry: `customLinks[${links.length - 1}]`,
        title: 'Orphan',
        reason: 'What it belongs to is not in the export.',
      },
    ]);
    expect(report.create.customLinks).toBe(links.length - 1);
  });
});

describe("a Teamfolio export's uploads are checked as uploads are", () => {
  const UPLOAD = 'uploads/media/demo-day-0000000001.png';

  /** The export with its one upload's bytes replaced by `bytes`. */
  function exportCarrying(bytes: Buffer) {
    return repack(new Map(exported).set(UPLOAD, bytes));
  }

  it('are decoded and encoded again: no metadata, at most 4096 pixels a side', async () => {
    const wide = await sharp({
      create: { width: 4200, height: 2, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const { done } = await importFile(
      await exportCarrying(withPngText(wide, 'Comment', 'GPS 59.3293 18.0686')),
    );
    expect(done.status).toBe('done');

    const [file] = await database().db.storedFile.findMany({ where: { teamId: cast.team.id } });
    const stored = await readFile(path.join(uploadDir, file!.url!.replace('/api/uploads/', '')));
    expect(pngSize(stored)).toEqual({ width: 4096, height: 2 });
    expect(stored.includes('GPS')).toBe(false);
  });

  it('refuses one that does not decode or claims more pixels than an upload may have, naming it', async () => {
    const before = await importedRows();
    for (const bytes of [
      imageBytes.subarray(0, imageBytes.length - 30),
      withPngSize(imageBytes, 60_000, 60_000),
    ]) {
      const error = await errorOf(
        adminApi().import.start({
          teamId: cast.team.id,
          kind: 'teamfolio',
          file: await exportCarrying(bytes),
        }),
      );
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toBe(
        `Teamfolio export, ${UPLOAD}: The image could not be read: the file may be damaged or cut short.`,
      );
    }
    expect(await importedRows()).toEqual(before);
  });

  it('skips a record with the id of an earlier one, saying so, and the job does the same', async () => {
    const files = new Map(exported);
    const page = 'data/blogPosts/0001.json';
    const posts = JSON.parse(files.get(page)!.toString()) as Array<Record<string, unknown>>;
    files.set(page, Buffer.from(JSON.stringify([...posts, { ...posts[0], title: 'Twin' }])));
    const file = await repack(files);

    const report = await adminApi().import.preview({
      teamId: cast.team.id,
      kind: 'teamfolio',
      file,
    });
    expect(report.create.posts).toBe(posts.length);
    expect(report.skipped).toEqual([
      {
        entry: `blogPosts[${posts.length}]`,
        title: 'Twin',
        reason: 'Same id as blogPosts[0]: only the first is imported.',
      },
    ]);
    const { done } = await importFile(file);
    expect(done.created.posts).toBe(posts.length);
  });
});

describe('who may import a Teamfolio export', () => {
  it('refuses a member of the team, and an admin of another team, writing nothing', async () => {
    const before = await importedRows();
    for (const role of ['member', 'otherAdmin'] as const) {
      for (const call of [as(role).api.import.preview, as(role).api.import.start]) {
        const error = await errorOf(
          call({ teamId: cast.team.id, kind: 'teamfolio', file: archive }),
        );
        expect(error.code).toBe('FORBIDDEN');
      }
    }
    expect(await importedRows()).toEqual(before);
  });
});
