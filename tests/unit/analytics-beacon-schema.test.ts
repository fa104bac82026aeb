import { describe, expect, it } from 'vitest';

import { parseBeacon } from '~/server/analytics/beacon-schema';

const ID = '5f0c8a47-9a51-4a8b-9b1e-0f4c2d7e8a11';
const view = { kind: 'view', path: '/blog/x', device: 'desktop' };
const parse = (body: unknown) => parseBeacon(JSON.stringify(body));

describe('parseBeacon', () => {
  it('reads a view with its record, referrer host and campaign', () => {
    expect(
      parse({
        ...view,
        record: `post:${ID.toUpperCase()}`,
        referrer: 'https://News.Example.com/item?id=1',
        utm_source: ' newsletter ',
        utm_campaign: 'week\u00003',
        webdriver: false,
      }),
    ).toEqual({
      kind: 'view',
      path: '/blog/x',
      device: 'desktop',
      record: { type: 'post', id: ID },
      referrer: 'news.example.com',
      utm_source: 'newsletter',
      utm_medium: undefined,
      utm_campaign: 'week3',
      webdriver: false,
    });
  });

  it('keeps no query or fragment of the path', () => {
    expect(parse({ ...view, path: '/series/a?email=me@example.com#top' })?.path).toBe('/series/a');
  });

  it('keeps no referrer that is not a web address', () => {
    for (const referrer of ['', 'javascript:alert(1)', 'not a url', 'file:///etc/passwd']) {
      expect(parse({ ...view, referrer })?.referrer).toBeUndefined();
    }
  });

  it('counts reads of posts and items only', () => {
    expect(parse({ ...view, kind: 'read', record: `item:${ID}` })?.kind).toBe('read');
    expect(parse({ ...view, kind: 'read', record: `project:${ID}` })).toBeNull();
    expect(parse({ ...view, kind: 'read' })).toBeNull();
  });

  it('refuses what the tracker never sends', () => {
    const hostile: unknown[] = [
      { ...view, path: 'blog/x' },
      { ...view, path: `/${'a'.repeat(600)}` },
      { ...view, path: '/a b' },
      { ...view, path: '/a\u0000b' },
      { ...view, path: '/\u00e9' },
      { ...view, path: ['/'] },
      { ...view, kind: 'feed' },
      { ...view, device: 'fridge' },
      { ...view, record: 'post:1' },
      { ...view, record: `user:${ID}` },
      { ...view, record: `post:${ID}:x` },
      { ...view, utm_source: 'x'.repeat(101) },
      { ...view, referrer: 'https://x.example/'.padEnd(3000, 'a') },
      { ...view, webdriver: 'no' },
      { ...view, extra: 1 },
      { path: '/' },
      [],
      null,
      42,
      '{"kind":"view"}',
    ];
    for (const body of hostile) expect(parse(body), JSON.stringify(body)).toBeNull();
    expect(parseBeacon('{"kind":')).toBeNull();
    expect(parseBeacon('')).toBeNull();
    expect(parseBeacon('{"__proto__":{"kind":"view"},"path":"/","device":"phone"}')).toBeNull();
  });
});
