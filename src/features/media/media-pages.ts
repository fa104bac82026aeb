import type { ShownList } from '~/components/content/use-load-more';
import type { ListPage } from '~/lib/fetch-public-list';
import type { MediaTypeValue } from '~/schemas/media';

import { filterMedia, type MediaFilter } from './media-filter';
import type { MediaCardData } from './types';

/**
 * What the gallery has loaded: the list of all media (the first page from the props, then
 * 'Load more'), and per type the items loaded with that filter. Every list is a prefix of its
 * order on the server (newest first), so a type's items among all media are a prefix of that
 * type's list too: the filter shows whichever prefix is longer and goes on from its last item.
 */
export interface MediaPages {
  all: ShownList<MediaCardData>;
  byType: Partial<Record<MediaTypeValue, ShownList<MediaCardData>>>;
}

export function firstMediaPages(page: ListPage<MediaCardData>): MediaPages {
  return { all: { items: page.items, hasMore: page.nextCursor !== null }, byType: {} };
}

/** The items the filter shows, and whether the server has more of them. */
export function shownMedia(pages: MediaPages, filter: MediaFilter): ShownList<MediaCardData> {
  if (filter === 'all') return pages.all;
  const fromAll = {
    items: filterMedia(pages.all.items, filter),
    hasMore: pages.all.hasMore,
  };
  const ofType = pages.byType[filter];
  if (!ofType || ofType.items.length < fromAll.items.length) return fromAll;
  if (ofType.items.length > fromAll.items.length) return ofType;
  // The same items: there are no more when either list says so.
  return { items: ofType.items, hasMore: ofType.hasMore && fromAll.hasMore };
}

/** The pages after the filter's list grew to `loaded`. */
export function withLoadedMedia(
  pages: MediaPages,
  filter: MediaFilter,
  loaded: ShownList<MediaCardData>,
): MediaPages {
  if (filter === 'all') return { ...pages, all: loaded };
  return { ...pages, byType: { ...pages.byType, [filter]: loaded } };
}
