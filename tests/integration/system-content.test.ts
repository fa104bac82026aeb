import { describe, expect, it } from 'vitest';

import type { Db } from '~/server/db';

import {
  createBlogPost,
  createMediaItem,
  createProject,
  createSeries,
} from '../helpers/content-factories';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, as } = cast;

interface Listed {
  id: string;
  title: string;
  team: { id: string; name: string };
}

/** One kind of content: how to make a row of a team with a title, and its systemList. */
interface ContentKind {
  create(db: Db, teamId: string, title: string, createdAt: Date): Promise<{ id: string }>;
  list(input: {
    teamId?: string;
    search?: string;
    cursor?: string | null;
    limit?: number;
  }): Promise<{ items: Listed[]; nextCursor: string | null }>;
}

const system = () => as('systemAdmin').api;

const KINDS: Record<string, ContentKind> = {
  series: {
    create: (db, teamId, title, createdAt) => createSeries(db, teamId, { title, createdAt }),
    list: (input) => system().series.systemList(input),
  },
  blog: {
    create: (db, teamId, title, createdAt) =>
      createBlogPost(db, teamId, { title, createdAt, published: false }),
    list: (input) => system().blog.systemList(input),
  },
  project: {
    create: (db, teamId, title, createdAt) => createProject(db, teamId, { title, createdAt }),
    list: (input) => system().project.systemList(input),
  },
  media: {
    create: (db, teamId, title, createdAt) => createMediaItem(db, teamId, { title, createdAt }),
    list: (input) => system().media.systemList(input),
  },
};

describe.each(Object.entries(KINDS))('%s.systemList', (name, kind) => {
  /** Four rows across both teams, oldest first, with a word of their own in each title. */
  async function seed() {
    const { db } = database();
    const base = Date.now() - 3_600_000;
    const titles = [`${name} Alpha`, `${name} Beta`, `${name} Gamma`, `${name} Delta`];
    const teams = [cast.team.id, cast.otherTeam.id, cast.team.id, cast.otherTeam.id];
    const rows = [];
    for (const [index, title] of titles.entries()) {
      rows.push(await kind.create(db, teams[index]!, title, new Date(base + index * 1000)));
    }
    return rows;
  }

  it("lists every team's rows newest first, with their team, a page at a time", async () => {
    const rows = await seed();
    const seen: Listed[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<ContentKind['list']>> = await kind.list({
        search: name,
        limit: 3,
        cursor,
      });
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((row) => row.id)).toEqual(rows.map((row) => row.id).reverse());
    expect(seen[0]!.team).toMatchObject({ id: cast.otherTeam.id });
    expect(seen[1]!.team).toMatchObject({ id: cast.team.id, name: cast.team.name });
  });

  it('filters by team and searches titles in any case', async () => {
    const byTeam = await kind.list({ teamId: cast.otherTeam.id, search: name, limit: 100 });
    expect(byTeam.items.map((row) => row.title)).toEqual([`${name} Delta`, `${name} Beta`]);
    const searched = await kind.list({ search: `${name} GAM`.toLowerCase() });
    expect(searched.items.map((row) => row.title)).toEqual([`${name} Gamma`]);
    const both = await kind.list({ teamId: cast.team.id, search: 'alpha' });
    expect(both.items.map((row) => row.title)).toEqual([`${name} Alpha`]);
  });

  it('shows 20 a page unless told otherwise', async () => {
    const page = await kind.list({});
    expect(page.items.length).toBeLessThanOrEqual(20);
  });

  it('refuses an unknown team id shape and a search that is too long', async () => {
    await expect(kind.list({ teamId: 'not-a-uuid' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(kind.list({ search: 'x'.repeat(201) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('featuring from the system area', () => {
  it("features and unfeatures another team's series, with an audit entry for each", async () => {
    const { db } = database();
    const series = await createSeries(db, cast.otherTeam.id, { featured: false });
    const api = system();
    await expect(
      api.series.feature({ teamId: cast.otherTeam.id, id: series.id, featured: true }),
    ).resolves.toMatchObject({ featured: true });
    await api.series.feature({ teamId: cast.otherTeam.id, id: series.id, featured: false });
    const entries = await db.auditEntry.findMany({
      where: { entityId: series.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ['feature', { featured: { from: false, to: true } }],
      ['unfeature', { featured: { from: true, to: false } }],
    ]);
  });

  it("features a project; another team's id under the wrong team is not found", async () => {
    const { db } = database();
    const project = await createProject(db, cast.otherTeam.id, { featured: false });
    await expect(
      system().project.feature({ teamId: cast.otherTeam.id, id: project.id, featured: true }),
    ).resolves.toMatchObject({ featured: true });
    await expect(
      as('admin').api.project.feature({ teamId: cast.team.id, id: project.id, featured: false }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await db.project.findUniqueOrThrow({ where: { id: project.id } })).featured).toBe(true);
  });
});

describe('team.options', () => {
  it('lists every team by name', async () => {
    const options = await system().team.options();
    const ids = options.map((team) => team.id);
    expect(ids).toEqual(expect.arrayContaining([cast.team.id, cast.otherTeam.id]));
    const names = options.map((team) => team.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
