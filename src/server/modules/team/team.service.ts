import { slugify } from '~/lib/slugify';
import type {
  AddTeamMemberInput,
  ChangeTeamRoleInput,
  CreateTeamInput,
  RemoveTeamMemberInput,
  TeamBySlugInput,
} from '~/schemas/team';
import { tooManyAttemptsMessage } from '~/server/auth/sign-in-limits';
import type { Tx } from '~/server/db';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  refusedAsNotFound,
  tooManyRequests,
  writeOrConflict,
} from '~/server/errors';
import { mayManageTeamRole } from '~/server/policy';
import { createRateLimiter } from '~/server/rate-limit';
import { audited, auditEntry, changesBetween, recordAudit } from '~/server/records/audit';
import type { ServiceContext } from '~/server/service-context';

import { inviteIn } from './invitation.service';
import { auditedMember, memberFields, toMember } from './membership';
import { AUDITED_TEAM_FIELDS } from './team-admin.service';

const NOT_A_MEMBER = 'This user is not a member of the team.';
const LAST_OWNER = 'A team must keep at least one owner. Make another member an owner first.';

const teamFields = { id: true, name: true, slug: true, description: true, createdAt: true };

/**
 * Adding a member answers whether an email has an account, so each account may try it 30 times
 * an hour: enough for building a team, too few for sounding out who has an account.
 */
const addMemberLimiter = createRateLimiter({
  scope: 'team-add-member',
  limit: 30,
  windowMs: 60 * 60 * 1000,
});

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
    select: memberFields,
  });
  if (!membership) throw refusedAsNotFound(message);
  return membership;
}

/** A team always keeps at least one owner; call before an owner stops being one. */
async function requireAnotherOwner(tx: Tx, teamId: string, message: string): Promise<void> {
  const owners = await tx.teamMember.count({ where: { teamId, role: 'owner' } });
  if (owners < 2) throw conflict(message);
}

/** Creates a team owned by `actorId`, with its log entry, inside the caller's transaction. */
export async function insertTeam(
  tx: Tx,
  { actorId, ...input }: CreateTeamInput & { actorId: string },
) {
  const slug = input.slug || slugify(input.name);
  if (!slug) {
    throw badRequest('The name has no letters or digits to make a slug from; enter a slug.', {
      field: 'slug',
    });
  }
  const team = await writeOrConflict(
    tx.team.create({
      data: {
        name: input.name,
        slug,
        description: input.description || null,
        createdById: actorId,
        members: { create: { userId: actorId, role: 'owner' } },
      },
      select: teamFields,
    }),
    conflict('A team with this slug already exists.', { field: 'slug' }),
  );
  await recordAudit(tx, {
    actorId,
    action: 'create',
    entityType: 'team',
    entityId: team.id,
    entityLabel: team.name,
    teamId: team.id,
    changes: changesBetween(null, team, AUDITED_TEAM_FIELDS),
  });
  return { ...team, role: 'owner' as const };
}

// The team, its owner and the log entry are one transaction: the team never exists without them.
export function createTeam(ctx: ServiceContext, args: CreateTeamInput & { actorId: string }) {
  return ctx.db.$transaction((tx) => insertTeam(tx, args));
}

/** Every team by name: the choices of the system admin's team filters. */
export function listTeamOptions(ctx: ServiceContext) {
  return ctx.db.team.findMany({
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true },
  });
}

export async function listMyTeams(ctx: ServiceContext, { actorId }: { actorId: string }) {
  const memberships = await ctx.db.teamMember.findMany({
    where: { userId: actorId },
    orderBy: { team: { name: 'asc' } },
    select: { role: true, team: { select: teamFields } },
  });
  return memberships.map(({ role, team }) => ({ ...team, role }));
}

/** Members and system admins see a team; to anyone else it does not exist. */
export async function getTeamBySlug(
  ctx: ServiceContext,
  {
    slug,
    actorId,
    actorIsSystemAdmin,
  }: TeamBySlugInput & { actorId: string; actorIsSystemAdmin: boolean },
) {
  const team = await ctx.db.team.findUnique({
    where: { slug },
    select: {
      ...teamFields,
      members: { where: { userId: actorId }, select: { role: true } },
      _count: { select: { members: true } },
    },
  });
  const role = team?.members[0]?.role ?? null;
  if (!team || (!role && !actorIsSystemAdmin)) throw notFound('Team');
  const { members: _members, _count, ...fields } = team;
  return { ...fields, role, memberCount: _count.members };
}

export async function listTeamMembers(ctx: ServiceContext, { teamId }: { teamId: string }) {
  const rows = await ctx.db.teamMember.findMany({
    where: { teamId },
    // PostgreSQL orders an enum by declaration (member, admin, owner): owners come first.
    orderBy: [{ role: 'desc' }, { user: { fullName: 'asc' } }],
    select: memberFields,
  });
  return rows.map(toMember);
}

/**
 * Adds a user by email; an address without an account is invited instead (an email with a link
 * to open one). Who may give which role is the procedure's rule. The attempt counts against the
 * caller's limit before the email is looked up.
 */
export async function addTeamMember(
  ctx: ServiceContext,
  { teamId, actorId, email, role }: AddTeamMemberInput & { teamId: string; actorId: string },
) {
  const { allowed, retryAfterMs } = await addMemberLimiter.hit(ctx.db, actorId);
  if (!allowed) throw tooManyRequests(tooManyAttemptsMessage(retryAfterMs));
  return ctx.db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email }, select: { id: true } });
    if (!user) {
      const invitation = await inviteIn(tx, { teamId, actorId, email, role });
      return { kind: 'invitation' as const, ...invitation };
    }
    const added = await writeOrConflict(
      tx.teamMember.create({ data: { teamId, userId: user.id, role }, select: memberFields }),
      conflict('This user is already a member of the team.', { field: 'email' }),
    );
    await recordAudit(
      tx,
      auditEntry(auditedMember(teamId), {
        action: 'add_member',
        actorId,
        before: null,
        after: added,
      }),
    );
    return { kind: 'member' as const, ...toMember(added) };
  });
}

export async function changeTeamRole(
  ctx: ServiceContext,
  { teamId, actorId, userId, role }: ChangeTeamRoleInput & { teamId: string; actorId: string },
) {
  const { after } = await audited(
    ctx.db,
    async (tx) => {
      await lockTeam(tx, teamId);
      const before = await requireMembership(tx, teamId, userId, NOT_A_MEMBER);
      if (before.role === 'owner' && role !== 'owner') {
        await requireAnotherOwner(tx, teamId, LAST_OWNER);
      }
      const after = await tx.teamMember.update({
        where: { id: before.id },
        data: { role },
        select: memberFields,
      });
      return { before, after };
    },
    ({ before, after }) =>
      before.role === after.role
        ? null
        : auditEntry(auditedMember(teamId), { action: 'change_role', actorId, before, after }),
  );
  return toMember(after);
}

/**
 * Removes a member as `mayManageTeamRole` allows for the target's role, which is stored data:
 * it is read in the transaction that removes them.
 */
export async function removeTeamMember(
  ctx: ServiceContext,
  {
    teamId,
    actorId,
    userId,
    actorIsOwner,
  }: RemoveTeamMemberInput & { teamId: string; actorId: string; actorIsOwner: boolean },
): Promise<{ userId: string }> {
  await audited(
    ctx.db,
    async (tx) => {
      await lockTeam(tx, teamId);
      const target = await requireMembership(tx, teamId, userId, NOT_A_MEMBER);
      if (!mayManageTeamRole(actorIsOwner, target.role)) {
        throw forbidden('Only team owners can remove admins and owners.');
      }
      if (target.role === 'owner') {
        await requireAnotherOwner(tx, teamId, LAST_OWNER);
      }
      await tx.teamMember.delete({ where: { id: target.id } });
      return target;
    },
    (removed) =>
      auditEntry(auditedMember(teamId), {
        action: 'remove_member',
        actorId,
        before: removed,
        after: null,
      }),
  );
  return { userId };
}

export async function leaveTeam(
  ctx: ServiceContext,
  { teamId, actorId }: { teamId: string; actorId: string },
): Promise<{ teamId: string }> {
  await audited(
    ctx.db,
    async (tx) => {
      await lockTeam(tx, teamId);
      const membership = await requireMembership(
        tx,
        teamId,
        actorId,
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
      return membership;
    },
    (left) =>
      auditEntry(auditedMember(teamId), { action: 'leave', actorId, before: left, after: null }),
  );
  return { teamId };
}
