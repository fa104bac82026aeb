import { parseEnv } from '~/env';
import type { SignUpInput } from '~/schemas/auth';
import { AppError } from '~/server/errors';
import { createUser } from '~/server/modules/user/user-admin.service';
import type { ServiceContext } from '~/server/service-context';

/** Read at call time, so an operator's (or a test's) change of ALLOW_SIGNUP takes effect at once. */
export function isSignUpAllowed(source: Record<string, string | undefined> = process.env): boolean {
  return parseEnv(source).ALLOW_SIGNUP;
}

/** Creates an account when the site allows sign-up (`allowed`). */
export async function signUp(
  ctx: ServiceContext,
  { allowed, ...input }: SignUpInput & { allowed: boolean },
) {
  if (!allowed) throw new AppError('FORBIDDEN', 'Sign-up is disabled on this site.');
  return createUser(ctx, input);
}
