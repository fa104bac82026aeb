import { randomBytes } from 'node:crypto';

import type { SignUpInput } from '~/schemas/auth';
import type {
  ChangePasswordInput,
  CreateUserInput,
  ListUsersInput,
  SetDisabledInput,
  SetSystemAdminInput,
  UserIdInput,
} from '~/schemas/user';
import { hashPassword, verifyPassword } from '~/server/auth/password';
import { recordSignInAttempt, tooManyAttemptsMessage } from '~/server/auth/sign-in-limits';
import { endAllSessions } from '~/server/auth/user-sessions';
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
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/lists/pagination';
import { audited, changesBetween, recordAudit } from '~/server/records/audit';
import type { ServiceContext } from '~/server/service-context';

/*
 * Accounts: the ones people open for themselves (sign-up), and as system administrators manage
 * them, on the site or from the shell (`npm run user`): the list, new accounts, passwords, the
 * system-admin role and disabling. The site always keeps one enabled system administrator, and
 * nobody revokes or disables themselves. An `actorId` of null is the shell, where nobody signs in.
 */

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

function userEntry(action: string, actorId: string | null, before: Account | null, after: Account) {
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
  if (!row) throw notFound('User');
  return account(row);
}

/** The account of an email address (as `emailSchema` gives it), as the shell names accounts. */
export async function accountByEmail(ctx: ServiceContext, { email }: { email: string }) {
  const row = await ctx.db.user.findUnique({ where: { email }, select: accountSelect });
  if (!row) throw refusedAsNotFound('No user with this email.', { field: 'email' });
  return account(row);
}

async function insertAccount(
  tx: Tx,
  {
    systemAdmin,
    ...data
  }: Pick<Prisma.UserCreateInput, 'email' | 'fullName' | 'passwordHash' | 'mustChangePassword'> & {
    systemAdmin: boolean;
  },
): Promise<Account> {
  const { id } = await writeOrConflict(
    tx.user.create({
      data: { ...data, roles: systemAdmin ? { create: { role: 'admin' } } : undefined },
      select: { id: true },
    }),
    conflict('An account with this email already exists.', { field: 'email' }),
  );
  return accountIn(tx, id);
}

/**
 * Creates an account. Without a password a temporary one is made, returned once, and must be
 * changed at the first sign-in.
 */
export async function createAccount(
  ctx: ServiceContext,
  { actorId, password, systemAdmin, ...input }: CreateUserInput & { actorId: string | null },
) {
  const temporary = password === undefined ? temporaryPassword() : null;
  const passwordHash = await hashPassword(password ?? temporary!);
  const created = await audited(
    ctx.db,
    (tx) =>
      insertAccount(tx, {
        ...input,
        passwordHash,
        mustChangePassword: temporary !== null,
        systemAdmin,
      }),
    (user) => userEntry('create', actorId, null, user),
  );
  return { user: created, temporaryPassword: temporary };
}

/**
 * An account someone opens for themselves, inside the caller's transaction; the log names them
 * as its author under `action` ('sign_up', 'setup' for a fresh install's first administrator, or
 * 'accept_invitation').
 */
export async function openOwnAccount(
  tx: Tx,
  {
    action,
    ...account
  }: Pick<Prisma.UserCreateInput, 'email' | 'fullName' | 'passwordHash'> & {
    systemAdmin: boolean;
    action: 'sign_up' | 'setup' | 'accept_invitation';
  },
): Promise<Account> {
  const user = await insertAccount(tx, { ...account, mustChangePassword: false });
  await recordAudit(tx, userEntry(action, user.id, null, user));
  return user;
}

/** An account someone opens from the sign-up page. */
export async function signUpAccount(ctx: ServiceContext, { password, ...input }: SignUpInput) {
  const passwordHash = await hashPassword(password);
  const user = await ctx.db.$transaction((tx) =>
    openOwnAccount(tx, { ...input, passwordHash, systemAdmin: false, action: 'sign_up' }),
  );
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    isSystemAdmin: user.isSystemAdmin,
  };
}

interface PasswordReplacement {
  action: string;
  actorId: string | null;
  userId: string;
  mustChangePassword: boolean;
}

/**
 * Gives the account a new password (already hashed) and ends its sessions, which the old one
 * opened, with its log entry, inside the caller's transaction.
 */
export async function replacePasswordIn(
  tx: Tx,
  {
    action,
    actorId,
    userId,
    passwordHash,
    mustChangePassword,
  }: PasswordReplacement & { passwordHash: string },
): Promise<Account> {
  const before = await accountIn(tx, userId);
  await tx.user.update({ where: { id: userId }, data: { passwordHash, mustChangePassword } });
  await endAllSessions(tx, userId);
  const after = await accountIn(tx, userId);
  await recordAudit(tx, userEntry(action, actorId, before, after));
  return after;
}

async function replacePassword(
  ctx: ServiceContext,
  { password, ...replacement }: PasswordReplacement & { password: string },
): Promise<Account> {
  const passwordHash = await hashPassword(password);
  return ctx.db.$transaction((tx) => replacePasswordIn(tx, { ...replacement, passwordHash }));
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
  const user = await replacePassword(ctx, {
    action: 'reset_password',
    actorId,
    userId,
    password: temporary,
    mustChangePassword: true,
  });
  return { user, temporaryPassword: temporary };
}

/** Sets a password the administrator chose (from the shell) and ends the account's sessions. */
export function setPassword(
  ctx: ServiceContext,
  { actorId, userId, password }: UserIdInput & { actorId: string | null; password: string },
): Promise<Account> {
  return replacePassword(ctx, {
    action: 'set_password',
    actorId,
    userId,
    password,
    mustChangePassword: false,
  });
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
  if (others === 0) throw conflict(message);
}

export async function setSystemAdmin(
  ctx: ServiceContext,
  { actorId, userId, systemAdmin }: SetSystemAdminInput & { actorId: string | null },
) {
  if (!systemAdmin && userId === actorId) {
    throw forbidden('You cannot revoke your own system administrator role.');
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
    throw forbidden('You cannot disable your own account.');
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
  if (!user) throw notFound('User');
  const attempt = await recordSignInAttempt(ctx.db, { email: user.email, clientIp });
  if (!attempt.allowed) {
    throw tooManyRequests(tooManyAttemptsMessage(attempt.retryAfterMs));
  }
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest('The current password is not correct.', {
      field: 'currentPassword',
    });
  }
  await attempt.giveBack();
  await replacePassword(ctx, {
    action: 'change_password',
    actorId: userId,
    userId,
    password: newPassword,
    mustChangePassword: false,
  });
  return { ok: true };
}
