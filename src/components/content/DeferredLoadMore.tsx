import { lazy, Suspense } from 'react';

import type { ListNoun } from './LoadMore';
import { offersMore, type LoadMoreState } from './use-load-more';

const LoadMore = lazy(() => import('./LoadMore').then((module) => ({ default: module.LoadMore })));

/**
 * LoadMore, whose code loads only for a list that has more to offer (or has loaded some): most
 * lists fit their first page, and their pages then do not carry the button, its announcements
 * and its error alert. A server-rendered button stays in place until its code arrives.
 */
export function DeferredLoadMore(props: {
  list: LoadMoreState;
  noun: ListNoun;
  loadingText?: string;
}) {
  if (!offersMore(props.list)) return null;
  return (
    <Suspense fallback={null}>
      <LoadMore {...props} />
    </Suspense>
  );
}
