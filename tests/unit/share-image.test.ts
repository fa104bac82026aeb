import { describe, expect, it } from 'vitest';

import {
  postCard,
  seriesItemCard,
  shareCardHash,
  shareCardUrl,
  type ShareCard,
} from '~/server/seo/share-card';
import { parseUnicodeRange } from '~/server/seo/share-fonts';
import { drawableText, renderShareSvg } from '~/server/seo/share-image';
import { drawerRunning, renderSharePng } from '~/server/seo/share-image-drawer';

import { pngSize } from '../helpers/png';

const card = (title: string, team: string | null = 'Northwind Lab'): ShareCard => ({
  pagePath: '/blog/de000007-0000-4000-8000-000000000001',
  label: 'Blog post',
  title,
  team,
});

describe('a share image', () => {
  it('is a 1200×630 PNG, drawn in well under 1.5 s once the fonts are read (even on a busy machine)', async () => {
    await renderSharePng(card('Warming up: the fonts are read once'));
    const started = performance.now();
    const png = await renderSharePng(card('How we shipped a retrieval pipeline in a weekend'));
    const took = performance.now() - started;

    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(took).toBeLessThan(1_500);
  }, 30_000);

  /*
   * satori draws every glyph as a path. A character no font has is drawn as its font's .notdef
   * box, the same drawing for every such character: a title and the same words each spelled
   * backwards then give the same picture. Real glyphs differ, so the pictures differ.
   */
  const backwards = (text: string) =>
    text
      .split(' ')
      .map((word) => Array.from(word).reverse().join(''))
      .join(' ');

  it.each([
    ['Japanese', '日本語のタイトル'],
    ['Arabic', 'مرحبا بالعالم'],
  ])(
    'draws a %s title with real glyphs, never .notdef boxes',
    async (_script, title) => {
      const svg = await renderShareSvg(card(title));
      expect(svg).not.toBe(await renderShareSvg(card(backwards(title))));
      expect(svg).not.toBe(await renderShareSvg(card('')));
    },
    30_000,
  );

  it.each([
    ['Korean', '안녕하세요 팀'],
    ['simplified Chinese', '每周进展报告'],
  ])(
    'leaves out a %s title (no font here has all of it) rather than drawing boxes',
    async (_script, title) => {
      expect(drawableText(title)).toBeNull();
      expect(await renderShareSvg(card(title))).toBe(await renderShareSvg(card('')));
    },
    30_000,
  );

  it('drops emoji and other symbols no font has, and keeps the words', () => {
    expect(drawableText('🚀 Launch week 🎉')).toBe('Launch week');
    expect(drawableText('Café — naïve')).toBe('Café — naïve');
    expect(drawableText('🚀🎉')).toBeNull();
  });

  it('draws every card of a crawler asking for many at once, then lets its thread end', async () => {
    const titles = Array.from({ length: 6 }, (_, index) => `Week ${index + 1}: what we shipped`);
    const pngs = await Promise.all(titles.map((title) => renderSharePng(card(title))));

    for (const png of pngs) expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(new Set(pngs.map((png) => png.toString('base64'))).size).toBe(titles.length);
    expect(drawerRunning()).toBe(true);
    await expect.poll(drawerRunning, { timeout: 10_000, interval: 250 }).toBe(false);
  }, 30_000);

  it('draws a title of any length within the picture', async () => {
    const png = await renderSharePng(card('An extraordinarily long title '.repeat(40)));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  }, 30_000);
});

describe('a share image address', () => {
  const post = {
    id: 'de000007-0000-4000-8000-000000000001',
    title: 'Kick-off',
    team: { name: 'Northwind Lab' },
  };

  it('names the page and a hash of what the picture shows', () => {
    expect(shareCardUrl(postCard(post))).toMatch(
      /^\/api\/og\/blog\/de000007-0000-4000-8000-000000000001\/[A-Za-z0-9_-]{16}\.png$/,
    );
  });

  it('changes with the title, the team, the week or the kind of item, and only with them', () => {
    const hash = shareCardHash(postCard(post));
    expect(shareCardHash(postCard({ ...post }))).toBe(hash);
    expect(shareCardHash(postCard({ ...post, title: 'Kick-off!' }))).not.toBe(hash);
    expect(shareCardHash(postCard({ ...post, team: { name: 'Other Lab' } }))).not.toBe(hash);

    const item = {
      id: post.id,
      title: 'Kick-off',
      itemType: 'milestone',
      weekNumber: 1,
      series: { slug: 'journey', team: { name: 'Northwind Lab' } },
    };
    expect(seriesItemCard(item).label).toBe('Week 1 · Milestone');
    expect(seriesItemCard({ ...item, weekNumber: null }).label).toBe('Milestone');
    const itemHash = shareCardHash(seriesItemCard(item));
    expect(shareCardHash(seriesItemCard({ ...item, weekNumber: 2 }))).not.toBe(itemHash);
    expect(shareCardHash(seriesItemCard({ ...item, itemType: 'update' }))).not.toBe(itemHash);
  });
});

describe('parseUnicodeRange', () => {
  it('reads single code points and ranges, sorted, and skips what is not one', () => {
    expect(parseUnicodeRange('U+0131, U+0000-00FF,bogus,U+1F600-1F64F')).toEqual([
      [0x0, 0xff],
      [0x131, 0x131],
      [0x1f600, 0x1f64f],
    ]);
  });
});
