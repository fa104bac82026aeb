import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A save refused as a conflict: trying the same values again cannot help. */
function isConflict(error: unknown): boolean {
  const data = (error as { data?: { code?: string } | null } | null)?.data;
  return data?.code === 'CONFLICT';
}

/** How long typing pauses before a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 3_000;
/** The longest wait between two tries of a save that failed. */
const MAX_RETRY_DELAY_MS = 60_000;

export type AutosaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'retrying' };

/** What an editor autosaves with: when it may, and the save itself (the editor's save queue). */
export interface Autosave<Values> {
  /** Whether these values, the form's stored state being `stored`, save themselves. */
  when: (values: Values, stored: Partial<Values>) => boolean;
  save: (values: Values) => Promise<unknown>;
}

/**
 * Whether a record is a draft both as stored and in the form: only such a record saves itself,
 * since a published one's edits would go live, and switching it to Published waits for the person.
 */
export function staysDraft(
  values: { published?: boolean },
  stored: { published?: boolean },
): boolean {
  return stored.published === false && values.published === false;
}

/**
 * Saves a form by itself AUTOSAVE_DELAY_MS after typing stops, while `autosave.when` allows it
 * (a draft, not a published record). Values the form's schema refuses wait for the person; a
 * save refused as a conflict (someone saved meanwhile) stops here, for the editor to show;
 * any other failure is tried again later and later. `onSaved` runs after each save that went
 * through, with the values it saved, before the form takes them as its new starting point.
 */
export function useAutosave<Values extends FieldValues>({
  form,
  schema,
  autosave,
  onSaved,
}: {
  form: UseFormReturn<Values>;
  schema: z.ZodType;
  autosave: Autosave<Values> | undefined;
  onSaved: () => Promise<unknown>;
}): { state: AutosaveState; cancel: () => void } {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  // The timer reads the editor's latest rules and callbacks, not those of when it was set.
  const options = useRef({ autosave, onSaved });
  useEffect(() => {
    options.current = { autosave, onSaved };
  });
  const enabled = autosave !== undefined;
  const cancelWait = useRef<() => void>(() => {});

  useEffect(() => {
    if (!enabled) return;
    let timer: number | undefined;
    let failures = 0;
    let running = false;
    let cancelled = false;

    const schedule = (delay: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void run(), delay);
    };

    async function run() {
      const current = options.current.autosave;
      const values = form.getValues();
      const stored = (form.formState.defaultValues ?? {}) as Partial<Values>;
      if (!current || !form.formState.isDirty || !current.when(values, stored)) return;
      if (!schema.safeParse(values).success) return;
      if (running) return schedule(AUTOSAVE_DELAY_MS);
      running = true;
      setState({ kind: 'saving' });
      try {
        await current.save(values);
        failures = 0;
        if (cancelled) return;
        await options.current.onSaved();
        // What was typed while it saved stays unsaved, and saves itself next.
        if (JSON.stringify(form.getValues()) === JSON.stringify(values)) form.reset(values);
        else schedule(AUTOSAVE_DELAY_MS);
        setState({ kind: 'saved', at: new Date() });
      } catch (error) {
        if (cancelled) return;
        if (isConflict(error)) {
          setState({ kind: 'idle' });
        } else {
          failures += 1;
          setState({ kind: 'retrying' });
          schedule(Math.min(AUTOSAVE_DELAY_MS * 2 ** failures, MAX_RETRY_DELAY_MS));
        }
      } finally {
        running = false;
      }
    }

    cancelWait.current = () => window.clearTimeout(timer);
    const subscription = form.watch((_values, { type }) => {
      // Only a person's edits start the wait, not the form taking in saved values.
      if (type) schedule(AUTOSAVE_DELAY_MS);
    });
    return () => {
      cancelled = true;
      subscription.unsubscribe();
      window.clearTimeout(timer);
    };
  }, [enabled, form, schema]);

  return {
    state,
    /** A save by hand is under way: the waiting autosave would only repeat it. */
    cancel: () => cancelWait.current(),
  };
}
