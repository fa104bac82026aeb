/**
 * The setup screen of a fresh install: the one-time link `npm start` prints creates the first
 * administrator (a system administrator) and the first team they own, once; anything else —
 * a wrong or spent token, or any use once an account exists — finds nothing.
 */
import type { TRPCError } from '@trpc/server';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';

import { setupPageServerSideProps } from '~/features/auth/setup-page-props';
import type { CompleteSetupInput } from '~/schemas/setup';
import { issueSetupToken, setupTokenIsValid } from '~/server/modules/setup/setup.service';

import { callerFor } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createUser } from '../helpers/factories';

const database = useTestDatabase();

const person = {
  fullName: 'Maya Chen',
  email: 'maya@example.test',
  password: 'a long enough password',
  teamName: 'Innovation Lab',
  teamSlug: 'innovation-lab',
};

function complete(input: CompleteSetupInput) {
  return callerFor(database().db, null).setup.complete(input);
}

/** The page's answer for `token`, and the headers it set. */
async function openSetupPage(token: unknown) {
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: string) => headers.set(name, value) };
  const result = await setupPageServerSideProps({
    query: { token } as Record<string, string>,
    res: res as never,
  });
  return { result, headers };
}

beforeEach(async () => {
  const { db } = database();
  await db.team.deleteMany();
  await db.user.deleteMany();
  await db.setupToken.deleteMany();
});

describe('the setup link', () => {
  it('creates the first administrator and their team, and works once', async () => {
    const { db } = database();
    const token = (await issueSetupToken(db))!;

    const { userId, team } = await complete({ token, ...person });

    const user = await db.user.findUniqueOrThrow({
      where: { id: userId },
      include: { roles: true, memberships: { include: { team: true } } },
    });
    expect(user.email).toBe(person.email);
    expect(user.roles.map((r) => r.role)).toEqual(['admin']);
    expect(user.memberships).toEqual([
      expect.objectContaining({ role: 'owner', team: expect.objectContaining(team) }),
    ]);
    expect(team.slug).toBe('innovation-lab');
    const log = await db.auditEntry.findMany({ orderBy: { createdAt: 'asc' } });
    expect(log.map((entry) => [entry.action, entry.entityType, entry.actorId])).toEqual([
      ['setup', 'user', userId],
      ['create', 'team', userId],
    ]);

    await expect(
      complete({ token, ...person, email: 'someone@example.test' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await db.user.count()).toBe(1);
    expect((await openSetupPage(token)).result).toEqual({ notFound: true });
  });

  it('opens the page only with the current token, and keeps it out of caches', async () => {
    const { db } = database();
    const token = (await issueSetupToken(db))!;

    const { result, headers } = await openSetupPage(token);
    expect(result).toEqual({ props: { token } });
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(headers.get('Referrer-Policy')).toBe('no-referrer');

    for (const wrong of [undefined, '', `${token}x`, [token, token], 'x'.repeat(10_000)]) {
      expect((await openSetupPage(wrong)).result).toEqual({ notFound: true });
    }
  });

  it('refuses a wrong token without creating anything, and the real one still works', async () => {
    const { db } = database();
    const token = (await issueSetupToken(db))!;

    await expect(complete({ token: 'guessed', ...person })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(complete({ token: 'x'.repeat(5_000), ...person })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await db.user.count()).toBe(0);
    await expect(complete({ token, ...person })).resolves.toBeDefined();
  });

  it('is dead once an account exists, however it was created', async () => {
    const { db } = database();
    const token = (await issueSetupToken(db))!;
    await createUser(db);

    await expect(complete({ token, ...person })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await openSetupPage(token)).result).toEqual({ notFound: true });
    expect(await issueSetupToken(db)).toBeNull();
    expect(await db.setupToken.count()).toBe(0);
  });

  it('a refused field spends nothing: the form shows it and the link still works', async () => {
    const { db } = database();
    const token = (await issueSetupToken(db))!;

    const refused = complete({ token, ...person, password: 'short', teamSlug: 'Not A Slug' });
    await expect(refused).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const error = await refused.then(
      () => null,
      (e: TRPCError) => e,
    );
    const fields = new Set((error?.cause as ZodError | undefined)?.issues.map((i) => i.path[0]));
    expect([...fields].sort()).toEqual(['password', 'teamSlug']);
    expect(await setupTokenIsValid(db, token)).toBe(true);
    expect(await db.user.count()).toBe(0);
  });

  it('of many submissions at once with one link, exactly one creates the site', async () => {
    const { db } = database();
    const token = (await issueSetupToken(db))!;

    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        complete({ token, ...person, email: `admin-${i}@example.test` }),
      ),
    );

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await db.user.count()).toBe(1);
    expect(await db.team.count()).toBe(1);
  });
});
