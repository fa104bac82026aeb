import { useCallback, useEffect, useRef, useState } from 'react';

import type { ListPage } from '~/lib/fetch-public-list';

/** Marks a rendered list entry with its item's id, so focus can move to a loaded page. */
export const LIST_ITEM_ATTRIBUTE = 'data-list-item';

/** Spread on each entry (e.g. `<li {...listItemProps(item.id)}>`) of a list that loads more. */
export function listItemProps(id: string) {
  return { [LIST_ITEM_ATTRIBUTE]: id };
}

export type LoadMoreStatus = 'idle' | 'loading' | 'error';

/** A list as shown: the items so far, and whether the procedure has more after the last. */
export interface ShownList<Item> {
  items: Item[];
  hasMore: boolean;
}

export interface LoadMoreState {
  hasMore: boolean;
  status: LoadMoreStatus;
  /** How many items the last successful load brought (null before the first one). */
  lastAdded: number | null;
  /** `focus: false` for loads the visitor did not ask for: focus stays where it is. */
  loadMore: (options?: { focus?: boolean }) => void;
}

/** Fetches the page after `cursor` (the id of the last item shown; null: the first page). */
export type FetchPage<Item> = (
  cursor: string | null,
  signal: AbortSignal,
) => Promise<ListPage<Item>>;

/** The shown items followed by those of `page` not shown yet. */
function appendPage<Item extends { id: string }>(
  items: readonly Item[],
  page: readonly Item[],
): Item[] {
  const shown = new Set(items.map((item) => item.id));
  return [...items, ...page.filter((item) => !shown.has(item.id))];
}

const FOCUSABLE = 'a[href], button:not([disabled]), video[controls]';

/** Moves focus into the entry of item `id`: its first control, else the entry itself. */
function focusEntry(id: string): boolean {
  const entry = document.querySelector<HTMLElement>(`[${LIST_ITEM_ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (!entry) return false;
  const control = entry.querySelector<HTMLElement>(FOCUSABLE);
  if (control) {
    control.focus();
  } else {
    entry.tabIndex = -1;
    entry.focus();
  }
  return true;
}

/**
 * Loading the next page of a list the caller holds (`list`, updated through `onLoaded` with
 * the grown list). Requests run one at a time; a change of `listKey` (e.g. another filter)
 * cancels the one in flight. After a load, focus moves to the first new entry on screen
 * (marked with LIST_ITEM_ATTRIBUTE), so keyboard users go on where the new items begin.
 */
export function useLoadMore<Item extends { id: string }>({
  list,
  fetchPage,
  onLoaded,
  listKey,
}: {
  list: ShownList<Item>;
  fetchPage: FetchPage<Item>;
  onLoaded: (loaded: ShownList<Item>) => void;
  listKey?: string;
}): LoadMoreState {
  const [status, setStatus] = useState<LoadMoreStatus>('idle');
  const [added, setAdded] = useState<{ items: Item[]; focus: boolean } | null>(null);
  const request = useRef<AbortController | null>(null);

  // Another list (e.g. another filter) starts afresh; its request in flight is cancelled.
  const [currentKey, setCurrentKey] = useState(listKey);
  if (currentKey !== listKey) {
    setCurrentKey(listKey);
    setStatus('idle');
    setAdded(null);
  }
  useEffect(
    () => () => {
      request.current?.abort();
      request.current = null;
    },
    [listKey],
  );

  useEffect(() => {
    if (added?.focus) added.items.some((item) => focusEntry(item.id));
  }, [added]);

  const { items, hasMore } = list;
  const loadMore = useCallback(
    ({ focus = true }: { focus?: boolean } = {}) => {
      if (!hasMore || request.current) return;
      const controller = new AbortController();
      request.current = controller;
      setStatus('loading');
      fetchPage(items.at(-1)?.id ?? null, controller.signal)
        .then((page) => {
          if (controller.signal.aborted) return;
          onLoaded({ items: appendPage(items, page.items), hasMore: page.nextCursor !== null });
          setAdded({ items: page.items, focus });
          setStatus('idle');
        })
        .catch(() => {
          if (!controller.signal.aborted) setStatus('error');
        })
        .finally(() => {
          if (request.current === controller) request.current = null;
        });
    },
    [items, hasMore, fetchPage, onLoaded],
  );

  return { hasMore, status, lastAdded: added?.items.length ?? null, loadMore };
}

/** A list that starts with the page the server rendered and grows a page at a time. */
export function usePagedList<Item extends { id: string }>(
  firstPage: ListPage<Item>,
  fetchPage: FetchPage<Item>,
): { items: Item[]; more: LoadMoreState } {
  const [list, setList] = useState<ShownList<Item>>(() => ({
    items: firstPage.items,
    hasMore: firstPage.nextCursor !== null,
  }));
  const more = useLoadMore({ list, fetchPage, onLoaded: setList });
  return { items: list.items, more };
}
