import type { Serialized } from '~/server/trpc/server-caller';
import type { RouterOutputs } from '~/utils/api';

/** The shapes the series pages get as props: procedure outputs after JSON (dates as strings). */
type SeriesOutput = Serialized<RouterOutputs['series']['bySlug']>;
type TimelineItemOutput = Serialized<RouterOutputs['seriesItem']['list']['items'][number]>;

/** A series as its page shows it (header and structured data). */
export type SeriesData = Pick<
  SeriesOutput,
  | 'id'
  | 'slug'
  | 'title'
  | 'description'
  | 'shortDescription'
  | 'status'
  | 'featured'
  | 'startDate'
  | 'endDate'
  | 'tags'
  | 'imageUrl'
  | 'createdAt'
  | 'updatedAt'
> & { team: { name: string } | null };

/** An item on a series' timeline: what the timeline and its structured data show. */
export type SeriesItemData = Pick<
  TimelineItemOutput,
  | 'id'
  | 'title'
  | 'summary'
  | 'content'
  | 'itemType'
  | 'weekNumber'
  | 'youtubeVideoUrl'
  | 'githubLinks'
  | 'documentLinks'
  | 'imageUrl'
  | 'createdAt'
>;
export type SeriesItemDetailData = Serialized<RouterOutputs['seriesItem']['byId']>;
export type CustomLinkData = Pick<
  RouterOutputs['customLink']['list'][number],
  'id' | 'linkName' | 'linkUrl'
>;

/** What a series card shows; any serialized series (list, featured, bySlug) fits. */
export type SeriesCardData = Pick<
  SeriesOutput,
  | 'id'
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
