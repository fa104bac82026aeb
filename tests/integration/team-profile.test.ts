import { beforeEach, describe, expect, it } from 'vitest';

import { outcomeOf, roleCases, TEAM_WRITE_OUTCOMES, useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, as, adminApi } = cast;

beforeEach(async () => {
  await database().db.teamMemberProfile.deleteMany();
});

const profileInput = (overrides: Record<string, unknown> = {}) => ({
  teamId: cast.team.id,
  name: 'Ada Lovelace',
  role: 'Engineer',
  ...overrides,
});

/** A profile written straight to the database. */
function createProfile(teamId: string, data: { name?: string; orderIndex?: number } = {}) {
  return database().db.teamMemberProfile.create({
    data: { teamId, name: 'Someone', role: 'Member', ...data },
  });
}

const namesOf = (profiles: ReadonlyArray<{ name: string }>) => profiles.map((p) => p.name);

type ListInput = NonNullable<Parameters<ReturnType<typeof as>['api']['teamProfile']['list']>[0]>;

/** The names on the first page of the public list. */
async function listedNames(input: ListInput = {}) {
  return namesOf((await as('anonymous').api.teamProfile.list(input)).items);
}

describe('teamProfile.create', () => {
  it('stores the profile last in its team and revalidates /about', async () => {
    const { api, revalidated } = as('admin');
    await createProfile(cast.team.id, { name: 'First', orderIndex: 4 });
    await createProfile(cast.otherTeam.id, { name: 'Elsewhere', orderIndex: 9 });

    const profile = await api.teamProfile.create(
      profileInput({ bio: ' Wrote the first program. ', githubUrl: '' }),
    );

    expect(profile).toMatchObject({
      teamId: cast.team.id,
      name: 'Ada Lovelace',
      role: 'Engineer',
      bio: 'Wrote the first program.',
      photoUrl: null,
      githubUrl: null,
      linkedinUrl: null,
      twitterUrl: null,
      orderIndex: 5,
    });
    expect(revalidated).toEqual(['/about']);
  });

  it('starts at order 0 in a team without profiles', async () => {
    expect((await adminApi().teamProfile.create(profileInput())).orderIndex).toBe(0);
  });

  it.each([
    ['name', { name: '' }, 'Name is required.'],
    ['role', { role: '  ' }, 'Role is required.'],
  ])('requires a %s', async (_field, overrides, message) => {
    await expect(adminApi().teamProfile.create(profileInput(overrides))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(message),
    });
  });

  it.each(['githubUrl', 'linkedinUrl', 'twitterUrl'])(
    'takes an http(s) %s or nothing, and refuses anything else',
    async (field) => {
      const profile = await adminApi().teamProfile.create(
        profileInput({ [field]: 'https://social.example/ada' }),
      );
      expect(profile[field as 'githubUrl']).toBe('https://social.example/ada');

      for (const bad of ['javascript:alert(1)', 'social.example/ada', '/ada']) {
        await expect(
          adminApi().teamProfile.create(profileInput({ [field]: bad })),
        ).rejects.toMatchObject({
          code: 'BAD_REQUEST',
          message: expect.stringContaining('Enter a full http(s):// URL.'),
        });
      }
    },
  );

  it('takes a photo at a site path or http(s) URL', async () => {
    const profile = await adminApi().teamProfile.create(
      profileInput({ photoUrl: '/uploads/media/ada.png' }),
    );
    expect(profile.photoUrl).toBe('/uploads/media/ada.png');
    await expect(
      adminApi().teamProfile.create(profileInput({ photoUrl: 'javascript:alert(1)' })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('teamProfile.list', () => {
  /** Every page at `input.limit`, following nextCursor to the end. */
  async function pagesOf(input: ListInput) {
    const api = as('anonymous').api;
    const pages: Array<Awaited<ReturnType<typeof api.teamProfile.list>>['items']> = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof api.teamProfile.list>> = await api.teamProfile.list({
        ...input,
        cursor,
      });
      pages.push(page.items);
      cursor = page.nextCursor;
      if (cursor) expect(cursor).toBe(page.items.at(-1)?.id);
    } while (cursor);
    return pages;
  }
  const namesPageByPage = async (input: ListInput) => (await pagesOf(input)).map(namesOf);

  it('orders by order_index, then name; optionally one team only', async () => {
    await createProfile(cast.team.id, { name: 'Zoe', orderIndex: 1 });
    await createProfile(cast.team.id, { name: 'Bob', orderIndex: 2 });
    await createProfile(cast.team.id, { name: 'Amy', orderIndex: 1 });
    await createProfile(cast.otherTeam.id, { name: 'Carl', orderIndex: 0 });

    expect(await listedNames()).toEqual(['Carl', 'Amy', 'Zoe', 'Bob']);
    expect(await listedNames({ teamId: cast.team.id })).toEqual(['Amy', 'Zoe', 'Bob']);
  });

  it('pages by cursor through every profile once, in order, ties of name included', async () => {
    // Two teams' order indexes interleave; 'Sam' twice at the same index is ordered by id.
    const specs = [
      [cast.team.id, 'Sam', 0],
      [cast.otherTeam.id, 'Sam', 0],
      [cast.otherTeam.id, 'Ann', 0],
      [cast.team.id, 'Eve', 1],
      [cast.otherTeam.id, 'Dan', 1],
      [cast.team.id, 'Ivy', 2],
      [cast.otherTeam.id, 'Al', 3],
    ] as const;
    const created = await Promise.all(
      specs.map(([teamId, name, orderIndex]) => createProfile(teamId, { name, orderIndex })),
    );
    const [samA, samB] = created.slice(0, 2).sort((a, b) => (a.id < b.id ? -1 : 1));

    const seen = (await pagesOf({ limit: 2 })).flat().map((profile) => profile.id);

    const idOf = (name: string) => created.find((profile) => profile.name === name)!.id;
    expect(seen).toEqual([
      idOf('Ann'),
      samA!.id,
      samB!.id,
      idOf('Dan'),
      idOf('Eve'),
      idOf('Ivy'),
      idOf('Al'),
    ]);
    expect(await namesPageByPage({ limit: 3 })).toEqual([
      ['Ann', 'Sam', 'Sam'],
      ['Dan', 'Eve', 'Ivy'],
      ['Al'],
    ]);
  });

  it("pages one team's profiles only when given a team", async () => {
    for (const [index, name] of ['A', 'B', 'C', 'D', 'E'].entries()) {
      await createProfile(cast.team.id, { name, orderIndex: index });
      await createProfile(cast.otherTeam.id, { name: `Other ${name}`, orderIndex: index });
    }

    expect(await namesPageByPage({ teamId: cast.team.id, limit: 2 })).toEqual([
      ['A', 'B'],
      ['C', 'D'],
      ['E'],
    ]);
    expect(await namesPageByPage({ teamId: cast.otherTeam.id, limit: 5 })).toEqual([
      ['Other A', 'Other B', 'Other C', 'Other D', 'Other E'],
    ]);
  });

  it('an exact last page has no next cursor; an unknown cursor gives an empty page', async () => {
    await createProfile(cast.team.id, { name: 'A', orderIndex: 0 });
    await createProfile(cast.team.id, { name: 'B', orderIndex: 1 });
    const api = as('anonymous').api;

    await expect(api.teamProfile.list({ limit: 2 })).resolves.toMatchObject({ nextCursor: null });
    await expect(
      api.teamProfile.list({ cursor: '00000000-0000-4000-8000-000000000000' }),
    ).resolves.toEqual({ items: [], nextCursor: null });
  });

  it('serves 20 profiles by default, at most 100, at least 1', async () => {
    await database().db.teamMemberProfile.createMany({
      data: Array.from({ length: 21 }, (_, index) => ({
        teamId: cast.team.id,
        name: `Member ${String(index).padStart(2, '0')}`,
        role: 'Member',
        orderIndex: index,
      })),
    });
    const api = as('anonymous').api;

    const page = await api.teamProfile.list();
    expect(page.items).toHaveLength(20);
    expect(page.nextCursor).toBe(page.items[19]!.id);
    for (const limit of [0, 101]) {
      await expect(api.teamProfile.list({ limit })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await listedNames({ limit: 100 })).toHaveLength(21);
  });
});

describe('teamProfile.update, delete and reorder', () => {
  it('updates and deletes within the team only', async () => {
    const profile = await createProfile(cast.team.id, { name: 'Old' });
    const foreignScope = { teamId: cast.otherTeam.id, id: profile.id };
    const other = as('otherAdmin').api;

    await expect(
      other.teamProfile.update({ ...profileInput(), ...foreignScope }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(other.teamProfile.delete(foreignScope)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    const { api, revalidated } = as('admin');
    const updated = await api.teamProfile.update({
      ...profileInput({ name: 'New' }),
      id: profile.id,
    });
    expect(updated).toMatchObject({ name: 'New', orderIndex: profile.orderIndex });
    await api.teamProfile.delete({ teamId: cast.team.id, id: profile.id });
    expect(await database().db.teamMemberProfile.count()).toBe(0);
    expect(revalidated).toEqual(['/about', '/about']);
  });

  it('reorder: each id gets its position, in one go', async () => {
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map((name, orderIndex) => createProfile(cast.team.id, { name, orderIndex })),
    );
    const { api, revalidated } = as('owner');

    const reordered = await api.teamProfile.reorder({
      teamId: cast.team.id,
      ids: [c!.id, a!.id, b!.id],
    });

    expect(reordered.map((p) => [p.name, p.orderIndex])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    expect(await listedNames({ teamId: cast.team.id })).toEqual(['C', 'A', 'B']);
    expect(revalidated).toEqual(['/about']);
  });

  it('reorder: refuses incomplete, duplicate or foreign lists and changes nothing', async () => {
    const [a, b] = await Promise.all([
      createProfile(cast.team.id, { name: 'A', orderIndex: 0 }),
      createProfile(cast.team.id, { name: 'B', orderIndex: 1 }),
    ]);
    const foreign = await createProfile(cast.otherTeam.id, { name: 'F' });
    const api = adminApi();
    const reorder = (ids: string[]) => api.teamProfile.reorder({ teamId: cast.team.id, ids });

    await expect(reorder([b.id])).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: "1 of the team's profiles is missing; list each of them once.",
    });
    await expect(reorder([b.id, b.id])).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: `${b.id} is listed more than once; list each of the team's profiles once.`,
    });
    await expect(reorder([b.id, a.id, foreign.id])).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: `${foreign.id} is not one of the team's profiles.`,
    });

    expect(await listedNames({ teamId: cast.team.id })).toEqual(['A', 'B']);
    expect(
      (await database().db.teamMemberProfile.findUniqueOrThrow({ where: { id: foreign.id } }))
        .orderIndex,
    ).toBe(0);
  });
});

describe('teamProfile authorization', () => {
  it.each(roleCases(TEAM_WRITE_OUTCOMES))(
    'create, update, reorder, delete as %s: %s',
    async (role, expected) => {
      const profile = await createProfile(cast.team.id);
      const api = as(role).api;
      const scope = { teamId: cast.team.id, id: profile.id };

      expect(await outcomeOf(() => api.teamProfile.create(profileInput()))).toBe(expected);
      expect(await outcomeOf(() => api.teamProfile.update({ ...profileInput(), ...scope }))).toBe(
        expected,
      );
      const ids = (
        await database().db.teamMemberProfile.findMany({ where: { teamId: cast.team.id } })
      ).map((p) => p.id);
      expect(await outcomeOf(() => api.teamProfile.reorder({ teamId: cast.team.id, ids }))).toBe(
        expected,
      );
      expect(await outcomeOf(() => api.teamProfile.delete(scope))).toBe(expected);
    },
  );

  it('list is public', async () => {
    await createProfile(cast.team.id);
    expect(await listedNames()).toHaveLength(1);
  });
});
