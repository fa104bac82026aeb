import { TRPCError } from '@trpc/server';

import { notFoundMessage } from '~/lib/not-found-message';
import { teamIdInput } from '~/schemas/team';
import { badRequest, toTRPCError } from '~/server/errors';
import type { TeamRole } from '~/server/generated/prisma/client';
import { isSystemAdmin } from '~/server/modules/user/user.service';
import { inputProblem } from '~/server/trpc/input-guards';

import { t } from './init';

const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = toTRPCError(result.error.cause);
    if (mapped && mapped !== result.error) throw mapped;
  }
  return result;
});

const refuseMalformedInput = t.middleware(async ({ getRawInput, next }) => {
  const problem = inputProblem(await getRawInput());
  if (problem) {
    throw badRequest(problem.message, { field: problem.field.split('.')[0] });
  }
  return next();
});

export const publicProcedure = t.procedure.use(mapErrors).use(refuseMalformedInput);

const SIGN_IN_MESSAGE = 'Please sign in to continue.';

/**
 * Signed-in callers, even one who signed in with a temporary password: only for changing that
 * password.
 */
export const signedInProcedure = publicProcedure.use(({ ctx, next }) => {
  const { session } = ctx;
  if (!session?.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_MESSAGE });
  return next({ ctx: { ...ctx, session } });
});

/**
 * Signed-in callers only, once any temporary password is changed; `unauthorizedMessage` lets a
 * call keep its own wording.
 */
export function createProtectedProcedure(unauthorizedMessage: string) {
  return publicProcedure.use(({ ctx, next }) => {
    const { session } = ctx;
    if (!session?.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: unauthorizedMessage });
    if (session.user.mustChangePassword) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'Change your temporary password before going on.',
      });
    }
    return next({ ctx: { ...ctx, session } });
  });
}

export const protectedProcedure = createProtectedProcedure(SIGN_IN_MESSAGE);

/**
 * Puts `ctx.isSystemAdmin` in context, read from user_roles on every call so that a revoked
 * admin loses access at once. For rules that depend on the input or on stored data: the rule
 * reads the flag, and a service receives it instead of querying user_roles itself.
 */
export const withSystemAdminFlag = t.middleware(async ({ ctx, next }) => {
  const userId = ctx.session?.user.id;
  return next({ ctx: { isSystemAdmin: userId ? await isSystemAdmin(ctx, { userId }) : false } });
});

export const systemAdminProcedure = protectedProcedure
  .use(withSystemAdminFlag)
  .use(({ ctx, next }) => {
    if (!ctx.isSystemAdmin) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'You need system administrator privileges to do this.',
      });
    }
    return next();
  });

const ROLE_RANK: Record<TeamRole, number> = { member: 0, admin: 1, owner: 2 };

/** The team a procedure runs on, and what the caller may do in it. */
interface TeamScope {
  id: string;
  slug: string;
  /** The caller's role in the team; null for a system admin outside it. */
  role: TeamRole | null;
  /** Holds an owner's powers: an owner of the team, or a system admin. */
  isOwner: boolean;
}

/**
 * Procedures on one team's content: the input carries `teamId`; the caller needs at least
 * `minRole` in that team, or to be a system admin. Puts `ctx.team` (a TeamScope) in context.
 */
function teamProcedure(minRole: TeamRole, forbiddenMessage: string) {
  return protectedProcedure.input(teamIdInput).use(async ({ ctx, input, next }) => {
    const userId = ctx.session.user.id;
    const [team, membership, systemAdmin] = await Promise.all([
      ctx.db.team.findUnique({ where: { id: input.teamId }, select: { id: true, slug: true } }),
      ctx.db.teamMember.findUnique({
        where: { teamId_userId: { teamId: input.teamId, userId } },
        select: { role: true },
      }),
      isSystemAdmin(ctx, { userId }),
    ]);
    const role = membership?.role ?? null;
    const hasRole = role !== null && ROLE_RANK[role] >= ROLE_RANK[minRole];
    if (!hasRole && !systemAdmin)
      throw new TRPCError({ code: 'FORBIDDEN', message: forbiddenMessage });
    if (!team) throw new TRPCError({ code: 'NOT_FOUND', message: notFoundMessage('Team') });
    const scope: TeamScope = {
      id: team.id,
      slug: team.slug,
      role,
      isOwner: role === 'owner' || systemAdmin,
    };
    return next({ ctx: { ...ctx, team: scope } });
  });
}

/** Read a team's content including drafts: any member of the team. */
export const teamMemberProcedure = teamProcedure('member', 'You are not a member of this team.');
/** Change a team's content: team admins and owners. */
export const teamAdminProcedure = teamProcedure(
  'admin',
  'Only team admins and owners can do this.',
);
/** Powers above a team admin's (changing roles): team owners. */
export const teamOwnerProcedure = teamProcedure('owner', 'Only team owners can do this.');
