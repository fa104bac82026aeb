import { useEveryPage } from '~/features/admin/sortable/use-every-page';
import { api } from '~/utils/api';

/** Items read per request; a series rarely has more, and reordering needs every one. */
const PAGE_SIZE = 100;

/**
 * Every item of one series, drafts included, in the team's order: read a page at a time until
 * the last, since a reorder must name them all.
 */
export function useAllSeriesItems(teamId: string, seriesId: string | undefined) {
  const query = api.seriesItem.adminList.useInfiniteQuery(
    { teamId, seriesId: seriesId ?? '', limit: PAGE_SIZE },
    { enabled: Boolean(seriesId), getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  useEveryPage(query);
  return {
    query,
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    complete: query.isSuccess && !query.hasNextPage,
  };
}
