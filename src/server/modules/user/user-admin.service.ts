import type { z } from 'zod';

import { setPasswordSchema, signUpSchema } from '~/schemas/auth';
import type { Db } from '~/server/db';
import { AppError } from '~/server/errors';
import { hashPassword } from '~/server/password';

/*
 * Account administration shared by sign-up and the `npm run user` CLI. Inputs are validated
 * here as well, because the CLI reaches these functions without a router in front.
 */

function parse<S extends z.ZodType>(schema: S, raw: z.input<S>): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new AppError('BAD_REQUEST', result.error.issues[0]?.message ?? 'Invalid input.');
  }
  return result.data;
}

async function requireUserIdByEmail(db: Db, rawEmail: string): Promise<string> {
  const email = rawEmail.trim().toLowerCase();
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) throw new AppError('NOT_FOUND', 'No user with this email.');
  return user.id;
}

export async function createUser(
  db: Db,
  raw: z.input<typeof signUpSchema>,
  options: { systemAdmin?: boolean } = {},
) {
  const input = parse(signUpSchema, raw);
  const taken = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (taken) throw new AppError('CONFLICT', 'An account with this email already exists.');
  const user = await db.user.create({
    data: {
      email: input.email,
      fullName: input.fullName,
      passwordHash: await hashPassword(input.password),
      roles: options.systemAdmin ? { create: { role: 'admin' } } : undefined,
    },
    select: { id: true, email: true, fullName: true },
  });
  return { ...user, isSystemAdmin: options.systemAdmin === true };
}

/** Returns whether anything changed (false when the user already was a system admin). */
export async function grantSystemAdmin(db: Db, email: string): Promise<{ changed: boolean }> {
  const userId = await requireUserIdByEmail(db, email);
  const { count } = await db.userRole.createMany({
    data: [{ userId, role: 'admin' }],
    skipDuplicates: true,
  });
  return { changed: count > 0 };
}

/** Returns whether anything changed (false when the user was not a system admin). */
export async function revokeSystemAdmin(db: Db, email: string): Promise<{ changed: boolean }> {
  const userId = await requireUserIdByEmail(db, email);
  const { count } = await db.userRole.deleteMany({ where: { userId, role: 'admin' } });
  return { changed: count > 0 };
}

export async function setPassword(db: Db, raw: z.input<typeof setPasswordSchema>): Promise<void> {
  const input = parse(setPasswordSchema, raw);
  const userId = await requireUserIdByEmail(db, input.email);
  await db.user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(input.password) },
  });
}
