import { useEffect, useId } from 'react';

import { cx } from '~/components/ui/cx';
import { SearchIcon } from '~/components/ui/icons';
import { SEARCH_PATH } from '~/lib/public-paths';
import { SEARCH_QUERY_MAX } from '~/schemas/search-limits';

/**
 * The site's search box: a plain GET form to /search, so it works before (or without)
 * JavaScript. The `/` key focuses the first one on screen (useSearchShortcut).
 */
export function SiteSearch({
  defaultValue,
  className,
}: {
  defaultValue?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <form role="search" action={SEARCH_PATH} className={cx('relative', className)}>
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
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-10 pl-3 text-slate-900 placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 w-10 text-slate-600 dark:text-slate-400"
      >
        <SearchIcon className="mx-auto size-4" />
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}

/** `/` anywhere but in a field focuses the first search box on screen. */
export function useSearchShortcut() {
  useEffect(() => {
    function focusSearch(event: KeyboardEvent) {
      const target = event.target as HTMLElement;
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (target.isContentEditable || target.closest?.('input,textarea,select')) return;
      const box = [...document.querySelectorAll<HTMLInputElement>('[role=search] input')].find(
        (input) => input.getClientRects().length > 0,
      );
      if (!box) return;
      event.preventDefault();
      box.focus();
      box.select();
    }
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, []);
}
