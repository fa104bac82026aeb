import { describe, expect, it } from 'vitest';

import { collectAllPages, type CursorPage } from '~/lib/collect-pages';

describe('collectAllPages', () => {
  it('follows the cursors until the last page and keeps the order', async () => {
    const pages: Record<string, CursorPage<number>> = {
      start: { items: [1, 2], nextCursor: 'b' },
      b: { items: [3, 4], nextCursor: 'c' },
      c: { items: [5], nextCursor: null },
    };
    const cursors: Array<string | null> = [];
    const all = await collectAllPages((cursor) => {
      cursors.push(cursor);
      return Promise.resolve(pages[cursor ?? 'start']!);
    });
    expect(all).toEqual([1, 2, 3, 4, 5]);
    expect(cursors).toEqual([null, 'b', 'c']);
  });

  it('asks once for a list that fits one page, even an empty one', async () => {
    let calls = 0;
    const all = await collectAllPages(() => {
      calls += 1;
      return Promise.resolve({ items: [], nextCursor: null });
    });
    expect(all).toEqual([]);
    expect(calls).toBe(1);
  });
});
