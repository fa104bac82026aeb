import type { Serialized } from '~/server/trpc/server-caller';
import type { RouterOutputs } from '~/utils/api';

/** A media item as `media.list` delivers it, in page props. */
export type MediaItemSummary = Serialized<RouterOutputs['media']['list']['items'][number]>;

/** What a card of the media gallery shows of an item. */
export type MediaCardData = Pick<
  MediaItemSummary,
  'id' | 'title' | 'description' | 'mediaType' | 'mediaUrl' | 'thumbnailUrl' | 'tags' | 'createdAt'
>;
