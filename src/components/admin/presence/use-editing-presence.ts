import { useEffect, useMemo } from 'react';

import type { RevisionRecordType } from '~/schemas/revision';
import { api } from '~/utils/api';

/** Until the server says how often (its first answer), and after a failed heartbeat. */
const FALLBACK_BEAT_MS = 20_000;

/** A presence list asks again as often as the server said. */
function askAgainIn(query: { state: { data?: { askAgainInMs: number } } }): number {
  return query.state.data?.askAgainInMs ?? FALLBACK_BEAT_MS;
}

interface PresenceEntry {
  recordId: string;
  userId: string;
  name: string;
}

/** Each person once, by name, in the order the server gave. */
function namesOf(entries: readonly PresenceEntry[]): string[] {
  const seen = new Map<string, string>();
  for (const entry of entries) if (!seen.has(entry.userId)) seen.set(entry.userId, entry.name);
  return [...seen.values()];
}

/**
 * An open editor of one record: tells the team it is open (a heartbeat as often as the server
 * asks, only while `beating` — a person who may edit), stops when the editor closes, and names
 * who else has it open. Others see this editor lapse within the server's window once it stops.
 */
export function useEditingPresence({
  teamId,
  recordType,
  recordId,
  beating,
}: {
  teamId: string;
  recordType: RevisionRecordType;
  /** null for a record not created yet: nobody else can have it open. */
  recordId: string | null;
  beating: boolean;
}): string[] {
  const utils = api.useUtils();

  useEffect(() => {
    if (!beating || !teamId || !recordId) return;
    let timer: number | undefined;
    let stopped = false;
    async function beat() {
      let next = FALLBACK_BEAT_MS;
      try {
        ({ beatEveryMs: next } = await utils.client.presence.heartbeat.mutate({
          teamId,
          recordType,
          recordId: recordId!,
        }));
      } catch {
        // Presence is a courtesy: a missed beat only lapses this editor for the others.
      }
      if (stopped) return;
      timer = window.setTimeout(() => void beat(), next);
    }
    void beat();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [utils, teamId, recordType, recordId, beating]);

  const others = api.presence.list.useQuery(
    { teamId, recordType, recordId: recordId ?? undefined },
    { enabled: Boolean(teamId && recordId), refetchInterval: askAgainIn },
  );
  return useMemo(() => namesOf(others.data?.others ?? []), [others.data]);
}

/** For a list of records: who is editing which (record id → names), refreshed on its own. */
export function useEditingMarkers(teamId: string, recordType: RevisionRecordType) {
  const editing = api.presence.list.useQuery(
    { teamId, recordType },
    { enabled: Boolean(teamId), refetchInterval: askAgainIn },
  );
  return useMemo(() => {
    const byRecord = new Map<string, PresenceEntry[]>();
    for (const entry of editing.data?.others ?? []) {
      byRecord.set(entry.recordId, [...(byRecord.get(entry.recordId) ?? []), entry]);
    }
    return (recordId: string) => namesOf(byRecord.get(recordId) ?? []);
  }, [editing.data]);
}

/** 'Maya Chen', 'Maya Chen and Adam Li', 'Maya Chen, Adam Li and Olivia Park'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
