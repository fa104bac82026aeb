import { parseEnv } from '~/env';
import type { SignUpInput } from '~/schemas/auth';
import { tooManyAttemptsMessage } from '~/server/auth/sign-in-limits';
import { forbidden, tooManyRequests } from '~/server/errors';
import { signUpAccount } from '~/server/modules/user/user-accounts.service';
import { createRateLimiter } from '~/server/rate-limit';
import type { ServiceContext } from '~/server/service-context';

/** Read at call time, so an operator's (or a test's) change of ALLOW_SIGNUP takes effect at once. */
export function isSignUpAllowed(source: Record<string, string | undefined> = process.env): boolean {
  return parseEnv(source).ALLOW_SIGNUP;
}

/** 10 sign-ups per client address an hour. */
const signUpLimiter = createRateLimiter({ scope: 'sign-up', limit: 10, windowMs: 60 * 60 * 1000 });

/**
 * Creates an account when the site allows sign-up (`allowed`), within the limit of attempts the
 * client `clientKey` names may make. The attempt is counted before the account is written, so
 * sign-ups sent at once cannot all pass one check; one refused because the email is taken
 * counts too, or anyone could ask without limit which emails have an account.
 */
export async function signUp(
  ctx: ServiceContext,
  { allowed, clientKey, ...input }: SignUpInput & { allowed: boolean; clientKey: string },
) {
  if (!allowed) throw forbidden('Sign-up is disabled on this site.');
  const { allowed: withinLimit, retryAfterMs } = await signUpLimiter.hit(ctx.db, clientKey);
  if (!withinLimit) throw tooManyRequests(tooManyAttemptsMessage(retryAfterMs));
  return signUpAccount(ctx, input);
}
