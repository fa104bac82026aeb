import { nextPageByCursor } from '~/components/admin/list/use-list-search';
import { useEveryPage } from '~/components/admin/sortable/use-every-page';
import { MAX_PAGE_SIZE } from '~/schemas/common';
import { api } from '~/utils/api';

/**
 * Every item of one series, drafts included, in the team's order: read a page at a time until
 * the last (in the biggest pages the server gives: a series rarely has more), since a reorder
 * must name them all.
 */
export function useAllSeriesItems(teamId: string, seriesId: string | undefined) {
  const query = api.seriesItem.adminList.useInfiniteQuery(
    { teamId, seriesId: seriesId ?? '', limit: MAX_PAGE_SIZE },
    { ...nextPageByCursor, enabled: Boolean(seriesId) },
  );
  useEveryPage(query);
  return {
    query,
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    complete: query.isSuccess && !query.hasNextPage,
  };
}
