import type { ReactNode } from 'react';

import { LoadFailed } from '~/components/admin/LoadFailed';
import { LoadingState } from '~/components/admin/LoadingState';
import { LoadMoreButton } from '~/components/admin/LoadMoreButton';

/** What a list's infinite query tells about its pages. */
export interface PagedQuery<Item> {
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

const LAYOUTS = {
  /** Rows of one bordered box (a team's posts, projects, media). */
  rows: 'divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900',
  /** Cards one under another (the system admin lists). */
  cards: 'flex flex-col gap-3',
  /** Cards side by side (a team's series). */
  grid: 'grid gap-5 md:grid-cols-2 xl:grid-cols-3',
};

/**
 * A signed-in list read a page at a time: loading, the error with a retry, the empty state
 * (`empty`, or `noMatch` when a search or filter finds nothing), then the items and 'Load more'.
 */
export function PagedList<Item>({
  query,
  noun,
  label,
  layout,
  empty,
  noMatch,
  filtered = false,
  children,
}: {
  query: PagedQuery<Item>;
  /** Plural, lower case: 'posts'. */
  noun: string;
  /** The list's accessible name. */
  label: string;
  layout: keyof typeof LAYOUTS;
  empty: ReactNode;
  noMatch?: ReactNode;
  filtered?: boolean;
  /** An item, as an <li> element. */
  children: (item: Item) => ReactNode;
}) {
  if (query.isPending) return <LoadingState>Loading {noun}...</LoadingState>;
  if (query.isError) {
    return <LoadFailed what={noun} message={query.error?.message} retry={query.refetch} />;
  }
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return <>{filtered && noMatch ? noMatch : empty}</>;
  return (
    <>
      <ul aria-label={label} className={LAYOUTS[layout]}>
        {items.map(children)}
      </ul>
      <LoadMoreButton query={query} noun={noun} />
    </>
  );
}
