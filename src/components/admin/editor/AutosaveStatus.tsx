import type { AutosaveState } from './use-autosave';

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** Beside an editor's save button: how its autosave goes ('Saving…', 'Saved 10:42', …). */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const text =
    state.kind === 'saving'
      ? 'Saving…'
      : state.kind === 'saved'
        ? `Saved ${timeFormat.format(state.at)}`
        : state.kind === 'retrying'
          ? 'Not saved — retrying'
          : '';
  return (
    <span
      role="status"
      className={
        state.kind === 'retrying'
          ? 'self-center text-sm font-medium text-red-700 dark:text-red-400'
          : 'self-center text-sm text-slate-600 dark:text-slate-400'
      }
    >
      {text}
    </span>
  );
}
