import type { TeamProfileFields, TeamProfileListInput } from '~/schemas/team-profile';
import type { Db } from '~/server/db';
import { AppError } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/pagination';

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

/** About page: the order the teams set (order_index), then name; id keeps it total. */
const aboutOrder = [
  { orderIndex: 'asc' },
  { name: 'asc' },
  { id: 'asc' },
] satisfies Prisma.TeamMemberProfileOrderByWithRelationInput[];

/**
 * The profiles after the cursor profile in aboutOrder, as a keyset condition; null when there
 * is no such profile. Prisma's own `cursor` compares with sub-selects joined by OR, which no
 * index can start at, so every page would read all the profiles before it again.
 */
async function afterInAboutOrder(
  db: Db,
  cursor: string,
): Promise<Prisma.TeamMemberProfileWhereInput | null> {
  const profile = await db.teamMemberProfile.findUnique({
    where: { id: cursor },
    select: { id: true, orderIndex: true, name: true },
  });
  if (!profile) return null;
  const { id, orderIndex, name } = profile;
  // The redundant `gte` lets the index start at the cursor instead of filtering up to it.
  return {
    orderIndex: { gte: orderIndex },
    OR: [
      { orderIndex: { gt: orderIndex } },
      { orderIndex, name: { gt: name } },
      { orderIndex, name, id: { gt: id } },
    ],
  };
}

/** Public list (About page): every profile, or one team's, in aboutOrder, a page at a time. */
export async function listProfiles(db: Db, input: TeamProfileListInput) {
  const after = input.cursor ? await afterInAboutOrder(db, input.cursor) : {};
  if (!after) return { items: [], nextCursor: null };
  const rows = await db.teamMemberProfile.findMany({
    where: { ...(input.teamId ? { teamId: input.teamId } : {}), AND: [after] },
    orderBy: aboutOrder,
    ...pageArgs({ limit: input.limit }),
    select: profileSelect,
  });
  return toPage(rows, input.limit);
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
