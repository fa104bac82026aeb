import { toIsoDate } from '~/lib/format-date';
import { seriesItemPath, seriesPath } from '~/lib/public-paths';
import { SITE_NAME } from '~/lib/site-config';
import { absoluteUrl } from '~/lib/site-url';

import type { SeriesCardData, SeriesData, SeriesItemData, SeriesItemDetailData } from './types';

/*
 * schema.org structured data for the series pages: the list is an ItemList, a series a
 * CreativeWorkSeries whose parts are the published items its page shows (the first timeline
 * page), an item an Article within the series.
 */

const CONTEXT = 'https://schema.org';

function imageUrl(path: string | null) {
  return path ? absoluteUrl(path) : undefined;
}

function isoDate(value: string | null) {
  return value ? toIsoDate(value) : undefined;
}

export function seriesListJsonLd(series: SeriesCardData[]) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: `${SITE_NAME} series`,
    numberOfItems: series.length,
    itemListElement: series.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.title,
      url: absoluteUrl(seriesPath(entry.slug)),
    })),
  };
}

export function seriesJsonLd(series: SeriesData, items: SeriesItemData[]) {
  return {
    '@context': CONTEXT,
    '@type': 'CreativeWorkSeries',
    name: series.title,
    description: series.shortDescription || series.description,
    url: absoluteUrl(seriesPath(series.slug)),
    image: imageUrl(series.imageUrl),
    startDate: isoDate(series.startDate),
    endDate: isoDate(series.endDate),
    keywords: series.tags.length > 0 ? series.tags.join(', ') : undefined,
    dateCreated: series.createdAt,
    dateModified: series.updatedAt,
    creator: series.team ? { '@type': 'Organization', name: series.team.name } : undefined,
    hasPart: items.map((item) => ({
      '@type': 'Article',
      headline: item.title,
      description: item.summary,
      url: absoluteUrl(seriesItemPath(series.slug, item.id)),
      datePublished: item.createdAt,
      image: imageUrl(item.imageUrl),
    })),
  };
}

export function seriesItemJsonLd(item: SeriesItemDetailData) {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: item.title,
    description: item.summary,
    url: absoluteUrl(seriesItemPath(item.series.slug, item.id)),
    image: imageUrl(item.imageUrl),
    datePublished: item.createdAt,
    dateModified: item.updatedAt,
    articleSection: item.itemType,
    isPartOf: {
      '@type': 'CreativeWorkSeries',
      name: item.series.title,
      url: absoluteUrl(seriesPath(item.series.slug)),
    },
  };
}
