import { describe, expect, it } from 'vitest';

import { latestDate } from '~/lib/latest-date';
import { buildSitemap } from '~/server/seo/sitemap';

describe('buildSitemap', () => {
  it('is a sitemaps.org urlset with one url per entry, in order', () => {
    const xml = buildSitemap([
      { loc: 'https://example.org/', lastmod: new Date('2026-11-13T17:30:00Z') },
      { loc: 'https://example.org/contact' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://example.org/</loc><lastmod>2026-11-13T17:30:00.000Z</lastmod></url>',
        '<url><loc>https://example.org/contact</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes URLs', () => {
    expect(buildSitemap([{ loc: 'https://example.org/?a=1&b=<2>' }])).toContain(
      '<loc>https://example.org/?a=1&amp;b=&lt;2&gt;</loc>',
    );
  });

  it('writes lastmod in UTC whatever the offset the date was made with', () => {
    expect(
      buildSitemap([
        { loc: 'https://example.org/', lastmod: new Date('2026-01-05T01:00:00+03:00') },
      ]),
    ).toContain('<lastmod>2026-01-04T22:00:00.000Z</lastmod>');
  });

  it('is an empty urlset without entries', () => {
    expect(buildSitemap([])).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>',
    );
  });
});

describe('latestDate', () => {
  it('picks the latest date, skipping missing ones', () => {
    const latest = new Date('2026-11-13T00:00:00Z');
    expect(
      latestDate([new Date('2026-10-01T00:00:00Z'), null, latest, undefined, new Date(0)]),
    ).toBe(latest);
  });

  it('is null when there is no date', () => {
    expect(latestDate([])).toBeNull();
    expect(latestDate([null, undefined])).toBeNull();
  });
});
