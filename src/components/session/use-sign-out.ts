import { useState } from 'react';

/**
 * Signs out through NextAuth (CSRF token + POST) and reloads on the home page. next-auth/react
 * is imported on click so public pages do not ship it.
 */
export async function signOutToHome(): Promise<void> {
  const { signOut } = await import('next-auth/react');
  await signOut({ callbackUrl: '/' });
}

/** For sign-out buttons: `signingOut` stays true until the page reloads (or it fails). */
export function useSignOut() {
  const [signingOut, setSigningOut] = useState(false);
  async function signOut() {
    setSigningOut(true);
    try {
      await signOutToHome();
    } catch {
      setSigningOut(false);
    }
  }
  return { signingOut, signOut };
}
