/**
 * Where a visitor goes back to after signing in (the `callbackUrl` of the sign-in and sign-up
 * pages), and the links to those pages that carry it.
 *
 * Only a path on this site is honoured: anything else — another origin (`https://evil.com`), a
 * protocol-relative address (`//evil.com`, or `/\evil.com`, which browsers read the same way),
 * a scheme (`javascript:…`) — becomes "/", so the sign-in page can never send a visitor away
 * from the site (an open redirect).
 */

export const SIGN_IN_PATH = '/auth';
export const SIGN_UP_PATH = '/auth/sign-up';

// Any origin would do: only whether a path stays on it matters.
const PLACEHOLDER_ORIGIN = 'http://return-path.invalid';

/**
 * `raw` when it is a same-site path, as a browser would resolve it; "/" otherwise. A query value
 * that is absent or repeated (`string[]`) is not a path either.
 */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return '/';
  // Judged after resolving, as a browser would: the URL parser drops tabs and line breaks, reads
  // "\" as "/" and resolves dot segments, so "/\t/evil.com" and "/..//evil.com" are the
  // "//evil.com" a browser would follow to another site.
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== PLACEHOLDER_ORIGIN || path.startsWith('//')) return '/';
  return path;
}

function withReturnPath(page: string, returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path === '/' ? page : `${page}?callbackUrl=${encodeURIComponent(path)}`;
}

/** The sign-in page, coming back to `returnTo` afterwards ("/" needs no parameter). */
export function signInPath(returnTo: string): string {
  return withReturnPath(SIGN_IN_PATH, returnTo);
}

/** The sign-up page, coming back to `returnTo` once the account is created and signed in. */
export function signUpPath(returnTo: string): string {
  return withReturnPath(SIGN_UP_PATH, returnTo);
}

export const CHANGE_PASSWORD_PATH = '/auth/change-password';

/** The change-password page, going on to `returnTo` once the new password is set. */
export function changePasswordPath(returnTo: string): string {
  return withReturnPath(CHANGE_PASSWORD_PATH, returnTo);
}

/** Asks for a password-reset link by email. */
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
/** Where a password-reset link leads (`?token=…`). */
export const RESET_PASSWORD_PATH = '/auth/reset-password';
/** Where an invitation link leads (`?token=…`). */
export const INVITATION_PATH = '/auth/invitation';
