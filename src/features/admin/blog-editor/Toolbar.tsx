import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { cx } from '~/components/ui/cx';

export interface ToolbarItem {
  /** The button's accessible name and tooltip. */
  label: string;
  /** What the button shows. */
  content: ReactNode;
  run: () => void;
  /** For toggles (bold, a list): whether it is on where the cursor is. */
  pressed?: boolean;
  disabled?: boolean;
}

/**
 * A toolbar with one tab stop: Tab enters it at the last used button, the arrow keys, Home and
 * End move between buttons (roving tabindex). Groups are separated visually.
 */
export function Toolbar({ label, groups }: { label: string; groups: readonly ToolbarItem[][] }) {
  const items = groups.flat();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function focusAt(index: number) {
    const count = items.length;
    const next = ((index % count) + count) % count;
    setActive(next);
    buttons.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: items.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    focusAt(to);
  }

  let index = 0;
  return (
    <div
      role="toolbar"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 p-1.5 dark:border-slate-700 dark:bg-slate-800/60"
    >
      {groups.map((group, groupIndex) => (
        <div key={groupIndex} className="flex items-center gap-0.5">
          {groupIndex > 0 && (
            <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-300 dark:bg-slate-600" />
          )}
          {group.map((item) => {
            const at = index++;
            return (
              <button
                key={item.label}
                ref={(element) => {
                  buttons.current[at] = element;
                }}
                type="button"
                tabIndex={at === active ? 0 : -1}
                aria-label={item.label}
                title={item.label}
                aria-pressed={item.pressed}
                // Disabled buttons stay focusable so the arrow keys never skip over a gap.
                aria-disabled={item.disabled || undefined}
                onFocus={() => setActive(at)}
                onClick={() => {
                  if (!item.disabled) item.run();
                }}
                className={cx(
                  'inline-flex h-8 min-w-8 items-center justify-center rounded px-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-200 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-700',
                  item.pressed &&
                    'bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100',
                )}
              >
                {item.content}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
