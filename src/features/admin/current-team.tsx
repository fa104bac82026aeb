import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

import type { ViewerTeam } from '~/server/page-guards';

/** The browser remembers the team an editor last worked on under this key. */
export const CURRENT_TEAM_STORAGE_KEY = 'currentTeamId';

/**
 * The team whose content the admin screens show. `resolving` until the browser's remembered
 * choice has been read (it is not known while the page renders on the server).
 */
export type CurrentTeam =
  | { status: 'resolving'; team: null }
  | { status: 'none'; team: null }
  | { status: 'chosen'; team: ViewerTeam };

interface CurrentTeamContextValue {
  current: CurrentTeam;
  teams: readonly ViewerTeam[];
  chooseTeam(teamId: string): void;
}

const CurrentTeamContext = createContext<CurrentTeamContextValue | null>(null);

/** The remembered team when it is still one of the viewer's, else the first team, else none. */
export function pickCurrentTeam(
  teams: readonly ViewerTeam[],
  rememberedId: string | null,
): ViewerTeam | null {
  return teams.find((team) => team.id === rememberedId) ?? teams[0] ?? null;
}

/*
 * The remembered id as an external store: read from localStorage, changed by chooseTeam here or
 * by another tab (the `storage` event).
 */
const listeners = new Set<() => void>();
/** The choice, where storage is disabled: it then lasts until the page is left. */
let fallbackId: string | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readRememberedId(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_TEAM_STORAGE_KEY);
  } catch {
    return null;
  }
}

function rememberTeam(teamId: string) {
  try {
    window.localStorage.setItem(CURRENT_TEAM_STORAGE_KEY, teamId);
  } catch {
    fallbackId = teamId;
  }
  for (const listener of listeners) listener();
}

const rememberedSnapshot = () => readRememberedId() ?? fallbackId;
/** On the server and while hydrating, nothing is remembered yet. */
const serverSnapshot = () => undefined;

export function CurrentTeamProvider({
  teams,
  children,
}: {
  teams: readonly ViewerTeam[];
  children: ReactNode;
}) {
  const rememberedId = useSyncExternalStore(subscribe, rememberedSnapshot, serverSnapshot);
  const team = rememberedId === undefined ? null : pickCurrentTeam(teams, rememberedId);
  const current: CurrentTeam =
    rememberedId === undefined
      ? { status: 'resolving', team: null }
      : team
        ? { status: 'chosen', team }
        : { status: 'none', team: null };

  return (
    <CurrentTeamContext value={{ current, teams, chooseTeam: rememberTeam }}>
      {children}
    </CurrentTeamContext>
  );
}

export function useCurrentTeam(): CurrentTeamContextValue {
  const value = useContext(CurrentTeamContext);
  if (!value) throw new Error('useCurrentTeam() needs a CurrentTeamProvider (the admin layout).');
  return value;
}
