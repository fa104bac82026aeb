import { useEffect, useId } from 'react';

import { cx } from '~/components/ui/cx';
import { SearchIcon } from '~/components/ui/icons';
import { SEARCH_PATH } from '~/lib/public-paths';
import { SEARCH_QUERY_MAX } from '~/schemas/search-limits';

const SHORTCUT_ATTRIBUTE = 'data-search-shortcut';

/**
 * The site's search box: a plain GET form to /search, so it works before (or without)
 * JavaScript. The `/` key focuses the first one on screen (useSearchShortcut).
 */
export function SiteSearch({
  defaultValue,
  className,
  size = 'md',
}: {
  defaultValue?: string;
  className?: string;
  size?: 'md' | 'lg';
}) {
  const id = useId();
  return (
    <form role="search" action={SEARCH_PATH} method="get" className={cx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={SEARCH_QUERY_MAX}
        placeholder="Search…"
        enterKeyHint="search"
        {...{ [SHORTCUT_ATTRIBUTE]: '' }}
        className={cx(
          'block w-full rounded-lg border border-slate-300 bg-white pr-10 pl-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:border-brand-300',
          size === 'lg' ? 'h-12 text-base' : 'h-10 text-base sm:text-sm',
        )}
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
      >
        <SearchIcon className="size-4" />
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}

/** Whether a key press is someone typing into a field, where `/` is just a character. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || Boolean(target.closest('input, textarea, select'));
}

/** `/` anywhere but in a field focuses the first search box on screen. */
export function useSearchShortcut() {
  useEffect(() => {
    function focusSearch(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      const boxes = document.querySelectorAll<HTMLInputElement>(`input[${SHORTCUT_ATTRIBUTE}]`);
      const visible = [...boxes].find((box) => box.getClientRects().length > 0);
      if (!visible) return;
      event.preventDefault();
      visible.focus();
      visible.select();
    }
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, []);
}
