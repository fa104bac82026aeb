import { useState } from 'react';

import type { SavedMeanwhile } from '~/server/errors';

export type { SavedMeanwhile };

/** The conflict a refused save carries: who saved meanwhile, when, and the version now. */
export function savedMeanwhileOf(error: unknown): SavedMeanwhile | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data?: { savedMeanwhile?: SavedMeanwhile | null } | null }).data;
  return data?.savedMeanwhile ?? null;
}

/**
 * What an editor does when its save is refused because someone saved meanwhile. The person's
 * own text stays in the form; `loadTheirs` shows the stored version instead (keeping the own
 * text to go back to), and `overwrite` lets the next save replace the stored version on purpose.
 */
export function useSavedMeanwhile<Values>({
  currentValues,
  showStored,
  showMine,
  moveVersionTo,
}: {
  currentValues: () => Values;
  /** Shows the record as stored now, from its version on. */
  showStored: () => Promise<unknown>;
  showMine: (values: Values) => void;
  moveVersionTo: (version: number) => void;
}) {
  const [conflict, setConflict] = useState<SavedMeanwhile | null>(null);
  const [mine, setMine] = useState<Values | null>(null);

  return {
    conflict,
    showingTheirs: mine !== null,
    /** A refusal of this kind opens the notice; any other outcome closes it. */
    settle(error: unknown) {
      setConflict(savedMeanwhileOf(error));
      if (!error) setMine(null);
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
      if (conflict) moveVersionTo(conflict.version);
      setConflict(null);
    },
  };
}
