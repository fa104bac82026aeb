import { shortenText } from '~/lib/shorten-text';

import type { SeriesCardData } from './types';

/** Longer descriptions are cut for the cards (they show three lines), keeping pages small. */
const CARD_DESCRIPTION_LENGTH = 280;

/**
 * Only what a series card shows. Runs on the server for page props and in the browser for the
 * pages 'Load more' fetches.
 */
export function toSeriesCard(series: SeriesCardData): SeriesCardData {
  return {
    id: series.id,
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
