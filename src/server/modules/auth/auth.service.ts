import { parseEnv } from '~/env';
import type { SignUpInput } from '~/schemas/auth';
import type { Db } from '~/server/db';
import { AppError } from '~/server/errors';
import { createUser } from '~/server/modules/user/user-admin.service';

/** Read at call time, so an operator's (or a test's) change of ALLOW_SIGNUP takes effect at once. */
export function isSignUpAllowed(source: Record<string, string | undefined> = process.env): boolean {
  return parseEnv(source).ALLOW_SIGNUP;
}

export async function signUp(db: Db, input: SignUpInput, options: { allowed: boolean }) {
  if (!options.allowed) throw new AppError('FORBIDDEN', 'Sign-up is disabled on this site.');
  return createUser(db, input);
}
