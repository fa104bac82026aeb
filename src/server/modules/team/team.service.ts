import { slugify } from '~/lib/slugify';
import type {
  AddTeamMemberInput,
  ChangeTeamRoleInput,
  CreateTeamInput,
  RemoveTeamMemberInput,
} from '~/schemas/team';
import type { Db } from '~/server/db';
import { AppError } from '~/server/errors';
import type { Prisma, TeamRole } from '~/server/generated/prisma/client';
import { isSystemAdmin } from '~/server/modules/user/user.service';

type Tx = Prisma.TransactionClient;

const NOT_A_MEMBER = 'This user is not a member of the team.';
const LAST_OWNER = 'A team must keep at least one owner. Make another member an owner first.';

/** The team a procedure runs on and the caller's role in it (null: a system admin outside it). */
export interface TeamScope {
  id: string;
  role: TeamRole | null;
}

const teamFields = { id: true, name: true, slug: true, description: true, createdAt: true };

const memberFields = {
  role: true,
  createdAt: true,
  user: { select: { id: true, fullName: true, email: true, avatarUrl: true } },
} satisfies Prisma.TeamMemberSelect;

type MemberRow = Prisma.TeamMemberGetPayload<{ select: typeof memberFields }>;

function toMember({ user, role, createdAt }: MemberRow) {
  return {
    userId: user.id,
    fullName: user.fullName,
    email: user.email,
    avatarUrl: user.avatarUrl,
    role,
    joinedAt: createdAt,
  };
}

/**
 * Serialises membership changes of one team, so two concurrent requests cannot both see
 * "another owner remains" and leave the team without an owner.
 */
async function lockTeam(tx: Tx, teamId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM teams WHERE id = ${teamId}::uuid FOR UPDATE`;
}

async function requireMembership(tx: Tx, teamId: string, userId: string, message: string) {
  const membership = await tx.teamMember.findUnique({
    where: { teamId_userId: { teamId, userId } },
    select: { id: true, role: true },
  });
  if (!membership) throw new AppError('NOT_FOUND', message);
  return membership;
}

/** A team always keeps at least one owner; call before an owner stops being one. */
async function requireAnotherOwner(tx: Tx, teamId: string, message: string): Promise<void> {
  const owners = await tx.teamMember.count({ where: { teamId, role: 'owner' } });
  if (owners < 2) throw new AppError('CONFLICT', message);
}

/** Owners (and system admins) hold the powers above a team admin's. */
async function requireOwnerPower(
  db: Pick<Db, 'userRole'>,
  team: TeamScope,
  actorId: string,
  message: string,
): Promise<void> {
  if (team.role === 'owner' || (await isSystemAdmin(db, actorId))) return;
  throw new AppError('FORBIDDEN', message);
}

export async function createTeam(db: Db, input: CreateTeamInput, actorId: string) {
  const slug = input.slug || slugify(input.name);
  if (!slug) {
    throw new AppError(
      'BAD_REQUEST',
      'The name has no letters or digits to make a slug from; enter a slug.',
    );
  }
  const taken = await db.team.findUnique({ where: { slug }, select: { id: true } });
  if (taken) throw new AppError('CONFLICT', 'A team with this slug already exists.');
  // A nested create is one transaction: the team never exists without its owner.
  const team = await db.team.create({
    data: {
      name: input.name,
      slug,
      description: input.description || null,
      createdById: actorId,
      members: { create: { userId: actorId, role: 'owner' } },
    },
    select: teamFields,
  });
  return { ...team, role: 'owner' as const };
}

export async function listMyTeams(db: Db, userId: string) {
  const memberships = await db.teamMember.findMany({
    where: { userId },
    orderBy: { team: { name: 'asc' } },
    select: { role: true, team: { select: teamFields } },
  });
  return memberships.map(({ role, team }) => ({ ...team, role }));
}

/** Members and system admins see a team; to anyone else it does not exist. */
export async function getTeamBySlug(db: Db, slug: string, actorId: string) {
  const team = await db.team.findUnique({
    where: { slug },
    select: {
      ...teamFields,
      members: { where: { userId: actorId }, select: { role: true } },
      _count: { select: { members: true } },
    },
  });
  const role = team?.members[0]?.role ?? null;
  if (!team || (!role && !(await isSystemAdmin(db, actorId)))) {
    throw new AppError('NOT_FOUND', 'Team not found.');
  }
  const { members: _members, _count, ...fields } = team;
  return { ...fields, role, memberCount: _count.members };
}

export async function listMembers(db: Db, teamId: string) {
  const rows = await db.teamMember.findMany({
    where: { teamId },
    // PostgreSQL orders an enum by declaration (member, admin, owner): owners come first.
    orderBy: [{ role: 'desc' }, { user: { fullName: 'asc' } }],
    select: memberFields,
  });
  return rows.map(toMember);
}

export async function addMember(
  db: Db,
  team: TeamScope,
  input: AddTeamMemberInput,
  actorId: string,
) {
  if (input.role !== 'member') {
    await requireOwnerPower(db, team, actorId, 'Only team owners can add admins and owners.');
  }
  const user = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (!user) throw new AppError('NOT_FOUND', 'No user with this email.');
  const existing = await db.teamMember.findUnique({
    where: { teamId_userId: { teamId: team.id, userId: user.id } },
    select: { id: true },
  });
  if (existing) throw new AppError('CONFLICT', 'This user is already a member of the team.');
  const row = await db.teamMember.create({
    data: { teamId: team.id, userId: user.id, role: input.role },
    select: memberFields,
  });
  return toMember(row);
}

export async function changeRole(
  db: Db,
  team: TeamScope,
  input: ChangeTeamRoleInput,
  actorId: string,
) {
  await requireOwnerPower(db, team, actorId, 'Only team owners can change roles.');
  return db.$transaction(async (tx) => {
    await lockTeam(tx, team.id);
    const target = await requireMembership(tx, team.id, input.userId, NOT_A_MEMBER);
    if (target.role === 'owner' && input.role !== 'owner') {
      await requireAnotherOwner(tx, team.id, LAST_OWNER);
    }
    const row = await tx.teamMember.update({
      where: { id: target.id },
      data: { role: input.role },
      select: memberFields,
    });
    return toMember(row);
  });
}

/** Admins remove members; only owners remove admins and owners. */
export async function removeMember(
  db: Db,
  team: TeamScope,
  input: RemoveTeamMemberInput,
  actorId: string,
): Promise<{ userId: string }> {
  return db.$transaction(async (tx) => {
    await lockTeam(tx, team.id);
    const target = await requireMembership(tx, team.id, input.userId, NOT_A_MEMBER);
    if (target.role !== 'member') {
      await requireOwnerPower(tx, team, actorId, 'Only team owners can remove admins and owners.');
    }
    if (target.role === 'owner') {
      await requireAnotherOwner(tx, team.id, LAST_OWNER);
    }
    await tx.teamMember.delete({ where: { id: target.id } });
    return { userId: input.userId };
  });
}

export async function leaveTeam(
  db: Db,
  teamId: string,
  userId: string,
): Promise<{ teamId: string }> {
  return db.$transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const membership = await requireMembership(
      tx,
      teamId,
      userId,
      'You are not a member of this team.',
    );
    if (membership.role === 'owner') {
      await requireAnotherOwner(
        tx,
        teamId,
        'You are the last owner of this team. Make another member an owner before leaving.',
      );
    }
    await tx.teamMember.delete({ where: { id: membership.id } });
    return { teamId };
  });
}
