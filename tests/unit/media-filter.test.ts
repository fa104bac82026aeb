import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import {
  emptyMediaTitle,
  filterMedia,
  MEDIA_FILTERS,
  mediaFilterLabel,
} from '~/features/media/media-filter';
import { MediaGallery } from '~/features/media/MediaGallery';
import type { MediaItemSummary } from '~/features/media/types';

function mediaItem(n: number, mediaType: MediaItemSummary['mediaType']): MediaItemSummary {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    teamId: '00000000-0000-4000-8000-000000000000',
    title: `Item ${n}`,
    description: null,
    mediaType,
    mediaUrl: mediaType === 'youtube' ? 'https://www.youtube.com/embed/aircAruvnKk' : `/demo/${n}`,
    thumbnailUrl: null,
    tags: [],
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
  };
}

const items = [mediaItem(1, 'image'), mediaItem(2, 'youtube'), mediaItem(3, 'image')];

describe('the media filter', () => {
  it('offers all media, then image, video and youtube', () => {
    expect(MEDIA_FILTERS.map(mediaFilterLabel)).toEqual(['All Media', 'image', 'video', 'youtube']);
  });

  it('keeps every item for all media and only the chosen type otherwise, in order', () => {
    expect(filterMedia(items, 'all')).toEqual(items);
    expect(filterMedia(items, 'image').map((item) => item.title)).toEqual(['Item 1', 'Item 3']);
    expect(filterMedia(items, 'youtube').map((item) => item.title)).toEqual(['Item 2']);
    expect(filterMedia(items, 'video')).toEqual([]);
  });

  it.each([
    ['all', 'No media yet'],
    ['image', 'No image files yet'],
    ['video', 'No video files yet'],
    ['youtube', 'No youtube files yet'],
  ] as const)('says what is missing when %s has nothing', (filter, title) => {
    expect(emptyMediaTitle(filter)).toBe(title);
  });
});

describe('MediaGallery', () => {
  const render = (list: MediaItemSummary[], nextCursor: string | null = null) =>
    renderToStaticMarkup(createElement(MediaGallery, { firstPage: { items: list, nextCursor } }));

  it('starts on all media, pressed, and shows every item', () => {
    const html = render(items);
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>All Media<\/button>/);
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(3);
    expect(html.match(/<h2[^>]*>Item \d<\/h2>/g)).toHaveLength(3);
    expect(html).toContain('Watch on YouTube');
    expect(html).not.toContain('No media yet');
  });

  it('shows the empty state when there is no media', () => {
    expect(render([])).toContain('No media yet');
  });

  it("offers 'Load more' only when the server has more", () => {
    expect(render(items)).not.toContain('Load more');
    expect(render(items, items[2]!.id)).toMatch(
      /<button[^>]*aria-label="Load more media items"[^>]*>Load more</,
    );
  });
});
