import type { MediaTypeValue } from '~/schemas/media';

/** The media types in the filter buttons' order; kept here so the page does not bundle zod. */
export const MEDIA_TYPES = [
  'image',
  'video',
  'youtube',
] as const satisfies readonly MediaTypeValue[];

/** The filter held on the media page: everything, or one type. */
export type MediaFilter = 'all' | MediaTypeValue;

export const MEDIA_FILTERS: readonly MediaFilter[] = ['all', ...MEDIA_TYPES];

export function mediaFilterLabel(filter: MediaFilter): string {
  return filter === 'all' ? 'All Media' : filter;
}

export function filterMedia<Item extends { mediaType: MediaTypeValue }>(
  items: readonly Item[],
  filter: MediaFilter,
): Item[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.mediaType === filter);
}

/** What the gallery says when the filter leaves nothing to show. */
export function emptyMediaTitle(filter: MediaFilter): string {
  return filter === 'all' ? 'No media yet' : `No ${filter} files yet`;
}
