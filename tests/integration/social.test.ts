import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { REPO_ROOT } from '../../scripts/db/paths';
import { callerFor } from '../helpers/caller';
import { revalidationRecorder } from '../helpers/content-factories';
import { useTestDatabase } from '../helpers/db';
import { createUser, sessionFor, type TestUser } from '../helpers/factories';

const database = useTestDatabase();

let systemAdmin: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  const { db } = database();
  [systemAdmin, alice, bob] = await Promise.all([
    createUser(db, { systemAdmin: true }),
    createUser(db, { fullName: 'Alice' }),
    createUser(db, { fullName: 'Bob' }),
  ]);
});

const as = (user: TestUser | null) => callerFor(database().db, user && sessionFor(user));

let platformNumber = 0;
function createPlatformRow(
  data: { name?: string; active?: boolean; displayOrder?: number; createdAt?: Date } = {},
) {
  const n = ++platformNumber;
  return database().db.socialPlatform.create({
    data: {
      name: `Platform ${n}`,
      iconKey: 'website',
      baseUrl: `https://platform${n}.example.test/`,
      ...data,
    },
  });
}

const platformInput = {
  name: 'GitHub',
  iconKey: 'github' as const,
  baseUrl: 'https://github.com/',
};

describe('socialPlatform', () => {
  it('lists only active platforms publicly, by display order then name', async () => {
    const { db } = database();
    await db.socialPlatform.deleteMany();
    await createPlatformRow({ name: 'Zeta', displayOrder: 1 });
    await createPlatformRow({ name: 'Alpha', displayOrder: 1 });
    await createPlatformRow({ name: 'First', displayOrder: 0 });
    await createPlatformRow({ name: 'Hidden', displayOrder: 0, active: false });

    expect((await as(null).socialPlatform.list()).map((p) => p.name)).toEqual([
      'First',
      'Alpha',
      'Zeta',
    ]);
    expect((await as(systemAdmin).socialPlatform.adminList()).map((p) => p.name)).toEqual([
      'First',
      'Hidden',
      'Alpha',
      'Zeta',
    ]);
  });

  it.each([
    ['signed out', () => null, 'UNAUTHORIZED'],
    ['signed in without the system role', () => alice, 'FORBIDDEN'],
  ])('refuses adminList/create/update/delete when %s', async (_label, who, code) => {
    const api = as(who());
    const platform = await createPlatformRow();
    await expect(api.socialPlatform.adminList()).rejects.toMatchObject({ code });
    await expect(
      api.socialPlatform.create({ ...platformInput, name: 'Refused' }),
    ).rejects.toMatchObject({ code });
    await expect(
      api.socialPlatform.update({ ...platformInput, id: platform.id, name: 'Changed' }),
    ).rejects.toMatchObject({ code });
    await expect(api.socialPlatform.delete({ id: platform.id })).rejects.toMatchObject({ code });
    const row = await database().db.socialPlatform.findUniqueOrThrow({
      where: { id: platform.id },
    });
    expect(row.name).toBe(platform.name);
  });

  it('lets a system admin create, update and delete, revalidating the pages that show them', async () => {
    const recorder = revalidationRecorder();
    const api = callerFor(database().db, sessionFor(systemAdmin), {
      revalidate: recorder.revalidate,
    });

    const created = await api.socialPlatform.create({ ...platformInput, name: 'Codeberg' });
    expect(created).toMatchObject({ name: 'Codeberg', iconKey: 'github', active: true });
    const listed = await api.socialPlatform.adminList();
    expect(listed.at(-1)?.name, 'a new platform goes last').toBe('Codeberg');
    expect(recorder.paths.sort()).toEqual(['/about', '/contact']);

    const updated = await api.socialPlatform.update({
      id: created.id,
      name: 'Codeberg.org',
      iconKey: 'website',
      baseUrl: 'https://codeberg.org/',
      active: false,
      displayOrder: 3,
    });
    expect(updated).toMatchObject({ name: 'Codeberg.org', active: false, displayOrder: 3 });

    await expect(api.socialPlatform.delete({ id: created.id })).resolves.toEqual({
      id: created.id,
    });
    expect(await database().db.socialPlatform.count({ where: { id: created.id } })).toBe(0);
    await expect(api.socialPlatform.delete({ id: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Social platform not found',
    });
    await expect(
      api.socialPlatform.update({ ...platformInput, id: created.id, name: 'Gone' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a name already taken (any case) with CONFLICT; keeping its own name is fine', async () => {
    const api = as(systemAdmin);
    const mastodon = await api.socialPlatform.create({ ...platformInput, name: 'Mastodon' });
    await expect(
      api.socialPlatform.create({ ...platformInput, name: 'mastodon' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A social platform named "mastodon" already exists.',
    });
    const other = await api.socialPlatform.create({ ...platformInput, name: 'Other' });
    await expect(
      api.socialPlatform.update({ ...platformInput, id: other.id, name: 'MASTODON' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      api.socialPlatform.update({
        ...platformInput,
        id: mastodon.id,
        name: 'Mastodon',
        displayOrder: 2,
      }),
    ).resolves.toMatchObject({ displayOrder: 2 });
  });

  it('lets one of two concurrent creates differing only in case win; the other gets the field error', async () => {
    const api = as(systemAdmin);
    const results = await Promise.allSettled([
      api.socialPlatform.create({ ...platformInput, name: 'Forgejo' }),
      api.socialPlatform.create({ ...platformInput, name: 'forgejo' }),
    ]);

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^A social platform named "(F|f)orgejo" already exists\.$/),
    });
    // The form shows it beside the name field.
    expect((refused?.reason as { cause?: unknown }).cause).toMatchObject({ field: 'name' });
    expect(
      await database().db.socialPlatform.count({
        where: { name: { equals: 'forgejo', mode: 'insensitive' } },
      }),
    ).toBe(1);
  });

  it('on an install that already has names differing only in case, the migration keeps the oldest and numbers the others', async () => {
    const { db } = database();
    const migration = await readFile(
      path.join(
        REPO_ROOT,
        'prisma/migrations/20261127033000_social_platform_names_any_case/migration.sql',
      ),
      'utf8',
    );
    await db.$executeRawUnsafe('DROP INDEX social_platforms_name_lower_key');
    const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n));
    const third = await createPlatformRow({ name: 'GITEA', createdAt: minute(3) });
    const oldest = await createPlatformRow({ name: 'Gitea', createdAt: minute(1) });
    const second = await createPlatformRow({ name: 'gitea', createdAt: minute(2) });

    await db.$executeRawUnsafe(migration);

    const nameOf = async (id: string) =>
      (await db.socialPlatform.findUniqueOrThrow({ where: { id } })).name;
    expect([await nameOf(oldest.id), await nameOf(second.id), await nameOf(third.id)]).toEqual([
      'Gitea',
      'gitea (2)',
      'GITEA (3)',
    ]);
    await expect(createPlatformRow({ name: 'GiTeA' })).rejects.toMatchObject({ code: 'P2002' });
  });

  it('logs each write with the fields it changed, in the same transaction', async () => {
    const { db } = database();
    const api = as(systemAdmin);
    const created = await api.socialPlatform.create({ ...platformInput, name: 'Bluesky' });
    await api.socialPlatform.update({
      ...platformInput,
      id: created.id,
      name: 'Bluesky',
      active: false,
    });
    await api.socialPlatform.delete({ id: created.id });

    const entries = await db.auditEntry.findMany({
      where: { entityType: 'social_platform', entityId: created.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries.map((entry) => [entry.action, entry.entityLabel, entry.actorId])).toEqual([
      ['create', 'Bluesky', systemAdmin.id],
      ['update', 'Bluesky', systemAdmin.id],
      ['delete', 'Bluesky', systemAdmin.id],
    ]);
    expect(entries[1]!.changes).toEqual({ active: { from: true, to: false } });
  });

  it('reorders every platform at once; the public list follows and the log names the order', async () => {
    const { db } = database();
    await db.socialPlatform.deleteMany();
    const [first, second, third] = await Promise.all(
      ['One', 'Two', 'Three'].map((name, displayOrder) =>
        createPlatformRow({ name, displayOrder }),
      ),
    );
    const recorder = revalidationRecorder();
    const api = callerFor(db, sessionFor(systemAdmin), { revalidate: recorder.revalidate });

    const reordered = await api.socialPlatform.reorder({
      ids: [third!.id, first!.id, second!.id],
    });
    expect(reordered.map((platform) => platform.name)).toEqual(['Three', 'One', 'Two']);
    expect((await as(null).socialPlatform.list()).map((platform) => platform.name)).toEqual([
      'Three',
      'One',
      'Two',
    ]);
    expect(recorder.paths.sort()).toEqual(['/about', '/contact']);
    const entry = await db.auditEntry.findFirstOrThrow({
      where: { entityType: 'social_platform', action: 'reorder' },
    });
    expect(entry.changes).toEqual({
      order: { from: ['One', 'Two', 'Three'], to: ['Three', 'One', 'Two'] },
    });

    await expect(
      api.socialPlatform.reorder({ ids: [first!.id, second!.id] }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: '1 of the social platforms is missing; list each of them once.',
    });
    await expect(
      as(alice).socialPlatform.reorder({ ids: [first!.id, second!.id, third!.id] }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await as(null).socialPlatform.list()).map((platform) => platform.name)).toEqual([
      'Three',
      'One',
      'Two',
    ]);
  });

  it('validates name, icon key and base URL', async () => {
    const api = as(systemAdmin);
    await expect(api.socialPlatform.create({ ...platformInput, name: '  ' })).rejects.toMatchObject(
      { code: 'BAD_REQUEST', message: expect.stringContaining('Name is required.') },
    );
    await expect(
      api.socialPlatform.create({
        ...platformInput,
        name: 'Myspace',
        iconKey: 'myspace' as 'github',
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Icon must be one of'),
    });
    await expect(
      api.socialPlatform.create({
        ...platformInput,
        name: 'Bad URL',
        baseUrl: 'javascript:alert(1)',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('http(s)') });
    await expect(
      api.socialPlatform.create({
        ...platformInput,
        name: 'Good URL',
        iconKey: 'x',
        baseUrl: 'http://x.com/',
      }),
    ).resolves.toMatchObject({ iconKey: 'x', baseUrl: 'http://x.com/' });
  });
});

describe('userSocial', () => {
  let github: { id: string };
  let linkedin: { id: string };
  let retired: { id: string };

  beforeAll(async () => {
    github = await createPlatformRow({ displayOrder: 0 });
    linkedin = await createPlatformRow({ displayOrder: 1 });
    retired = await createPlatformRow({ active: false });
  });

  const linksOf = (userId: string) =>
    database().db.userSocialLink.findMany({
      where: { userId },
      select: { platformId: true, url: true },
    });

  it('requires sign-in for every procedure', async () => {
    const api = as(null);
    await expect(api.userSocial.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(
      api.userSocial.upsert({ platformId: github.id, url: 'https://github.com/a' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(api.userSocial.delete({ platformId: github.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('lets users set, replace, list and delete their own links', async () => {
    const api = as(alice);
    await api.userSocial.upsert({ platformId: linkedin.id, url: 'https://linkedin.com/in/alice' });
    const link = await api.userSocial.upsert({
      platformId: github.id,
      url: 'https://github.com/alice',
    });
    expect(link).toMatchObject({ userId: alice.id, url: 'https://github.com/alice' });

    // One link per user and platform: a second upsert replaces the URL.
    await api.userSocial.upsert({ platformId: github.id, url: 'https://github.com/alice2' });
    const listed = await api.userSocial.list();
    expect(listed.map((l) => [l.platform.id, l.url])).toEqual([
      [github.id, 'https://github.com/alice2'],
      [linkedin.id, 'https://linkedin.com/in/alice'],
    ]);

    await expect(api.userSocial.delete({ platformId: linkedin.id })).resolves.toEqual({
      platformId: linkedin.id,
    });
    expect(await linksOf(alice.id)).toEqual([
      { platformId: github.id, url: 'https://github.com/alice2' },
    ]);
    await expect(api.userSocial.delete({ platformId: linkedin.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it("forbids another user's links to anyone but a system admin", async () => {
    await as(bob).userSocial.upsert({ platformId: github.id, url: 'https://github.com/bob' });
    const alicesApi = as(alice);

    await expect(alicesApi.userSocial.list({ userId: bob.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      alicesApi.userSocial.upsert({
        userId: bob.id,
        platformId: github.id,
        url: 'https://evil.test',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      alicesApi.userSocial.delete({ userId: bob.id, platformId: github.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await linksOf(bob.id)).toEqual([
      { platformId: github.id, url: 'https://github.com/bob' },
    ]);

    // Passing one's own id is the same as passing none.
    await expect(alicesApi.userSocial.list({ userId: alice.id })).resolves.toBeInstanceOf(Array);

    const adminApi = as(systemAdmin);
    expect((await adminApi.userSocial.list({ userId: bob.id })).map((l) => l.url)).toEqual([
      'https://github.com/bob',
    ]);
    await adminApi.userSocial.upsert({
      userId: bob.id,
      platformId: linkedin.id,
      url: 'https://linkedin.com/in/bob',
    });
    await adminApi.userSocial.delete({ userId: bob.id, platformId: github.id });
    expect(await linksOf(bob.id)).toEqual([
      { platformId: linkedin.id, url: 'https://linkedin.com/in/bob' },
    ]);
    await expect(
      adminApi.userSocial.list({ userId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
  });

  it("lists every user's links for a system admin, by name or email and by platform, a page at a time", async () => {
    const { db } = database();
    const carol = await createUser(db, { fullName: 'Carol Searchable' });
    const api = as(systemAdmin);
    await api.userSocial.upsert({
      userId: carol.id,
      platformId: github.id,
      url: 'https://github.com/carol',
    });
    await api.userSocial.upsert({
      userId: carol.id,
      platformId: linkedin.id,
      url: 'https://linkedin.com/in/carol',
    });

    const byName = await api.userSocial.systemList({ search: 'searchable' });
    expect(byName.items.map((link) => [link.user.fullName, link.platform.id, link.url])).toEqual([
      ['Carol Searchable', github.id, 'https://github.com/carol'],
      ['Carol Searchable', linkedin.id, 'https://linkedin.com/in/carol'],
    ]);
    const byEmail = await api.userSocial.systemList({ search: carol.email.toUpperCase() });
    expect(byEmail.items).toHaveLength(2);
    const onLinkedIn = await api.userSocial.systemList({
      search: 'searchable',
      platformId: linkedin.id,
    });
    expect(onLinkedIn.items.map((link) => link.url)).toEqual(['https://linkedin.com/in/carol']);

    const firstPage = await api.userSocial.systemList({ search: 'searchable', limit: 1 });
    expect(firstPage.nextCursor).toBe(firstPage.items[0]!.id);
    const secondPage = await api.userSocial.systemList({
      search: 'searchable',
      limit: 1,
      cursor: firstPage.nextCursor,
    });
    expect(secondPage).toMatchObject({ items: [{ url: 'https://linkedin.com/in/carol' }] });
    expect(secondPage.nextCursor).toBeNull();

    await expect(as(carol).userSocial.systemList({})).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it("logs a system admin's writes to a user's links, with the old and new URL", async () => {
    const { db } = database();
    const dave = await createUser(db, { fullName: 'Dave' });
    const api = as(systemAdmin);
    await api.userSocial.upsert({ userId: dave.id, platformId: github.id, url: 'https://a.test' });
    await api.userSocial.upsert({ userId: dave.id, platformId: github.id, url: 'https://b.test' });
    await api.userSocial.delete({ userId: dave.id, platformId: github.id });

    const platform = await db.socialPlatform.findUniqueOrThrow({ where: { id: github.id } });
    const entries = await db.auditEntry.findMany({
      where: { entityType: 'user_social', entityLabel: `Dave on ${platform.name}` },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.changes])).toEqual([
      ['create', systemAdmin.id, { url: { from: null, to: 'https://a.test' } }],
      ['update', systemAdmin.id, { url: { from: 'https://a.test', to: 'https://b.test' } }],
      ['delete', systemAdmin.id, { url: { from: 'https://b.test', to: null } }],
    ]);
  });

  it('needs an http(s) URL and an existing, active platform', async () => {
    const api = as(alice);
    await expect(
      api.userSocial.upsert({ platformId: github.id, url: 'ftp://github.com/alice' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('http(s)') });
    await expect(
      api.userSocial.upsert({ platformId: retired.id, url: 'https://old.example.test/alice' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This social platform is not active.',
    });
    await expect(
      api.userSocial.upsert({
        platformId: '00000000-0000-4000-8000-000000000000',
        url: 'https://example.test/alice',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Social platform not found' });
  });
});
