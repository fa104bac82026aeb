import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { env } from '~/env';
import type { RevisionRecordType } from '~/schemas/revision';

import { createBlogPost, createProject, createSeriesWithItems } from '../helpers/content-factories';
import { useContentCast, type CastRole } from '../helpers/roles';

const cast = useContentCast();
const { database, as } = cast;
const WINDOW_MS = env.PRESENCE_WINDOW_SECONDS * 1000;

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the app's clock (only Date: the database and its driver keep their own time). */
function clockAt(time: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
}

const beat = (role: CastRole, recordId: string, recordType: RevisionRecordType = 'blog_post') =>
  as(role).api.presence.heartbeat({ teamId: cast.team.id, recordType, recordId });

/** Who else `role` sees editing: one record, or every record of the kind. */
const others = async (
  role: CastRole,
  recordId?: string,
  recordType: RevisionRecordType = 'blog_post',
) => (await as(role).api.presence.list({ teamId: cast.team.id, recordType, recordId })).others;

async function codeOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return (error as TRPCError).code;
}

describe('presence', () => {
  it('shows who else has a record open, by name, never the caller', async () => {
    const post = await createBlogPost(database().db, cast.team.id);
    const answer = await beat('owner', post.id);
    expect(answer.beatEveryMs).toBe(Math.floor(WINDOW_MS / 3));
    const asked = await as('admin').api.presence.list({
      teamId: cast.team.id,
      recordType: 'blog_post',
    });
    expect(asked.askAgainInMs).toBe(answer.beatEveryMs);
    await beat('systemAdmin', post.id);

    const seenByAdmin = await others('admin', post.id);
    expect(seenByAdmin.map((entry) => entry.name).sort()).toEqual(
      [cast.users.systemAdmin.fullName, cast.users.owner.fullName].sort(),
    );
    expect(await others('member', post.id)).toHaveLength(2);
    expect(await others('owner', post.id)).toEqual([
      {
        recordId: post.id,
        userId: cast.users.systemAdmin.id,
        name: cast.users.systemAdmin.fullName,
      },
    ]);
  });

  it('never announces a member, who cannot change content, as editing', async () => {
    const { db } = database();
    const post = await createBlogPost(db, cast.team.id);
    expect(await codeOf(beat('member', post.id))).toBe('FORBIDDEN');
    expect(await others('owner', post.id)).toEqual([]);

    // An admin lowered to member while their editor is open drops out at once.
    await beat('admin', post.id);
    expect(await others('owner', post.id)).toHaveLength(1);
    await db.teamMember.update({
      where: { teamId_userId: { teamId: cast.team.id, userId: cast.users.admin.id } },
      data: { role: 'member' },
    });
    try {
      expect(await others('owner', post.id)).toEqual([]);
    } finally {
      await db.teamMember.update({
        where: { teamId_userId: { teamId: cast.team.id, userId: cast.users.admin.id } },
        data: { role: 'admin' },
      });
    }
  });

  it('a repeated heartbeat keeps one row; a list of a kind names each record being edited', async () => {
    const db = database().db;
    const [first, second] = await Promise.all([
      createProject(db, cast.team.id),
      createProject(db, cast.team.id),
    ]);
    for (let round = 0; round < 3; round += 1) await beat('owner', first.id, 'project');
    await beat('systemAdmin', second.id, 'project');
    expect(await db.editingPresence.count({ where: { recordId: first.id } })).toBe(1);

    const projects = await others('admin', undefined, 'project');
    expect(projects.map((entry) => entry.recordId).sort()).toEqual([first.id, second.id].sort());
    // Another kind of record with the same team sees none of them.
    expect(await others('admin', undefined, 'series_item')).toEqual([]);
  });

  it('lapses once the window passes without a heartbeat, and comes back with the next', async () => {
    const post = await createBlogPost(database().db, cast.team.id);
    const start = Date.now();
    clockAt(start);
    await beat('owner', post.id);
    clockAt(start + WINDOW_MS - 1_000);
    expect(await others('admin', post.id)).toHaveLength(1);
    clockAt(start + WINDOW_MS + 1_000);
    expect(await others('admin', post.id)).toEqual([]);
    await beat('owner', post.id);
    expect(await others('admin', post.id)).toHaveLength(1);
  });

  it('forgets rows minutes old on the next heartbeat of anyone', async () => {
    const db = database().db;
    const [stale, fresh] = await Promise.all([
      createBlogPost(db, cast.team.id),
      createBlogPost(db, cast.team.id),
    ]);
    const start = Date.now();
    clockAt(start);
    await beat('owner', stale.id);
    clockAt(start + 6 * 60 * 1000);
    await beat('admin', fresh.id);
    expect(await db.editingPresence.count({ where: { recordId: stale.id } })).toBe(0);
    expect(await db.editingPresence.count({ where: { recordId: fresh.id } })).toBe(1);
  });

  it('is only for the record’s team: others are refused, a forged record is not found', async () => {
    const db = database().db;
    const post = await createBlogPost(db, cast.team.id);
    expect(await codeOf(beat('outsider', post.id))).toBe('FORBIDDEN');
    expect(await codeOf(beat('otherAdmin', post.id))).toBe('FORBIDDEN');
    expect(await codeOf(others('otherAdmin', post.id))).toBe('FORBIDDEN');
    expect(await codeOf(beat('anonymous', post.id))).toBe('UNAUTHORIZED');

    // The other team's admin, in their own team, names this team's records: not found.
    const theirs = (recordType: 'blog_post' | 'series_item', recordId: string) =>
      as('otherAdmin').api.presence.heartbeat({ teamId: cast.otherTeam.id, recordType, recordId });
    expect(await codeOf(theirs('blog_post', post.id))).toBe('NOT_FOUND');
    const { items } = await createSeriesWithItems(db, cast.team.id, 1);
    expect(await codeOf(theirs('series_item', items[0]!.id))).toBe('NOT_FOUND');
    expect(await db.editingPresence.count({ where: { recordId: post.id } })).toBe(0);
  });

  it('refuses malformed input before it reaches the database', async () => {
    const post = await createBlogPost(database().db, cast.team.id);
    const api = as('admin').api.presence;
    const hostile = [
      { teamId: cast.team.id, recordType: 'users', recordId: post.id },
      { teamId: cast.team.id, recordType: 'blog_post', recordId: "x' OR 1=1 --" },
      { teamId: cast.team.id, recordType: 'blog_post', recordId: 'a'.repeat(100_000) },
      { teamId: cast.team.id, recordType: 'blog_post' },
    ];
    for (const input of hostile) {
      expect(await codeOf(api.heartbeat(input as never))).toBe('BAD_REQUEST');
    }
  });
});
