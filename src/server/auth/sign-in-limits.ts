import type { Db } from '~/server/db';
import { clientLimitKey } from '~/server/http/client-address';
import { createRateLimiter, type RateLimiter } from '~/server/rate-limit';

/*
 * Sign-in attempts are limited in the shared rate-limit table (every instance sees the same
 * counts), so password guessing stops after a few tries, and so does the argon2 hash each guess
 * costs. Each attempt is counted before its password is checked, and a right password gives its
 * attempt back: what remains in the counts are failures and checks still running.
 *
 * The keys are chosen so that a guesser cannot lock an owner out from elsewhere: one address
 * guessing one account waits after a few tries, while the owner, from their own address, still
 * signs in. The per-address cap stops one address from guessing many accounts; the much higher
 * per-account cap stops guessing spread over many addresses.
 */

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** 5 attempts at one account from one address in 15 minutes. */
const pairAttempts = createRateLimiter({
  scope: 'sign-in-pair',
  limit: 5,
  windowMs: FIFTEEN_MINUTES,
});
/** 20 attempts from one address in 15 minutes, whatever the account: several people may share it. */
const addressAttempts = createRateLimiter({
  scope: 'sign-in-address',
  limit: 20,
  windowMs: FIFTEEN_MINUTES,
});
/** 100 attempts at one account in 15 minutes, whatever the address. */
const accountAttempts = createRateLimiter({
  scope: 'sign-in-account',
  limit: 100,
  windowMs: FIFTEEN_MINUTES,
});

export interface SignInAttempt {
  /** The email the attempt names, as sent (whatever the body held, if not a string: ''). */
  email: string;
  clientIp: string | null;
}

/** An attempt beyond the limits waits `retryAfterMs`; one within them may check its password. */
export type SignInVerdict =
  { allowed: false; retryAfterMs: number } | { allowed: true; giveBack: () => Promise<void> };

/**
 * Counts the attempt, then says whether it may check a password. The narrowest key counts
 * first, and a key that refuses stops the count there, while the keys counted before it get
 * their attempt back: an attempt that checks no password counts only where it is already over
 * the limit, so a guesser's refused attempts never fill the owner's per-account count.
 */
export async function recordSignInAttempt(db: Db, attempt: SignInAttempt): Promise<SignInVerdict> {
  const account = attempt.email.trim().toLowerCase();
  const address = attempt.clientIp ? clientLimitKey(attempt.clientIp) : 'unknown';
  const keys: [RateLimiter, string][] = [
    [pairAttempts, `${address} ${account}`],
    [addressAttempts, address],
    [accountAttempts, account],
  ];
  const counted: typeof keys = [];
  const giveBack = () =>
    Promise.all(counted.map(([limiter, key]) => limiter.giveBack(db, key))).then(() => undefined);
  for (const [limiter, key] of keys) {
    const { allowed, retryAfterMs } = await limiter.hit(db, key);
    if (!allowed) {
      await giveBack();
      return { allowed: false, retryAfterMs };
    }
    counted.push([limiter, key]);
  }
  return { allowed: true, giveBack };
}

/** 'Too many attempts. Try again in 4 minutes.' */
export function tooManyAttemptsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
