import type { z } from 'zod';

import { setPasswordInput, signUpInput } from '~/schemas/auth';
import type { Db } from '~/server/db';
import { AppError, notFound, writeOrConflict } from '~/server/errors';
import { hashPassword } from '~/server/password';
import type { ServiceContext } from '~/server/service-context';

/*
 * Account administration shared by sign-up and the `npm run user` CLI. Inputs are validated
 * here as well, because the CLI reaches these functions without a router in front.
 */

function parse<S extends z.ZodType>(schema: S, raw: z.input<S>): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const [issue] = result.error.issues;
    const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
    throw new AppError('BAD_REQUEST', issue?.message ?? 'Invalid input.', { field });
  }
  return result.data;
}

async function requireUserIdByEmail(db: Db, rawEmail: string): Promise<string> {
  const email = rawEmail.trim().toLowerCase();
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) throw notFound('No user with this email.');
  return user.id;
}

/** Creates an account; `systemAdmin` also makes it a system administrator. */
export async function createUser(
  ctx: ServiceContext,
  { systemAdmin = false, ...raw }: z.input<typeof signUpInput> & { systemAdmin?: boolean },
) {
  const input = parse(signUpInput, raw);
  const user = await writeOrConflict(
    ctx.db.user.create({
      data: {
        email: input.email,
        fullName: input.fullName,
        passwordHash: await hashPassword(input.password),
        roles: systemAdmin ? { create: { role: 'admin' } } : undefined,
      },
      select: { id: true, email: true, fullName: true },
    }),
    new AppError('CONFLICT', 'An account with this email already exists.', { field: 'email' }),
  );
  return { ...user, isSystemAdmin: systemAdmin };
}

/** Returns whether anything changed (false when the user already was a system admin). */
export async function grantSystemAdmin(
  ctx: ServiceContext,
  { email }: { email: string },
): Promise<{ changed: boolean }> {
  const userId = await requireUserIdByEmail(ctx.db, email);
  const { count } = await ctx.db.userRole.createMany({
    data: [{ userId, role: 'admin' }],
    skipDuplicates: true,
  });
  return { changed: count > 0 };
}

/** Returns whether anything changed (false when the user was not a system admin). */
export async function revokeSystemAdmin(
  ctx: ServiceContext,
  { email }: { email: string },
): Promise<{ changed: boolean }> {
  const userId = await requireUserIdByEmail(ctx.db, email);
  const { count } = await ctx.db.userRole.deleteMany({ where: { userId, role: 'admin' } });
  return { changed: count > 0 };
}

export async function setPassword(
  ctx: ServiceContext,
  raw: z.input<typeof setPasswordInput>,
): Promise<void> {
  const input = parse(setPasswordInput, raw);
  const userId = await requireUserIdByEmail(ctx.db, input.email);
  const passwordHash = await hashPassword(input.password);
  // A new password ends the sessions opened with the old one.
  await ctx.db.$transaction([
    ctx.db.user.update({ where: { id: userId }, data: { passwordHash }, select: { id: true } }),
    ctx.db.userSession.deleteMany({ where: { userId } }),
  ]);
}
