import { useState } from 'react';

import { DEFAULT_PAGE_SIZE } from '~/schemas/common';

import { useDebouncedValue } from './use-debounced-value';

/** Infinite-query options of every signed-in list: the next page starts at the cursor. */
export const nextPageByCursor = {
  getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor ?? undefined,
};

/**
 * The search box of a list read a page at a time: what is typed, the search once typing pauses,
 * and `page`, the search with the server's page size, for the list's infinite query.
 */
export function useListSearch() {
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim());
  return { search, setSearch, searched, page: { search: searched, limit: DEFAULT_PAGE_SIZE } };
}
