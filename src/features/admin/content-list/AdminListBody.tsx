import type { ReactNode } from 'react';

import { LoadFailed } from '~/features/admin/LoadFailed';
import { LoadMoreButton } from '~/features/admin/LoadMoreButton';
import { LoadingState } from '~/features/admin/LoadingState';

/** What an admin list's infinite query tells about its pages. */
interface ListQuery {
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
 * The body of an admin list read a page at a time: loading, the error with a retry, the empty
 * state (`empty`, or `noMatch` when a search or filter finds nothing), or the rows and 'Load
 * more'.
 */
export function AdminListBody({
  query,
  count,
  noun,
  filtered,
  empty,
  noMatch,
  children,
}: {
  query: ListQuery;
  count: number;
  /** Plural, lower case: 'posts'. */
  noun: string;
  filtered: boolean;
  empty: ReactNode;
  noMatch: ReactNode;
  /** The rows, as <li> elements. */
  children: ReactNode;
}) {
  if (query.isPending) return <LoadingState>Loading {noun}...</LoadingState>;
  if (query.isError) {
    return <LoadFailed what={noun} message={query.error?.message} retry={query.refetch} />;
  }
  if (count === 0) return filtered ? noMatch : empty;
  return (
    <>
      <ul
        aria-label={noun[0]!.toUpperCase() + noun.slice(1)}
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      >
        {children}
      </ul>
      <LoadMoreButton query={query} noun={noun} />
    </>
  );
}
