import { TRPCError } from '@trpc/server';
import { z } from 'zod';

import type { TeamRole } from '~/server/generated/prisma/client';
import { toTRPCError } from '~/server/errors';
import { isSystemAdmin } from '~/server/modules/user/user.service';

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

/** Signed-in callers only; `unauthorizedMessage` lets a call keep the spec's own wording. */
export function createProtectedProcedure(unauthorizedMessage: string) {
  return publicProcedure.use(({ ctx, next }) => {
    const { session } = ctx;
    if (!session?.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: unauthorizedMessage });
    return next({ ctx: { ...ctx, session } });
  });
}

export const protectedProcedure = createProtectedProcedure('Please sign in to continue.');

export const systemAdminProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  // Checked against user_roles on every call, so a revoked admin loses access at once.
  if (!(await isSystemAdmin(ctx.db, ctx.session.user.id))) {
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
    if (!allowed && !(await isSystemAdmin(ctx.db, userId))) {
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
