import { idSchema, MAX_PAGE_SIZE } from '~/schemas/common';
import type { Page } from '~/server/pagination';
import { orNotFound, serialize, serverCaller } from '~/server/trpc/server-caller';

import { shortenText } from './shorten-text';
import type { SeriesCardData } from './types';

/*
 * What the series pages load in getStaticProps, through the same procedures a visitor's client
 * would call. Server-only: import it from page data functions, never from components.
 */

/** Longer descriptions are cut for the cards (they show three lines), keeping page props small. */
const CARD_DESCRIPTION_LENGTH = 280;

/** Every row of a cursor-paginated list, a page of the largest size at a time. */
async function allPages<T>(
  fetchPage: (page: { cursor: string | null; limit: number }) => Promise<Page<T>>,
): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await fetchPage({ cursor, limit: MAX_PAGE_SIZE });
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

function toCard(series: SeriesCardData): SeriesCardData {
  return {
    slug: series.slug,
    title: series.title,
    shortDescription: series.shortDescription,
    // The card shows the description only in place of a missing short description.
    description: series.shortDescription
      ? ''
      : shortenText(series.description, CARD_DESCRIPTION_LENGTH),
    status: series.status,
    featured: series.featured,
    startDate: series.startDate,
    endDate: series.endDate,
    tags: series.tags,
    imageUrl: series.imageUrl,
  };
}

/** /series: every series, featured first, then newest first (spec §7). */
export async function loadSeriesList() {
  const caller = serverCaller();
  const series = await allPages((page) => caller.series.list(page));
  return { series: serialize(series).map(toCard) };
}

/** /series/{slug}: the series, its published timeline and its links; null when there is none. */
export async function loadSeriesPage(slug: string) {
  const caller = serverCaller();
  const series = await orNotFound(caller.series.bySlug({ slug }));
  if (!series) return null;
  const [items, links] = await Promise.all([
    allPages((page) => caller.seriesItem.list({ ...page, seriesId: series.id })),
    caller.customLink.list({ entityType: 'series', entityId: series.id }),
  ]);
  return serialize({ series, items, links });
}

/** /series/{slug}/item/{id}: a published item of that series and its links; else null. */
export async function loadSeriesItemPage(seriesSlug: string, itemId: string) {
  if (!idSchema.safeParse(itemId).success) return null;
  const caller = serverCaller();
  const [item, links] = await Promise.all([
    orNotFound(caller.seriesItem.byId({ seriesSlug, itemId })),
    caller.customLink.list({ entityType: 'series_item', entityId: itemId }),
  ]);
  return item && serialize({ item, links });
}
