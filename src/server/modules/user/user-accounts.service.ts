import { randomBytes } from 'node:crypto';

import type {
  ChangePasswordInput,
  CreateUserInput,
  ListUsersInput,
  SetDisabledInput,
  SetSystemAdminInput,
  UserIdInput,
} from '~/schemas/user';
import { audited, changesBetween, type Tx } from '~/server/audit';
import { AppError, notFound, writeOrConflict } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/pagination';
import { hashPassword, verifyPassword } from '~/server/password';
import type { ServiceContext } from '~/server/service-context';
import { recordSignInAttempt, tooManyAttemptsMessage } from '~/server/sign-in-limits';
import { endAllSessions } from '~/server/user-sessions';

/*
 * Accounts as system administrators manage them: the list, new accounts, password resets, the
 * system-admin role and disabling. The site always keeps one enabled system administrator, and
 * nobody revokes or disables themselves.
 */

const USER_NOT_FOUND = 'User not found.';

const accountSelect = {
  id: true,
  email: true,
  fullName: true,
  createdAt: true,
  disabledAt: true,
  mustChangePassword: true,
  roles: { select: { role: true } },
  memberships: {
    select: { role: true, team: { select: { id: true, name: true, slug: true } } },
    orderBy: { team: { name: 'asc' } },
  },
} satisfies Prisma.UserSelect;

type AccountRow = Prisma.UserGetPayload<{ select: typeof accountSelect }>;

function account({ roles, memberships, ...user }: AccountRow) {
  return {
    ...user,
    isSystemAdmin: roles.some((r) => r.role === 'admin'),
    teams: memberships.map(({ role, team }) => ({ ...team, role })),
  };
}
export type Account = ReturnType<typeof account>;

/** What the audit log compares of an account (never its password). */
function auditedFields(user: Account) {
  return {
    email: user.email,
    fullName: user.fullName,
    isSystemAdmin: user.isSystemAdmin,
    disabled: user.disabledAt !== null,
    mustChangePassword: user.mustChangePassword,
  };
}
const AUDITED_FIELDS = [
  'email',
  'fullName',
  'isSystemAdmin',
  'disabled',
  'mustChangePassword',
] as const;

function userEntry(action: string, actorId: string, before: Account | null, after: Account) {
  return {
    actorId,
    action,
    entityType: 'user',
    entityId: after.id,
    entityLabel: `${after.fullName} (${after.email})`,
    changes: changesBetween(before && auditedFields(before), auditedFields(after), AUDITED_FIELDS),
  };
}

/** A password nobody chose: 16 characters from 96 random bits, shown once. */
function temporaryPassword(): string {
  return randomBytes(12).toString('base64url');
}

/** The users whose name or email address holds `search`; everyone for an empty search. */
export function usersMatching(search: string): Prisma.UserWhereInput {
  if (!search) return {};
  const contains = { contains: search, mode: 'insensitive' } as const;
  return { OR: [{ fullName: contains }, { email: contains }] };
}

/** Everyone, by name, with their teams and roles. */
export async function listUsers(ctx: ServiceContext, { search, ...page }: ListUsersInput) {
  const rows = await ctx.db.user.findMany({
    where: usersMatching(search),
    orderBy: [{ fullName: 'asc' }, { id: 'asc' }],
    ...pageArgs(page),
    select: accountSelect,
  });
  const { items, nextCursor } = toPage(rows, page.limit);
  return { items: items.map(account), nextCursor };
}

async function accountIn(tx: Tx, userId: string): Promise<Account> {
  const row = await tx.user.findUnique({ where: { id: userId }, select: accountSelect });
  if (!row) throw notFound(USER_NOT_FOUND);
  return account(row);
}

/**
 * Creates an account. Without a password a temporary one is made, returned once, and must be
 * changed at the first sign-in.
 */
export async function createAccount(
  ctx: ServiceContext,
  { actorId, password, systemAdmin, ...input }: CreateUserInput & { actorId: string },
) {
  const temporary = password === undefined ? temporaryPassword() : null;
  const passwordHash = await hashPassword(password ?? temporary!);
  const created = await audited(
    ctx.db,
    async (tx) => {
      const { id } = await writeOrConflict(
        tx.user.create({
          data: {
            ...input,
            passwordHash,
            mustChangePassword: temporary !== null,
            roles: systemAdmin ? { create: { role: 'admin' } } : undefined,
          },
          select: { id: true },
        }),
        new AppError('CONFLICT', 'An account with this email already exists.', {
          field: 'email',
        }),
      );
      return accountIn(tx, id);
    },
    (user) => userEntry('create', actorId, null, user),
  );
  return { user: created, temporaryPassword: temporary };
}

/**
 * Replaces the password with a temporary one (returned once) that must be changed at the next
 * sign-in, and ends the account's sessions.
 */
export async function resetPassword(
  ctx: ServiceContext,
  { actorId, userId }: UserIdInput & { actorId: string },
) {
  const temporary = temporaryPassword();
  const passwordHash = await hashPassword(temporary);
  const user = await audited(
    ctx.db,
    async (tx) => {
      const before = await accountIn(tx, userId);
      await tx.user.update({
        where: { id: userId },
        data: { passwordHash, mustChangePassword: true },
      });
      await endAllSessions(tx, userId);
      return { before, after: await accountIn(tx, userId) };
    },
    ({ before, after }) => userEntry('reset_password', actorId, before, after),
  );
  return { user: user.after, temporaryPassword: temporary };
}

/**
 * Serialises the writes that could leave the site without an enabled system administrator, so
 * two of them cannot each count on the other's admin.
 */
async function lockSystemAdmins(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('teamfolio:system-admins'))`;
}

/** Refuses a write that would leave no enabled system administrator but `userId`'s change. */
async function requireAnotherEnabledAdmin(tx: Tx, userId: string, message: string) {
  const others = await tx.user.count({
    where: { id: { not: userId }, disabledAt: null, roles: { some: { role: 'admin' } } },
  });
  if (others === 0) throw new AppError('CONFLICT', message);
}

export async function setSystemAdmin(
  ctx: ServiceContext,
  { actorId, userId, systemAdmin }: SetSystemAdminInput & { actorId: string },
) {
  if (!systemAdmin && userId === actorId) {
    throw new AppError('FORBIDDEN', 'You cannot revoke your own system administrator role.');
  }
  const { after } = await audited(
    ctx.db,
    async (tx) => {
      await lockSystemAdmins(tx);
      const before = await accountIn(tx, userId);
      if (systemAdmin) {
        await tx.userRole.createMany({ data: [{ userId, role: 'admin' }], skipDuplicates: true });
      } else if (before.isSystemAdmin) {
        await requireAnotherEnabledAdmin(
          tx,
          userId,
          'The site needs at least one enabled system administrator.',
        );
        await tx.userRole.deleteMany({ where: { userId, role: 'admin' } });
      }
      return { before, after: await accountIn(tx, userId) };
    },
    ({ before, after }) =>
      before.isSystemAdmin === after.isSystemAdmin
        ? null
        : userEntry(
            systemAdmin ? 'grant_system_admin' : 'revoke_system_admin',
            actorId,
            before,
            after,
          ),
  );
  return after;
}

/** Disables an account (no sign-in, its sessions end at once) or enables it again. */
export async function setDisabled(
  ctx: ServiceContext,
  { actorId, userId, disabled }: SetDisabledInput & { actorId: string },
) {
  if (disabled && userId === actorId) {
    throw new AppError('FORBIDDEN', 'You cannot disable your own account.');
  }
  const { after } = await audited(
    ctx.db,
    async (tx) => {
      await lockSystemAdmins(tx);
      const before = await accountIn(tx, userId);
      if (disabled && before.isSystemAdmin && before.disabledAt === null) {
        await requireAnotherEnabledAdmin(
          tx,
          userId,
          'The site needs at least one enabled system administrator.',
        );
      }
      if (disabled !== (before.disabledAt !== null)) {
        await tx.user.update({
          where: { id: userId },
          data: { disabledAt: disabled ? new Date() : null },
        });
      }
      if (disabled) await endAllSessions(tx, userId);
      return { before, after: await accountIn(tx, userId) };
    },
    ({ before, after }) =>
      (before.disabledAt === null) === (after.disabledAt === null)
        ? null
        : userEntry(disabled ? 'disable' : 'enable', actorId, before, after),
  );
  return after;
}

/**
 * The signed-in user's own new password. It ends every session of the account, this browser's
 * too: the page signs in again with the new password. Checking the current password is a
 * sign-in attempt (from `clientIp`): a borrowed session guesses it no faster than a sign-in.
 */
export async function changePassword(
  ctx: ServiceContext,
  {
    userId,
    clientIp,
    currentPassword,
    newPassword,
  }: ChangePasswordInput & { userId: string; clientIp: string | null },
): Promise<{ ok: true }> {
  const user = await ctx.db.user.findUnique({
    where: { id: userId },
    select: { email: true, passwordHash: true },
  });
  if (!user) throw notFound(USER_NOT_FOUND);
  const attempt = await recordSignInAttempt(ctx.db, { email: user.email, clientIp });
  if (!attempt.allowed) {
    throw new AppError('TOO_MANY_REQUESTS', tooManyAttemptsMessage(attempt.retryAfterMs));
  }
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('BAD_REQUEST', 'The current password is not correct.', {
      field: 'currentPassword',
    });
  }
  await attempt.giveBack();
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.$transaction([
    ctx.db.user.update({
      where: { id: userId },
      data: { passwordHash, mustChangePassword: false },
      select: { id: true },
    }),
    ctx.db.userSession.deleteMany({ where: { userId } }),
  ]);
  return { ok: true };
}
