export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/**
 * The alert text for a failed sign-in: a rejected password, the auth service's own sentence, or
 * the generic message for anything else. NextAuth reports a rejected password as the code
 * 'CredentialsSignin' and passes the message of an error thrown by `authorize` through as-is (a
 * sentence, e.g. a rate-limit notice); its other codes are configuration problems.
 */
export function signInErrorMessage(error: string | null | undefined): string {
  if (error === 'CredentialsSignin') return INVALID_CREDENTIALS_MESSAGE;
  if (error && /\s/.test(error.trim())) return error.trim();
  return UNEXPECTED_ERROR_MESSAGE;
}

export type SignInOutcome = { ok: true } | { ok: false; message: string };

/**
 * Signs in with NextAuth's credentials provider without leaving the page. next-auth/react is
 * loaded on submit, keeping it out of the page's first load.
 */
export async function signInWithCredentials(
  email: string,
  password: string,
): Promise<SignInOutcome> {
  try {
    const { signIn } = await import('next-auth/react');
    const result = await signIn('credentials', { email, password, redirect: false });
    if (result?.ok && !result.error) return { ok: true };
    return { ok: false, message: signInErrorMessage(result?.error) };
  } catch {
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
}
