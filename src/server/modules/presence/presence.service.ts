import { env } from '~/env';
import type { ListPresenceInput, PresenceHeartbeatInput } from '~/schemas/presence';
import type { RevisionRecordType } from '~/schemas/revision';
import { notFound } from '~/server/errors';
import type { ServiceContext } from '~/server/service-context';

/**
 * Whether the record is the team's: a heartbeat comes every few seconds from every open editor,
 * so it reads the id alone, never the record.
 */
const RECORD_IN_TEAM: Record<
  RevisionRecordType,
  (ctx: ServiceContext, teamId: string, id: string) => Promise<number>
> = {
  blog_post: (ctx, teamId, id) => ctx.db.blogPost.count({ where: { id, teamId } }),
  project: (ctx, teamId, id) => ctx.db.project.count({ where: { id, teamId } }),
  series_item: (ctx, teamId, id) => ctx.db.seriesItem.count({ where: { id, series: { teamId } } }),
};

const RECORD_LABELS: Record<RevisionRecordType, string> = {
  blog_post: 'Post',
  project: 'Project',
  series_item: 'Item',
};

/** How long after the last heartbeat a row is deleted (by any later heartbeat). */
const FORGET_AFTER_MS = 5 * 60 * 1000;

function windowMs(): number {
  return env.PRESENCE_WINDOW_SECONDS * 1000;
}

/** How often an editor beats, and a list asks again: three times per window. */
function beatEveryMs(): number {
  return Math.floor(windowMs() / 3);
}

/**
 * An editor's heartbeat: `actorId` has the record open now. One upsert of the person's row (the
 * record must be the team's, else NOT_FOUND), and rows nobody has renewed for minutes go. The
 * answer tells the editor when to beat next, so others never see it lapse while it is open.
 */
export async function recordPresence(
  ctx: ServiceContext,
  {
    teamId,
    actorId,
    recordType,
    recordId,
  }: PresenceHeartbeatInput & { teamId: string; actorId: string },
) {
  const now = new Date();
  if ((await RECORD_IN_TEAM[recordType](ctx, teamId, recordId)) === 0) {
    throw notFound(RECORD_LABELS[recordType]);
  }
  await ctx.db.$transaction([
    ctx.db.editingPresence.upsert({
      where: { recordType_recordId_userId: { recordType, recordId, userId: actorId } },
      create: { recordType, recordId, userId: actorId, teamId, lastSeen: now },
      update: { lastSeen: now },
      select: { recordId: true },
    }),
    ctx.db.editingPresence.deleteMany({
      where: { lastSeen: { lt: new Date(now.getTime() - FORGET_AFTER_MS) } },
    }),
  ]);
  return { beatEveryMs: beatEveryMs() };
}

/**
 * Who else has an editor open on the team's records of one kind (or on one record): seen within
 * the presence window, the caller left out, and only people who may still change the team's
 * content (a member, say one whose role was lowered since, is never announced as editing). One
 * entry per person and record, by name; and when to ask again.
 */
export async function listPresence(
  ctx: ServiceContext,
  {
    teamId,
    actorId,
    recordType,
    recordId,
  }: ListPresenceInput & { teamId: string; actorId: string },
) {
  const now = new Date();
  const rows = await ctx.db.editingPresence.findMany({
    where: {
      teamId,
      recordType,
      ...(recordId ? { recordId } : {}),
      userId: { not: actorId },
      lastSeen: { gte: new Date(now.getTime() - windowMs()) },
      user: {
        OR: [
          { memberships: { some: { teamId, role: { in: ['admin', 'owner'] } } } },
          { roles: { some: { role: 'admin' } } },
        ],
      },
    },
    orderBy: { lastSeen: 'desc' },
    select: { recordId: true, userId: true, user: { select: { fullName: true } } },
  });
  return {
    others: rows.map((row) => ({
      recordId: row.recordId,
      userId: row.userId,
      name: row.user.fullName,
    })),
    askAgainInMs: beatEveryMs(),
  };
}
