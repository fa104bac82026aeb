import { useEffect, useState } from 'react';

const PREFIX = 'teamfolio:editor-draft:';
/** How long typing may pause before the draft is written again. */
const SAVE_DELAY_MS = 500;

function read<Values>(key: string): Values | null {
  try {
    const stored = window.localStorage.getItem(PREFIX + key);
    return stored ? (JSON.parse(stored) as Values) : null;
  } catch {
    return null;
  }
}

function write(key: string, values: unknown) {
  try {
    if (values === null) window.localStorage.removeItem(PREFIX + key);
    else window.localStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the leave guard still protects the work.
  }
}

/**
 * A copy of an editor's unsaved values in the browser, so a crash or a reload loses nothing.
 * `key` names the record (team and id, or 'new'). While `dirty`, the values are written shortly
 * after each change; `clear` forgets them (after a save). `stored` is a copy found when the editor
 * opened, to offer back: `restore` hands it over once, `discard` forgets it.
 */
export function useLocalDraft<Values>(key: string, values: Values, dirty: boolean) {
  // Editors render in the browser only (never on the server), so storage can be read at once;
  // an editor of another record is another component (keyed by the record).
  const [stored, setStored] = useState<Values | null>(() => read<Values>(key));

  // Nothing is written before the stored copy has been offered: it would be overwritten.
  const serialized = JSON.stringify(values);
  useEffect(() => {
    if (stored !== null || !dirty) return;
    const timer = window.setTimeout(() => write(key, JSON.parse(serialized)), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, serialized, dirty, stored]);

  return {
    stored,
    restore: (apply: (values: Values) => void) => {
      if (stored !== null) apply(stored);
      setStored(null);
    },
    discard: () => {
      write(key, null);
      setStored(null);
    },
    clear: () => {
      write(key, null);
    },
  };
}
