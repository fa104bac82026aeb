import type { Session } from 'next-auth';
import { useEffect, useSyncExternalStore } from 'react';

export type SessionUser = Session['user'];

export type ClientSession =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'unauthenticated'; user: null };

/*
 * A lean stand-in for next-auth's SessionProvider/useSession on public pages: those are shared
 * ISR HTML, so who is signed in is learned in the browser, with one GET /api/auth/session per
 * page load shared by every component. Keeps next-auth/react out of the public bundle.
 */

const LOADING: ClientSession = { status: 'loading', user: null };
const SIGNED_OUT: ClientSession = { status: 'unauthenticated', user: null };

let current: ClientSession = LOADING;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: ClientSession) {
  current = next;
  for (const listener of listeners) listener();
}

async function fetchSession(): Promise<ClientSession> {
  try {
    const response = await fetch('/api/auth/session', { credentials: 'same-origin' });
    if (!response.ok) return SIGNED_OUT;
    const session = (await response.json()) as Partial<Session> | null;
    return session?.user ? { status: 'authenticated', user: session.user } : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
}

function load(): Promise<void> {
  pending ??= fetchSession().then(publish);
  return pending;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches the session again (after signing in) and updates every `useSession` user. */
export function refreshSession(): Promise<void> {
  pending = null;
  return load();
}

/**
 * The signed-in user as seen by the browser. 'loading' during server rendering and hydration,
 * so the shared HTML never contains one visitor's state.
 */
export function useSession(): ClientSession {
  const session = useSyncExternalStore(
    subscribe,
    () => current,
    () => LOADING,
  );
  useEffect(() => {
    void load();
  }, []);
  return session;
}
