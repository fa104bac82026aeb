import { describe, expect, it } from 'vitest';

import { seriesItemJsonLd, seriesJsonLd, seriesListJsonLd } from '~/features/series/series-json-ld';
import type {
  SeriesCardData,
  SeriesData,
  SeriesItemData,
  SeriesItemDetailData,
} from '~/features/series/types';
import { SITE_NAME } from '~/lib/site-config';
import { absoluteUrl } from '~/lib/site-url';

const series: SeriesData = {
  id: '3c1f6a2e-8b4d-4e0a-9f7c-1d2e3f4a5b6c',
  slug: '8-week-ai-hackathon',
  title: '8-Week AI Hackathon',
  description: 'Eight weeks of building AI tools with the people who need them.',
  shortDescription: 'Building in public for eight weeks.',
  status: 'active',
  featured: true,
  startDate: '2026-10-05T00:00:00.000Z',
  endDate: '2026-11-27T00:00:00.000Z',
  tags: ['AI', 'Hackathon'],
  imageUrl: '/demo/hackathon.webp',
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-11-13T17:00:00.000Z',
  team: { name: 'Northwind Innovation Lab' },
};

const item = (overrides: Partial<SeriesItemData> = {}): SeriesItemData => ({
  id: 'item-1',
  title: 'Week 1: Kick-off',
  summary: 'We picked our problems.',
  content: null,
  itemType: 'milestone',
  weekNumber: 1,
  youtubeVideoUrl: null,
  githubLinks: [],
  documentLinks: [],
  imageUrl: null,
  createdAt: '2026-10-09T16:00:00.000Z',
  ...overrides,
});

const card = (slug: string, title: string): SeriesCardData => ({
  ...series,
  id: `id-${slug}`,
  slug,
  title,
});

describe('seriesListJsonLd', () => {
  it('lists the series in the order shown, with absolute URLs', () => {
    expect(
      seriesListJsonLd([card('first', 'First series'), card('second', 'Second series')]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: `${SITE_NAME} series`,
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'First series',
          url: absoluteUrl('/series/first'),
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Second series',
          url: absoluteUrl('/series/second'),
        },
      ],
    });
  });
});

describe('seriesJsonLd', () => {
  it('describes the series as a CreativeWorkSeries whose items are its parts', () => {
    const items = [item(), item({ id: 'item-2', title: 'Week 2', imageUrl: '/demo/w2.webp' })];
    expect(seriesJsonLd(series, items)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CreativeWorkSeries',
      name: '8-Week AI Hackathon',
      description: 'Building in public for eight weeks.',
      url: absoluteUrl('/series/8-week-ai-hackathon'),
      image: absoluteUrl('/demo/hackathon.webp'),
      startDate: '2026-10-05',
      endDate: '2026-11-27',
      keywords: 'AI, Hackathon',
      dateCreated: '2026-10-01T09:00:00.000Z',
      dateModified: '2026-11-13T17:00:00.000Z',
      creator: { '@type': 'Organization', name: 'Northwind Innovation Lab' },
      hasPart: [
        {
          '@type': 'Article',
          headline: 'Week 1: Kick-off',
          description: 'We picked our problems.',
          url: absoluteUrl('/series/8-week-ai-hackathon/item/item-1'),
          datePublished: '2026-10-09T16:00:00.000Z',
          image: undefined,
        },
        {
          '@type': 'Article',
          headline: 'Week 2',
          description: 'We picked our problems.',
          url: absoluteUrl('/series/8-week-ai-hackathon/item/item-2'),
          datePublished: '2026-10-09T16:00:00.000Z',
          image: absoluteUrl('/demo/w2.webp'),
        },
      ],
    });
  });

  it('falls back to the description and leaves out what the series lacks', () => {
    const bare = {
      ...series,
      shortDescription: null,
      startDate: null,
      endDate: null,
      tags: [],
      imageUrl: null,
      team: null,
    };
    const data = seriesJsonLd(bare, []);
    expect(data.description).toBe(series.description);
    expect(data.hasPart).toEqual([]);
    for (const key of ['image', 'startDate', 'endDate', 'keywords', 'creator'] as const) {
      expect(data[key]).toBeUndefined();
    }
  });
});

describe('seriesItemJsonLd', () => {
  it('describes the item as an Article that is part of its series', () => {
    const detail: SeriesItemDetailData = {
      ...item({ imageUrl: '/demo/w1.webp' }),
      seriesId: 'series-1',
      itemOrder: 0,
      published: true,
      version: 1,
      updatedAt: '2026-10-10T08:00:00.000Z',
      series: { title: series.title, slug: series.slug, team: { name: 'The Team' } },
    };
    expect(seriesItemJsonLd(detail)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Week 1: Kick-off',
      description: 'We picked our problems.',
      url: absoluteUrl('/series/8-week-ai-hackathon/item/item-1'),
      image: absoluteUrl('/demo/w1.webp'),
      datePublished: '2026-10-09T16:00:00.000Z',
      dateModified: '2026-10-10T08:00:00.000Z',
      articleSection: 'milestone',
      isPartOf: {
        '@type': 'CreativeWorkSeries',
        name: '8-Week AI Hackathon',
        url: absoluteUrl('/series/8-week-ai-hackathon'),
      },
    });
  });
});
