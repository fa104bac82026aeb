import { describe, expect, it } from 'vitest';

import { TtlCache } from '~/lib/ttl-cache';

function cache(maxBytes = 10) {
  let now = 0;
  const store = new TtlCache<string>({
    ttlMs: 1000,
    maxBytes,
    sizeOf: (value) => value.length,
    now: () => now,
  });
  return { store, advance: (ms: number) => (now += ms) };
}

describe('TtlCache', () => {
  it('returns a value until it expires', () => {
    const { store, advance } = cache();
    store.set('a', 'one');
    advance(999);
    expect(store.get('a')).toBe('one');
    advance(1);
    expect(store.get('a')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('drops the least recently used values to stay within its size', () => {
    const { store } = cache(10);
    store.set('a', 'aaaa');
    store.set('b', 'bbbb');
    expect(store.get('a')).toBe('aaaa'); // now b is the least recently used
    store.set('c', 'cccc');
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBe('aaaa');
    expect(store.get('c')).toBe('cccc');
  });

  it('keeps no value larger than itself, and forgets everything on clear', () => {
    const { store } = cache(10);
    store.set('big', 'x'.repeat(11));
    expect(store.get('big')).toBeUndefined();
    store.set('a', 'aaaa');
    store.set('a', 'aaaaa');
    store.set('b', 'bbbbb');
    expect(store.get('a')).toBe('aaaaa');
    store.clear();
    expect(store.get('a')).toBeUndefined();
    expect(store.get('b')).toBeUndefined();
  });
});
