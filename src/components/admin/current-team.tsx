import { useRouter } from 'next/router';
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';

/** The browser remembers the team an editor last worked on under this key. */
export const CURRENT_TEAM_STORAGE_KEY = 'currentTeamId';

/** A team the switcher offers: the viewer's own, and for a system admin every team. */
export interface TeamChoice {
  id: string;
  name: string;
}

/**
 * The team whose content the admin screens show. `resolving` until the browser's remembered
 * choice has been read (it is not known while the page renders on the server) and the teams on
 * offer are known.
 */
export type CurrentTeam =
  | { status: 'resolving'; team: null }
  | { status: 'none'; team: null }
  | { status: 'chosen'; team: TeamChoice };

interface CurrentTeamContextValue {
  current: CurrentTeam;
  teams: readonly TeamChoice[];
  chooseTeam: (teamId: string) => void;
}

const CurrentTeamContext = createContext<CurrentTeamContextValue | null>(null);

/** The remembered team when it is still one of the viewer's, else the first team, else none. */
export function pickCurrentTeam(
  teams: readonly TeamChoice[],
  rememberedId: string | null,
): TeamChoice | null {
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

/**
 * Provides the current team. `teams` is undefined while the teams on offer are still loading.
 * A link may choose the team with `?team=<id>` (the system admin's lists link to another team's
 * screens so).
 */
export function CurrentTeamProvider({
  teams,
  children,
}: {
  teams: readonly TeamChoice[] | undefined;
  children: ReactNode;
}) {
  const rememberedId = useSyncExternalStore(subscribe, rememberedSnapshot, serverSnapshot);
  const router = useRouter();
  const linked = router.query.team;
  const linkedId =
    typeof linked === 'string' && teams?.some((team) => team.id === linked) ? linked : null;
  // The linked team becomes the remembered one, and the link's parameter is dropped so that the
  // switcher rules again.
  useEffect(() => {
    if (!linkedId) return;
    rememberTeam(linkedId);
    const { team: _linked, ...query } = router.query;
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true });
  }, [linkedId, router]);
  const resolving = rememberedId === undefined || teams === undefined;
  const team = resolving ? null : pickCurrentTeam(teams, linkedId ?? rememberedId);
  const current: CurrentTeam = resolving
    ? { status: 'resolving', team: null }
    : team
      ? { status: 'chosen', team }
      : { status: 'none', team: null };

  return (
    <CurrentTeamContext value={{ current, teams: teams ?? [], chooseTeam: rememberTeam }}>
      {children}
    </CurrentTeamContext>
  );
}

export function useCurrentTeam(): CurrentTeamContextValue {
  const value = useContext(CurrentTeamContext);
  if (!value) throw new Error('useCurrentTeam() needs a CurrentTeamProvider (the admin layout).');
  return value;
}
