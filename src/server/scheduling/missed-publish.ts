import type { Db } from '~/server/db';

/** Why a scheduled publish did not happen (stored in the record's `missed_reason`). */
export const missedReasons = ['after_unpublish_time', 'scheduler_not_allowed'] as const;
export type MissedReason = (typeof missedReasons)[number];

/** What a publish job knows of its record. */
interface ScheduledState {
  teamId: string;
  unpublishAt: Date | null;
  scheduledById: string | null;
}

/**
 * Why a record's scheduled publish must not happen now, or null when it may: its unpublish time
 * has passed (the site was down or behind), so publishing would only flash it public; or the
 * person who set the schedule can no longer publish in the team (made a member, removed from it,
 * or their account deleted), and a schedule acts with its setter's rights.
 */
export async function whyPublishIsMissed(
  db: Db,
  record: ScheduledState,
  now: Date,
): Promise<MissedReason | null> {
  if (record.unpublishAt && record.unpublishAt <= now) return 'after_unpublish_time';
  if (!(await mayPublish(db, record.teamId, record.scheduledById))) return 'scheduler_not_allowed';
  return null;
}

/** Whether the user is an admin or owner of the team, or a system admin. */
async function mayPublish(db: Db, teamId: string, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [membership, systemAdmin] = await Promise.all([
    db.teamMember.findUnique({
      where: { teamId_userId: { teamId, userId } },
      select: { role: true },
    }),
    db.userRole.findUnique({
      where: { userId_role: { userId, role: 'admin' } },
      select: { id: true },
    }),
  ]);
  return membership?.role === 'admin' || membership?.role === 'owner' || systemAdmin !== null;
}
