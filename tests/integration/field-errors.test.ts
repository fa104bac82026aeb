/**
 * What a form receives when the server refuses its input: over HTTP, as the browser gets it,
 * `error.data.fieldErrors` maps each input field to its messages, whether zod refused the field
 * or a service refused it (a taken slug, an unknown email).
 */
import type { AnyRouter } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import superjson from 'superjson';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { createInnerContext } from '~/server/trpc/context';
import { router } from '~/server/trpc/init';
import { publicProcedure } from '~/server/trpc/procedures';
import { appRouter } from '~/server/trpc/root';

import { createSeries } from '../helpers/content-factories';
import { useTestDatabase } from '../helpers/db';
import { createStaffedTeam, sessionFor, type TestUser } from '../helpers/factories';

const database = useTestDatabase();

let admin: TestUser;
let teamId: string;

beforeAll(async () => {
  const staffed = await createStaffedTeam(database().db);
  admin = staffed.admin;
  teamId = staffed.team.id;
});

interface ErrorAnswer {
  message: string;
  data: { code: string; fieldErrors: Record<string, string[]> };
}

/** Sends one mutation through tRPC's HTTP handling and returns the error the client reads. */
async function refusal(
  path: string,
  input: unknown,
  { user = null, on = appRouter }: { user?: TestUser | null; on?: AnyRouter } = {},
): Promise<ErrorAnswer> {
  const response = await fetchRequestHandler({
    endpoint: '/api/trpc',
    router: on,
    req: new Request(`http://localhost/api/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(superjson.serialize(input)),
    }),
    createContext: () =>
      createInnerContext({ db: database().db, session: user && sessionFor(user) }),
  });
  const body = (await response.json()) as { error?: { json: ErrorAnswer } };
  if (!body.error) throw new Error(`${path} was expected to fail but answered ${response.status}`);
  return body.error.json;
}

const seriesInput = (overrides: Record<string, unknown> = {}) => ({
  teamId,
  title: 'Field errors',
  description: 'A series for the field error tests.',
  ...overrides,
});

describe('fieldErrors', () => {
  it("names the input's field when zod refuses it; the message keeps the first issue", async () => {
    const answer = await refusal('series.create', seriesInput({ title: ' ', slug: 'Not A Slug' }), {
      user: admin,
    });
    expect(answer.message).toBe('title: Title is required.');
    expect(answer.data).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: {
        title: ['Title is required.'],
        slug: ['Slug may contain lowercase letters, digits and single hyphens only.'],
      },
    });
  });

  it('names a nested field by its first path segment', async () => {
    const links = [{ linkName: 'Slides', linkUrl: 'not a url' }];
    const answer = await refusal('series.create', seriesInput({ links }), { user: admin });
    expect(answer.data.fieldErrors).toEqual({ links: ['Enter a full http(s):// URL.'] });
  });

  it('names slug for a series slug that is taken', async () => {
    await createSeries(database().db, teamId, { slug: 'taken-for-fields' });
    const answer = await refusal('series.create', seriesInput({ slug: 'taken-for-fields' }), {
      user: admin,
    });
    expect(answer.message).toBe('A series with this slug already exists.');
    expect(answer.data).toEqual(
      expect.objectContaining({
        code: 'CONFLICT',
        fieldErrors: { slug: ['A series with this slug already exists.'] },
      }),
    );
  });

  it('names slug for a team slug that is taken', async () => {
    const answer = await refusal(
      'team.create',
      { name: 'Taken', slug: (await createStaffedTeam(database().db)).team.slug },
      { user: admin },
    );
    expect(answer.data.fieldErrors).toEqual({ slug: ['A team with this slug already exists.'] });
  });

  it('names email for an address that has an account, and for a member of the team', async () => {
    vi.stubEnv('ALLOW_SIGNUP', 'true');
    try {
      const signUp = await refusal('auth.signUp', {
        email: admin.email,
        password: 'a long enough password',
        fullName: 'Someone Else',
      });
      expect(signUp.data.fieldErrors).toEqual({
        email: ['An account with this email already exists.'],
      });
    } finally {
      vi.unstubAllEnvs();
    }
    const addMember = await refusal(
      'team.addMember',
      { teamId, email: admin.email },
      { user: admin },
    );
    expect(addMember.data).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { email: ['This user is already a member of the team.'] },
    });
  });

  it('names a one-word column of a unique index the database refused', async () => {
    const slugs = router({
      addTeam: publicProcedure
        .input(z.object({ slug: z.string() }))
        .mutation(({ ctx, input }) => ctx.db.team.create({ data: { name: 'Dup', ...input } })),
    });
    const { team } = await createStaffedTeam(database().db);
    const answer = await refusal('addTeam', { slug: team.slug }, { on: slugs });
    expect(answer.message).toBe('A record with this slug already exists.');
    expect(answer.data.fieldErrors).toEqual({ slug: ['A record with this slug already exists.'] });
  });

  it('is empty when the refusal is about no field', async () => {
    const answer = await refusal(
      'series.delete',
      { teamId, id: crypto.randomUUID() },
      {
        user: admin,
      },
    );
    expect(answer.data).toMatchObject({ code: 'NOT_FOUND', fieldErrors: {} });
    expect((await refusal('series.create', seriesInput())).data).toMatchObject({
      code: 'UNAUTHORIZED',
      fieldErrors: {},
    });
  });
});
