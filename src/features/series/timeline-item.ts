import type { FetchPage } from '~/components/content/use-load-more';
import { publicListPages, SERIES_TIMELINE_PAGE_SIZE } from '~/lib/fetch-public-list';

import type { SeriesItemData } from './types';

/**
 * Only what a timeline entry shows. Runs on the server for page props and in the browser for
 * the pages 'Load more' fetches.
 */
export function toTimelineItem(item: SeriesItemData): SeriesItemData {
  return {
    id: item.id,
    title: item.title,
    summary: item.summary,
    content: item.content,
    itemType: item.itemType,
    weekNumber: item.weekNumber,
    youtubeVideoUrl: item.youtubeVideoUrl,
    githubLinks: item.githubLinks,
    documentLinks: item.documentLinks,
    imageUrl: item.imageUrl,
    createdAt: item.createdAt,
  };
}

/** The next timeline page of a series from the public `seriesItem.list`, in timeline order. */
export function timelineFetcher(seriesSlug: string): FetchPage<SeriesItemData> {
  return publicListPages('seriesItem.list', {
    limit: SERIES_TIMELINE_PAGE_SIZE,
    toItem: toTimelineItem,
    filters: { seriesSlug },
  });
}
