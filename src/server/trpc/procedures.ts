import { TRPCError } from '@trpc/server';
import { z } from 'zod';

import type { TeamRole } from '~/server/generated/prisma/client';
import { toTRPCError } from '~/server/errors';

import { t } from './init';

const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = toTRPCError(result.error.cause);
    if (mapped && mapped !== result.error) throw mapped;
  }
  return result;
});

export const publicProcedure = t.procedure.use(mapErrors);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  const user = ctx.session?.user;
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return next({ ctx: { ...ctx, session: { ...ctx.session, user } } });
});

async function hasSystemAdminRole(ctx: { db: import('~/server/db').Db }, userId: string) {
  const role = await ctx.db.userRole.findUnique({
    where: { userId_role: { userId, role: 'admin' } },
    select: { id: true },
  });
  return role !== null;
}

export const systemAdminProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  // Checked against user_roles on every call, so a revoked admin loses access at once.
  if (!(await hasSystemAdminRole(ctx, ctx.session.user.id))) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'You need system administrator privileges to do this.',
    });
  }
  return next();
});

const ROLE_RANK: Record<TeamRole, number> = { member: 0, admin: 1, owner: 2 };

export const teamInput = z.object({ teamId: z.uuid('teamId must be a team id') });

/**
 * Procedures on one team's content: the input carries `teamId`; the caller needs at least
 * `minRole` in that team, or to be a system admin. Puts `ctx.team` (id, caller's role) in context.
 */
function teamProcedure(minRole: TeamRole) {
  return protectedProcedure.input(teamInput).use(async ({ ctx, input, next }) => {
    const userId = ctx.session.user.id;
    const [team, membership] = await Promise.all([
      ctx.db.team.findUnique({ where: { id: input.teamId }, select: { id: true, slug: true } }),
      ctx.db.teamMember.findUnique({
        where: { teamId_userId: { teamId: input.teamId, userId } },
        select: { role: true },
      }),
    ]);
    const allowed = membership && ROLE_RANK[membership.role] >= ROLE_RANK[minRole];
    if (!allowed && !(await hasSystemAdminRole(ctx, userId))) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message:
          minRole === 'member'
            ? 'You are not a member of this team.'
            : 'Only team admins and owners can do this.',
      });
    }
    if (!team) throw new TRPCError({ code: 'NOT_FOUND', message: 'Team not found.' });
    return next({
      ctx: { ...ctx, team: { id: team.id, slug: team.slug, role: membership?.role ?? null } },
    });
  });
}

/** Read a team's content including drafts: any member of the team. */
export const teamMemberProcedure = teamProcedure('member');
/** Change a team's content: team admins and owners. */
export const teamAdminProcedure = teamProcedure('admin');
