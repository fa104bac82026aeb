import type {
  CreateTeamProfileInput,
  ListTeamProfilesInput,
  ReorderTeamProfilesInput,
  TeamProfileIdInput,
  UpdateTeamProfileInput,
} from '~/schemas/team-profile';
import { publicPaths, revalidatePaths } from '~/server/cache/revalidate';
import type { Db, Tx } from '~/server/db';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/lists/pagination';
import {
  audited,
  auditedCreate,
  auditedUpdate,
  auditedDelete,
  type AuditedEntity,
} from '~/server/records/audit';
import { reorder } from '~/server/records/reorder';
import type { ServiceContext } from '~/server/service-context';
import { releaseDroppedUploads } from '~/server/storage/file-references';

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

type ProfileRow = Prisma.TeamMemberProfileGetPayload<{ select: typeof profileSelect }>;

const auditedProfile: AuditedEntity<ProfileRow> = {
  type: 'team_profile',
  fields: [
    'name',
    'role',
    'bio',
    'photoUrl',
    'githubUrl',
    'linkedinUrl',
    'twitterUrl',
    'orderIndex',
  ],
  label: (profile) => profile.name,
  teamId: (profile) => profile.teamId,
};

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
export async function listTeamProfiles(ctx: ServiceContext, input: ListTeamProfilesInput) {
  const after = input.cursor ? await afterInAboutOrder(ctx.db, input.cursor) : {};
  if (!after) return { items: [], nextCursor: null };
  const rows = await ctx.db.teamMemberProfile.findMany({
    where: { ...(input.teamId ? { teamId: input.teamId } : {}), AND: [after] },
    orderBy: aboutOrder,
    ...pageArgs({ limit: input.limit }),
    select: profileSelect,
  });
  return toPage(rows, input.limit);
}

type NewProfile = Omit<Prisma.TeamMemberProfileUncheckedCreateInput, 'id' | 'orderIndex'>;

/** Writes a profile in `tx`, last in its team (an import's profiles are written so too). */
export async function insertTeamProfile(tx: Tx, { teamId, ...fields }: NewProfile) {
  const { _max } = await tx.teamMemberProfile.aggregate({
    where: { teamId },
    _max: { orderIndex: true },
  });
  return tx.teamMemberProfile.create({
    data: { ...fields, teamId, orderIndex: (_max.orderIndex ?? -1) + 1 },
    select: profileSelect,
  });
}

/** New profiles go last in their team. */
export async function createTeamProfile(
  ctx: ServiceContext,
  { teamId, actorId, ...fields }: CreateTeamProfileInput & { teamId: string; actorId: string },
) {
  const profile = await auditedCreate(ctx.db, auditedProfile, actorId, (tx) =>
    insertTeamProfile(tx, { ...fields, teamId }),
  );
  await revalidatePaths(ctx, publicPaths.teamProfiles());
  return profile;
}

export async function updateTeamProfile(
  ctx: ServiceContext,
  { teamId, actorId, id, ...fields }: UpdateTeamProfileInput & { teamId: string; actorId: string },
) {
  const { before, after } = await auditedUpdate(
    ctx.db,
    auditedProfile,
    { action: 'update', actorId, notFoundLabel: 'Team member profile' },
    (tx) => tx.teamMemberProfile.findFirst({ where: { id, teamId }, select: profileSelect }),
    (tx) =>
      tx.teamMemberProfile.update({ where: { id, teamId }, data: fields, select: profileSelect }),
  );
  await revalidatePaths(ctx, publicPaths.teamProfiles());
  await releaseDroppedUploads(ctx.db, before, after);
  return after;
}

export async function deleteTeamProfile(
  ctx: ServiceContext,
  { teamId, actorId, id }: TeamProfileIdInput & { teamId: string; actorId: string },
) {
  const deleted = await auditedDelete(
    ctx.db,
    auditedProfile,
    { actorId, notFoundLabel: 'Team member profile' },
    (tx) => tx.teamMemberProfile.delete({ where: { id, teamId }, select: profileSelect }),
  );
  await revalidatePaths(ctx, publicPaths.teamProfiles());
  await releaseDroppedUploads(ctx.db, deleted);
  return { id };
}

/**
 * Gives each of the team's profiles its position in `ids`, which must list them all once; logged
 * as a change of the team.
 */
export async function reorderTeamProfiles(
  ctx: ServiceContext,
  { teamId, actorId, ids }: ReorderTeamProfilesInput & { teamId: string; actorId: string },
) {
  const team = await ctx.db.team.findUniqueOrThrow({
    where: { id: teamId },
    select: { name: true },
  });
  await audited(
    ctx.db,
    (tx) => reorder(tx, 'teamProfiles', teamId, ids),
    (previous) => ({
      actorId,
      action: 'reorder',
      entityType: 'team',
      entityId: teamId,
      entityLabel: team.name,
      teamId,
      changes: { profileOrder: { from: previous, to: [...ids] } },
    }),
  );
  await revalidatePaths(ctx, publicPaths.teamProfiles());
  return ctx.db.teamMemberProfile.findMany({
    where: { teamId },
    orderBy: [{ orderIndex: 'asc' }, { id: 'asc' }],
    select: profileSelect,
  });
}
