import {
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * The signed-in screens' query cache, whose invalidation after a write always shows the write.
 * React Query refetches an invalidated query, except one whose first fetch is still on its way (a
 * list just searched, a screen just opened): it keeps that fetch, whose answer may have been read
 * before the write. Such fetches are cancelled first, so the refetch starts after the write.
 */
export class QueryClientAfterWrites extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    await this.cancelQueries({
      ...filters,
      predicate: (query) =>
        query.state.data === undefined &&
        query.state.fetchStatus === 'fetching' &&
        (filters?.predicate?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}
