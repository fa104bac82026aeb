import { useEffect } from 'react';

/** What an infinite query tells about its next page. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Reads an infinite query to its last page, one after the other: a reorder must name every
 * record of the list. Stops at an error (the screen shows it).
 */
export function useEveryPage(query: PagedQuery): void {
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isError]);
}
