import { describe, expect, it } from 'vitest';

import { firstMediaPages, shownMedia, withLoadedMedia } from '~/features/media/media-pages';
import type { MediaCardData } from '~/features/media/types';

function item(n: number, mediaType: MediaCardData['mediaType']): MediaCardData {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Item ${n}`,
    description: null,
    mediaType,
    mediaUrl: `/demo/${n}.webp`,
    thumbnailUrl: null,
    tags: [],
    createdAt: '2026-10-01T00:00:00.000Z',
  };
}

const [image1, video2, image3, video4, image5] = [
  item(1, 'image'),
  item(2, 'video'),
  item(3, 'image'),
  item(4, 'video'),
  item(5, 'image'),
];

describe('the media gallery pages', () => {
  it('starts with the first page of all media for every filter', () => {
    const pages = firstMediaPages({ items: [image1, video2, image3], nextCursor: image3.id });
    expect(shownMedia(pages, 'all')).toEqual({ items: [image1, video2, image3], hasMore: true });
    expect(shownMedia(pages, 'image')).toEqual({ items: [image1, image3], hasMore: true });
    expect(shownMedia(pages, 'youtube')).toEqual({ items: [], hasMore: true });
  });

  it('knows a type is complete when all media are', () => {
    const pages = firstMediaPages({ items: [image1, video2], nextCursor: null });
    expect(shownMedia(pages, 'video')).toEqual({ items: [video2], hasMore: false });
    expect(shownMedia(pages, 'youtube')).toEqual({ items: [], hasMore: false });
  });

  it('shows what a filter loaded while it is ahead of all media', () => {
    let pages = firstMediaPages({ items: [image1, video2], nextCursor: video2.id });
    pages = withLoadedMedia(pages, 'image', { items: [image1, image3, image5], hasMore: false });
    expect(shownMedia(pages, 'image')).toEqual({
      items: [image1, image3, image5],
      hasMore: false,
    });
    // All media keep their own list.
    expect(shownMedia(pages, 'all')).toEqual({ items: [image1, video2], hasMore: true });
  });

  it('shows the items of all media once they are ahead of the filter', () => {
    let pages = firstMediaPages({ items: [image1, video2], nextCursor: video2.id });
    pages = withLoadedMedia(pages, 'video', { items: [video2], hasMore: true });
    pages = withLoadedMedia(pages, 'all', {
      items: [image1, video2, image3, video4],
      hasMore: true,
    });
    expect(shownMedia(pages, 'video')).toEqual({ items: [video2, video4], hasMore: true });
  });

  it('has no more of a type when either list of the same items says so', () => {
    let pages = firstMediaPages({ items: [image1, video2], nextCursor: video2.id });
    pages = withLoadedMedia(pages, 'video', { items: [video2], hasMore: false });
    expect(shownMedia(pages, 'video')).toEqual({ items: [video2], hasMore: false });
  });
});
