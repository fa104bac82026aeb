import { beforeAll, describe, expect, it } from 'vitest';

import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, as } = cast;

const system = () => as('systemAdmin').api;

let deletedSeriesId: string;
let liveProjectId: string;

beforeAll(async () => {
  const admin = as('admin').api;
  const series = await admin.series.create({
    teamId: cast.team.id,
    title: 'Logged series',
    description: 'Soon gone.',
  });
  await admin.series.delete({ teamId: cast.team.id, id: series.id });
  deletedSeriesId = series.id;
  const project = await system().project.create({
    teamId: cast.otherTeam.id,
    title: 'Logged project',
    description: 'Still here.',
  });
  liveProjectId = project.id;
  await system().project.feature({
    teamId: cast.otherTeam.id,
    id: project.id,
    featured: true,
  });
});

describe('audit.list', () => {
  it('lists the newest first, with the record still there or not, and its team', async () => {
    const { items } = await system().audit.list({});
    expect(items.map((entry) => [entry.action, entry.entityLabel])).toEqual([
      ['feature', 'Logged project'],
      ['create', 'Logged project'],
      ['delete', 'Logged series'],
      ['create', 'Logged series'],
    ]);
    expect(items[0]).toMatchObject({
      entityId: liveProjectId,
      recordExists: true,
      actorName: cast.users.systemAdmin.fullName,
      team: { id: cast.otherTeam.id, name: cast.otherTeam.name },
      changes: { featured: { from: false, to: true } },
    });
    expect(items[2]).toMatchObject({ entityId: deletedSeriesId, recordExists: false });
  });

  it('filters by who, team and kind of record', async () => {
    const byActor = await system().audit.list({ actorId: cast.users.admin.id });
    expect(byActor.items.map((entry) => entry.entityLabel)).toEqual([
      'Logged series',
      'Logged series',
    ]);
    const byTeam = await system().audit.list({ teamId: cast.otherTeam.id });
    expect(byTeam.items.every((entry) => entry.teamId === cast.otherTeam.id)).toBe(true);
    expect(byTeam.items).toHaveLength(2);
    const byType = await system().audit.list({ entityType: 'series' });
    expect(byType.items.map((entry) => entry.action)).toEqual(['delete', 'create']);
  });

  it('filters by days, inclusive at both ends', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await system().audit.list({ from: today, to: today })).items).toHaveLength(4);
    expect((await system().audit.list({ to: yesterday })).items).toHaveLength(0);
    await expect(system().audit.list({ from: today, to: yesterday })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(system().audit.list({ from: '23/11/2026' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('pages by cursor without duplicates or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<ReturnType<typeof system>['audit']['list']>> =
        await system().audit.list({ limit: 3, cursor });
      seen.push(...page.items.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor);
    const all = await database().db.auditEntry.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true },
    });
    expect(seen).toEqual(all.map((entry) => entry.id));
  });
});

describe('audit.latest and audit.actors', () => {
  it('gives the newest few entries', async () => {
    const latest = await system().audit.latest({ limit: 2 });
    expect(latest.map((entry) => entry.action)).toEqual(['feature', 'create']);
  });

  it('names the people who appear in the log', async () => {
    const actors = await system().audit.actors();
    expect(actors.map((actor) => actor.id).sort()).toEqual(
      [cast.users.admin.id, cast.users.systemAdmin.id].sort(),
    );
  });
});
