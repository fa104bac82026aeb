import { signInInput } from '~/schemas/auth';
import { authorizeCredentials, type SignedInAccount } from '~/server/auth/session';
import { recordSignInAttempt } from '~/server/auth/sign-in-limits';
import type { Db } from '~/server/db';

/** The id NextAuth gives the credentials provider, the second path segment of its callback. */
const CREDENTIALS_PROVIDER_ID = 'credentials';

/**
 * What a request to /api/auth/[...nextauth] is, from the path segments NextAuth reads. NextAuth
 * takes the action from the first segment and the provider from the second, ignores any others,
 * and calls a credentials provider's `authorize` only on a POST to callback/<provider id>: that
 * request, and only that one, is a sign-in attempt. None of NextAuth's own routes has more than
 * two segments, so a longer path is unknown rather than a second way to the same check.
 */
export function authRequestKind(
  method: string | undefined,
  route: string | string[] | undefined,
): 'sign-in' | 'other' | 'unknown' {
  const segments = Array.isArray(route) ? route : [];
  if (segments.length > 2) return 'unknown';
  const [action, provider] = segments;
  if (method === 'POST' && action === 'callback' && provider === CREDENTIALS_PROVIDER_ID) {
    return 'sign-in';
  }
  return 'other';
}

export type SignInStart =
  | { allowed: false; retryAfterMs: number }
  /** `authorize` checks the password, and gives the attempt back when it is right. */
  | { allowed: true; authorize: () => Promise<SignedInAccount | null> };

/**
 * Starts a sign-in attempt with the credentials in `body`: counts it against the sign-in limits
 * of `clientIp` and the account, then says whether it may check its password. Credentials that
 * are not well formed check no password, so they count towards nothing.
 */
export async function startSignIn(
  db: Db,
  body: unknown,
  clientIp: string | null,
): Promise<SignInStart> {
  const credentials = signInInput.safeParse(body);
  if (!credentials.success) return { allowed: true, authorize: () => Promise.resolve(null) };
  const verdict = await recordSignInAttempt(db, { email: credentials.data.email, clientIp });
  if (!verdict.allowed) return verdict;
  return {
    allowed: true,
    async authorize() {
      const account = await authorizeCredentials(credentials.data, db);
      if (account) await verdict.giveBack();
      return account;
    },
  };
}
