import type { TeamProfileFields } from '~/schemas/team-profile';
import type { Db } from '~/server/db';
import { AppError } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';

const profileSelect = {
  id: true,
  teamId: true,
  name: true,
  role: true,
  bio: true,
  photoUrl: true,
  githubUrl: true,
  linkedinUrl: true,
  twitterUrl: true,
  orderIndex: true,
} satisfies Prisma.TeamMemberProfileSelect;

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'Team member profile not found.');
}

/** About page: order_index ascending, then name. */
export function listProfiles(db: Db, teamId: string | null) {
  return db.teamMemberProfile.findMany({
    where: teamId ? { teamId } : {},
    orderBy: [{ orderIndex: 'asc' }, { name: 'asc' }, { id: 'asc' }],
    select: profileSelect,
  });
}

/** New profiles go last in their team. */
export async function createProfile(db: Db, teamId: string, fields: TeamProfileFields) {
  return db.$transaction(async (tx) => {
    const { _max } = await tx.teamMemberProfile.aggregate({
      where: { teamId },
      _max: { orderIndex: true },
    });
    return tx.teamMemberProfile.create({
      data: { ...fields, teamId, orderIndex: (_max.orderIndex ?? -1) + 1 },
      select: profileSelect,
    });
  });
}

export async function updateProfile(
  db: Db,
  teamId: string,
  { id, ...fields }: TeamProfileFields & { id: string },
) {
  const { count } = await db.teamMemberProfile.updateMany({ where: { id, teamId }, data: fields });
  if (count === 0) throw notFound();
  return db.teamMemberProfile.findUniqueOrThrow({ where: { id }, select: profileSelect });
}

export async function deleteProfile(db: Db, teamId: string, id: string) {
  const { count } = await db.teamMemberProfile.deleteMany({ where: { id, teamId } });
  if (count === 0) throw notFound();
}

/** Gives each of the team's profiles its position in `ids`, which must list them all once. */
export async function reorderProfiles(db: Db, teamId: string, ids: string[]) {
  return db.$transaction(async (tx) => {
    const current = await tx.teamMemberProfile.findMany({
      where: { teamId },
      select: { id: true },
    });
    const teamIds = new Set(current.map((profile) => profile.id));
    if (!ids.every((id) => teamIds.has(id))) throw notFound();
    if (ids.length !== teamIds.size) {
      throw new AppError('BAD_REQUEST', 'List every profile of the team exactly once.');
    }
    for (const [orderIndex, id] of ids.entries()) {
      await tx.teamMemberProfile.update({ where: { id }, data: { orderIndex } });
    }
    return tx.teamMemberProfile.findMany({
      where: { teamId },
      orderBy: [{ orderIndex: 'asc' }, { id: 'asc' }],
      select: profileSelect,
    });
  });
}
