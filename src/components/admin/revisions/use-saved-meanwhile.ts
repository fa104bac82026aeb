import { useState } from 'react';

import type { useRecordVersion } from '~/components/admin/editor/use-record-version';
import type { SavedMeanwhile } from '~/server/errors';

export type { SavedMeanwhile };

/** The conflict a refused save carries: who saved meanwhile, when, and the version now. */
export function savedMeanwhileOf(error: unknown): SavedMeanwhile | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data?: { savedMeanwhile?: SavedMeanwhile | null } | null }).data;
  return data?.savedMeanwhile ?? null;
}

/**
 * What an editor of a record with a history does when its save is refused because someone saved
 * meanwhile. The person's own text stays in the form; `loadTheirs` shows the stored version
 * instead (keeping the own text to go back to), and `overwrite` lets the next save replace the
 * stored version on purpose. Every editor (post, project, series item) wires it the same way:
 * its saves go through `track`, and `SavedMeanwhileNotice` shows the way on.
 */
export function useSavedMeanwhile<Values, Stored extends { version: number }>({
  version,
  fetchStored,
  formFrom,
  currentValues,
  showSaved,
  showMine,
  refresh,
}: {
  version: ReturnType<typeof useRecordVersion>;
  /** The record as it is stored now, never from the cache. */
  fetchStored: () => Promise<Stored>;
  formFrom: (stored: Stored) => Values;
  currentValues: () => Values;
  /** Shows saved values as the form's new starting point. */
  showSaved: (values: Values) => void;
  /** Puts this person's unsaved values back, still unsaved. */
  showMine: (values: Values) => void;
  /** Refreshes what else shows the record (lists, caches). */
  refresh: () => Promise<unknown>;
}) {
  const [conflict, setConflict] = useState<SavedMeanwhile | null>(null);
  const [mine, setMine] = useState<Values | null>(null);

  /** A refusal of this kind opens the notice; any other outcome closes it. */
  function settle(error: unknown) {
    setConflict(savedMeanwhileOf(error));
    if (!error) setMine(null);
  }

  /** Shows the record as stored now (after a restore, or someone else's save), from its version on. */
  async function showStored() {
    const stored = await fetchStored();
    version.moveTo(stored.version);
    showSaved(formFrom(stored));
    await refresh();
  }

  return {
    conflict,
    showingTheirs: mine !== null,
    currentValues,
    showStored,
    /** The stored record's fields, as the form holds them: their side of a comparison. */
    readStored: async () => formFrom(await fetchStored()),
    /** Settles the notice by how a save ends; the outcome passes through unchanged. */
    async track<Saved>(saving: Promise<Saved>): Promise<Saved> {
      try {
        const saved = await saving;
        settle(null);
        return saved;
      } catch (error) {
        settle(error);
        throw error;
      }
    },
    async loadTheirs() {
      const own = currentValues();
      await showStored();
      setMine(own);
      setConflict(null);
    },
    backToMine() {
      if (mine) showMine(mine);
      setMine(null);
    },
    /** The next save replaces what is stored now: the person chose to. */
    overwrite() {
      if (conflict) version.moveTo(conflict.version);
      setConflict(null);
    },
  };
}
