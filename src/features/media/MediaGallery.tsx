import { useCallback, useEffect, useMemo, useState } from 'react';

import { LoadMore } from '~/components/content/LoadMore';
import {
  listItemProps,
  useLoadMore,
  type FetchPage,
  type ShownList,
} from '~/components/content/use-load-more';
import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { ImageIcon } from '~/components/ui/media-icons';
import { LIST_PAGE_SIZE, publicListPages, type ListPage } from '~/lib/fetch-public-list';

import { toMediaCard } from './media-card';
import { emptyMediaTitle, MEDIA_FILTERS, mediaFilterLabel, type MediaFilter } from './media-filter';
import { firstMediaPages, shownMedia, withLoadedMedia } from './media-pages';
import { MediaCard } from './MediaCard';
import type { MediaCardData } from './types';

function mediaFetcher(filter: MediaFilter): FetchPage<MediaCardData> {
  return publicListPages('media.list', {
    limit: LIST_PAGE_SIZE,
    toItem: toMediaCard,
    filters: { mediaType: filter === 'all' ? undefined : filter },
  });
}

/**
 * The media grid with its type filter, which lives on this page only (not in the URL). It starts
 * with the newest page of all media; 'Load more' asks the server for the next items of the
 * chosen type, and a type with none loaded yet is fetched as soon as it is chosen.
 */
export function MediaGallery({ firstPage }: { firstPage: ListPage<MediaCardData> }) {
  const [filter, setFilter] = useState<MediaFilter>('all');
  const [pages, setPages] = useState(() => firstMediaPages(firstPage));
  const shown = shownMedia(pages, filter);
  const fetchPage = useMemo(() => mediaFetcher(filter), [filter]);
  const onLoaded = useCallback(
    (loaded: ShownList<MediaCardData>) =>
      setPages((current) => withLoadedMedia(current, filter, loaded)),
    [filter],
  );
  const more = useLoadMore({ list: shown, fetchPage, onLoaded, listKey: filter });

  const waitingForFirstItems = shown.items.length === 0 && shown.hasMore;
  const { status, loadMore } = more;
  useEffect(() => {
    if (waitingForFirstItems && status === 'idle') loadMore({ focus: false });
  }, [waitingForFirstItems, status, loadMore]);

  return (
    <div className="flex flex-col gap-8">
      <div role="group" aria-label="Filter media by type" className="flex flex-wrap gap-2">
        {MEDIA_FILTERS.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === filter ? 'primary' : 'outline'}
            aria-pressed={option === filter}
            onClick={() => setFilter(option)}
            className="capitalize"
          >
            {mediaFilterLabel(option)}
          </Button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {shown.items.length === 1 ? '1 item' : `${shown.items.length} items`}
      </p>
      {shown.items.length > 0 && (
        <ul aria-label="Media items" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.items.map((item) => (
            <li key={item.id} className="flex" {...listItemProps(item.id)}>
              <MediaCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {shown.items.length === 0 && !shown.hasMore && (
        <EmptyState
          icon={<ImageIcon />}
          title={emptyMediaTitle(filter)}
          description="Photos and videos from our work will appear here."
        />
      )}
      <LoadMore list={more} noun={{ one: 'media item', many: 'media items' }} />
    </div>
  );
}
