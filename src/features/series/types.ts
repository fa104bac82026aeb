import type { Serialized } from '~/server/trpc/server-caller';
import type { RouterOutputs } from '~/utils/api';

/** The shapes the series pages get as props: procedure outputs after JSON (dates as strings). */
export type SeriesData = Serialized<RouterOutputs['series']['bySlug']>;
export type SeriesItemData = Serialized<RouterOutputs['seriesItem']['list']['items'][number]>;
export type SeriesItemDetailData = Serialized<RouterOutputs['seriesItem']['byId']>;
export type CustomLinkData = RouterOutputs['customLink']['list'][number];

/** What a series card shows; any serialized series (list, featured, bySlug) fits. */
export type SeriesCardData = Pick<
  SeriesData,
  | 'slug'
  | 'title'
  | 'shortDescription'
  | 'description'
  | 'status'
  | 'featured'
  | 'startDate'
  | 'endDate'
  | 'tags'
  | 'imageUrl'
>;

export function seriesPath(slug: string): string {
  return `/series/${slug}`;
}

export function seriesItemPath(seriesSlug: string, itemId: string): string {
  return `/series/${seriesSlug}/item/${itemId}`;
}
