import type { ReactNode } from 'react';

import { LoadFailed } from '~/features/admin/LoadFailed';
import { LoadingState } from '~/features/admin/LoadingState';
import { LoadMoreButton } from '~/features/admin/LoadMoreButton';

interface PagedQuery<Item> {
  data?: { pages: { items: Item[] }[] };
  isPending: boolean;
  isError: boolean;
  error: { message: string } | null;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A system admin list read a page at a time: loading, error (with a retry), empty, then the
 * items and 'Load more'. `noun` is the plural of what is listed ('posts').
 */
export function PagedList<Item>({
  query,
  noun,
  empty,
  label,
  children,
}: {
  query: PagedQuery<Item>;
  noun: string;
  empty: ReactNode;
  /** The list's accessible name. */
  label: string;
  children: (item: Item) => ReactNode;
}) {
  if (query.isPending) return <LoadingState>Loading {noun}...</LoadingState>;
  if (query.isError) {
    return <LoadFailed what={noun} message={query.error?.message} retry={query.refetch} />;
  }
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul aria-label={label} className="flex flex-col gap-3">
        {items.map(children)}
      </ul>
      <LoadMoreButton query={query} noun={noun} />
    </>
  );
}

/** Infinite-query options of every system admin list: the next page starts at the cursor. */
export const nextPageByCursor = {
  getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor ?? undefined,
};
