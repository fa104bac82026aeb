import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { ChevronDownIcon } from '~/components/ui/icons';

import type { LoadMoreState } from './use-load-more';

/** What the list holds, for the button and the announcements: 'project' / 'projects'. */
export interface ListNoun {
  one: string;
  many: string;
}

function announcement(
  { status, lastAdded, hasMore }: LoadMoreState,
  noun: ListNoun,
  loadingText: string,
) {
  if (status === 'loading') return loadingText;
  if (lastAdded === null) return '';
  const allShown = `All ${noun.many} are shown.`;
  if (lastAdded === 0) return allShown;
  const added = `Loaded ${lastAdded} more ${lastAdded === 1 ? noun.one : noun.many}.`;
  return hasMore ? added : `${added} ${allShown}`;
}

/**
 * The 'Load more' button under a list that grows by pages (useLoadMore): keyboard usable,
 * marked busy and inert while a page loads, with every outcome announced politely and a
 * failure shown as an alert (the button then retries). `loadingText` replaces what the button
 * says and what is announced while a page loads, where a page words it its own way (About).
 */
export function LoadMore({
  list,
  noun,
  loadingText,
}: {
  list: LoadMoreState;
  noun: ListNoun;
  loadingText?: string;
}) {
  const loading = list.status === 'loading';
  const loadingLabel = loadingText ?? `Loading more ${noun.many}…`;
  // A list that was complete from the start has nothing to offer or announce.
  if (!list.hasMore && list.lastAdded === null && list.status === 'idle') return null;
  return (
    <div className="flex flex-col items-center gap-4">
      <p role="status" className="sr-only">
        {announcement(list, noun, loadingLabel)}
      </p>
      {list.status === 'error' && (
        <Alert tone="error" className="w-full max-w-md">
          {`Could not load more ${noun.many}. Please try again.`}
        </Alert>
      )}
      {list.hasMore && (
        <Button
          variant="outline"
          size="lg"
          // The visible label plus what is loaded, for screen readers.
          aria-label={loading ? loadingLabel : `Load more ${noun.many}`}
          // aria-disabled rather than disabled: the button keeps focus while the page loads.
          aria-disabled={loading || undefined}
          aria-busy={loading || undefined}
          onClick={loading ? undefined : () => list.loadMore()}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          {loading ? (loadingText ?? 'Loading more…') : 'Load more'}
          {!loading && <ChevronDownIcon className="size-4" />}
        </Button>
      )}
    </div>
  );
}
