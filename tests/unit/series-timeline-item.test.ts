import { afterEach, describe, expect, it, vi } from 'vitest';

import { timelineFetcher, toTimelineItem } from '~/features/series/timeline-item';
import type { SeriesItemData } from '~/features/series/types';
import { SERIES_TIMELINE_PAGE_SIZE } from '~/lib/fetch-public-list';

afterEach(() => {
  vi.unstubAllGlobals();
});

const shown: SeriesItemData = {
  id: 'item-7',
  title: 'Week 7: Pilot',
  summary: 'Eleven kiosks on two floors.',
  content: 'What we learned.',
  itemType: 'milestone',
  weekNumber: 7,
  youtubeVideoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
  githubLinks: ['https://github.com/northwind/pilot'],
  documentLinks: [],
  imageUrl: '/demo/week-7.webp',
  createdAt: '2026-07-17T15:00:00.000Z',
};

/** An item as `seriesItem.list` answers it: with the columns the timeline does not show. */
const listed = {
  ...shown,
  seriesId: 'series-1',
  itemOrder: 7,
  published: true,
  updatedAt: '2026-07-18T09:00:00.000Z',
};

describe('toTimelineItem', () => {
  it('keeps only what a timeline entry shows', () => {
    expect(toTimelineItem(listed)).toEqual(shown);
  });
});

describe('timelineFetcher', () => {
  it("asks seriesItem.list for the page after the cursor of this series' timeline", async () => {
    const fetchMock = vi.fn((_url: string) =>
      Promise.resolve(
        new Response(
          JSON.stringify({ result: { data: { json: { items: [listed], nextCursor: null } } } }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);

    const page = await timelineFetcher('summer-sprint')('item-6', new AbortController().signal);

    expect(page).toEqual({ items: [shown], nextCursor: null });
    const url = new URL(fetchMock.mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/api/trpc/seriesItem.list');
    expect(JSON.parse(url.searchParams.get('input')!)).toEqual({
      json: { seriesSlug: 'summer-sprint', cursor: 'item-6', limit: SERIES_TIMELINE_PAGE_SIZE },
    });
  });
});
