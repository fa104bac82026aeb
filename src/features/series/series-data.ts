import { FEATURED_LIST_PAGE_SIZE, type ListPage } from '~/lib/fetch-public-list';
import { idSchema, MAX_PAGE_SIZE } from '~/schemas/common';
import type { Page } from '~/server/pagination';
import { orNotFound, serialize, serverCaller } from '~/server/trpc/server-caller';

import { toSeriesCard } from './series-card';
import type { CustomLinkData, SeriesCardData, SeriesData, SeriesItemData } from './types';

/*
 * What the series pages load in getStaticProps, through the same procedures a visitor's client
 * would call, cut down to what the pages render. Server-only: import it from page data
 * functions, never from components.
 */

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

function toLink({ id, linkName, linkUrl }: CustomLinkData): CustomLinkData {
  return { id, linkName, linkUrl };
}

function toSeriesData(series: SeriesData): SeriesData {
  return {
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

function toTimelineItem(item: SeriesItemData): SeriesItemData {
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

/**
 * /series: the first page of every series, featured first, then newest first (spec §7); the
 * page loads the rest with 'Load more'.
 */
export async function loadSeriesList(): Promise<{ series: ListPage<SeriesCardData> }> {
  const page = await serverCaller().series.list({ limit: FEATURED_LIST_PAGE_SIZE });
  return {
    series: { items: serialize(page.items).map(toSeriesCard), nextCursor: page.nextCursor },
  };
}

/** /series/{slug}: the series, its whole published timeline and its links; null when none. */
export async function loadSeriesPage(slug: string) {
  const caller = serverCaller();
  const series = await orNotFound(caller.series.bySlug({ slug }));
  if (!series) return null;
  const [items, links] = await Promise.all([
    allPages((page) => caller.seriesItem.list({ ...page, seriesId: series.id })),
    caller.customLink.list({ entityType: 'series', entityId: series.id }),
  ]);
  return {
    series: toSeriesData(serialize(series)),
    items: serialize(items).map(toTimelineItem),
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
