import {
  FEATURED_LIST_PAGE_SIZE,
  SERIES_TIMELINE_PAGE_SIZE,
  type ListPage,
} from '~/lib/fetch-public-list';
import { idSchema } from '~/schemas/common';
import { orNotFound, serialize, serializePage, serverCaller } from '~/server/trpc/server-caller';

import { toSeriesCard } from './series-card';
import { toTimelineItem } from './timeline-item';
import type { CustomLinkData, SeriesCardData, SeriesData, SeriesItemData } from './types';

/*
 * What the series pages load in getStaticProps, through the same procedures a visitor's client
 * would call, cut down to what the pages render. Server-only: import it from page data
 * functions, never from components.
 */

function toLink({ id, linkName, linkUrl }: CustomLinkData): CustomLinkData {
  return { id, linkName, linkUrl };
}

function toSeriesData(series: SeriesData): SeriesData {
  return {
    id: series.id,
    slug: series.slug,
    title: series.title,
    description: series.description,
    shortDescription: series.shortDescription,
    status: series.status,
    featured: series.featured,
    startDate: series.startDate,
    endDate: series.endDate,
    tags: series.tags,
    imageUrl: series.imageUrl,
    createdAt: series.createdAt,
    updatedAt: series.updatedAt,
    team: series.team && { name: series.team.name },
  };
}

/**
 * /series: the first page of every series, featured first, then newest first; the
 * page loads the rest with 'Load more'.
 */
export async function loadSeriesList(): Promise<{ series: ListPage<SeriesCardData> }> {
  const page = await serverCaller().series.list({ limit: FEATURED_LIST_PAGE_SIZE });
  return {
    series: serializePage(page, toSeriesCard),
  };
}

/**
 * /series/{slug}: the series, the first page of its published timeline (the page loads the
 * rest with 'Load more') and its links; null when there is no such series.
 */
export async function loadSeriesPage(slug: string): Promise<{
  series: SeriesData;
  timeline: ListPage<SeriesItemData>;
  links: CustomLinkData[];
} | null> {
  const caller = serverCaller();
  const series = await orNotFound(caller.series.bySlug({ slug }));
  if (!series) return null;
  const [page, links] = await Promise.all([
    caller.seriesItem.list({ seriesId: series.id, limit: SERIES_TIMELINE_PAGE_SIZE }),
    caller.customLink.list({ entityType: 'series', entityId: series.id }),
  ]);
  return {
    series: toSeriesData(serialize(series)),
    timeline: serializePage(page, toTimelineItem),
    links: links.map(toLink),
  };
}

/** /series/{slug}/item/{id}: a published item of that series and its links; else null. */
export async function loadSeriesItemPage(seriesSlug: string, itemId: string) {
  if (!idSchema.safeParse(itemId).success) return null;
  const caller = serverCaller();
  const [item, links] = await Promise.all([
    orNotFound(caller.seriesItem.byId({ seriesSlug, itemId })),
    caller.customLink.list({ entityType: 'series_item', entityId: itemId }),
  ]);
  return item && { item: serialize(item), links: links.map(toLink) };
}
