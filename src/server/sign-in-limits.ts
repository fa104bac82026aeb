import type { Db } from '~/server/db';
import { createRateLimiter } from '~/server/rate-limit';

/*
 * Failed sign-ins are limited per account and per client address, in the shared rate-limit
 * table (every instance sees the same counts): password guessing stops after a few tries, and
 * so does the argon2 hash each guess costs.
 */

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** 5 failures per account in 15 minutes. */
const accountFailures = createRateLimiter({
  scope: 'sign-in-account',
  limit: 5,
  windowMs: FIFTEEN_MINUTES,
});
/** 20 failures per client address in 15 minutes: several people may share one address. */
const addressFailures = createRateLimiter({
  scope: 'sign-in-address',
  limit: 20,
  windowMs: FIFTEEN_MINUTES,
});

export interface SignInAttempt {
  email: string;
  clientIp: string | null;
}

function keysOf({ email, clientIp }: SignInAttempt) {
  return { account: email.trim().toLowerCase(), address: clientIp ?? 'unknown' };
}

/** How long the attempt must wait before it may check a password (0: it may now). */
export async function signInWaitMs(db: Db, attempt: SignInAttempt): Promise<number> {
  const { account, address } = keysOf(attempt);
  const [byAccount, byAddress] = await Promise.all([
    accountFailures.peek(db, account),
    addressFailures.peek(db, address),
  ]);
  return Math.max(byAccount.retryAfterMs, byAddress.retryAfterMs);
}

export async function countFailedSignIn(db: Db, attempt: SignInAttempt): Promise<void> {
  const { account, address } = keysOf(attempt);
  await Promise.all([accountFailures.hit(db, account), addressFailures.hit(db, address)]);
}

/** 'Too many attempts. Try again in 4 minutes.' */
export function tooManyAttemptsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
