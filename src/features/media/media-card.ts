import type { MediaCardData } from './types';

/**
 * Only what a media card shows. Runs on the server for page props and in the browser for the
 * pages 'Load more' fetches.
 */
export function toMediaCard(item: MediaCardData): MediaCardData {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    mediaType: item.mediaType,
    mediaUrl: item.mediaUrl,
    thumbnailUrl: item.thumbnailUrl,
    tags: item.tags,
    createdAt: item.createdAt,
  };
}
