import { describe, expect, it } from 'vitest';

import { cachedPromise } from '~/lib/cached-promise';

describe('cachedPromise', () => {
  it('loads a key once for every caller, and keeps what it loaded', async () => {
    const cache = new Map<string, Promise<number>>();
    let loads = 0;
    const load = () => Promise.resolve((loads += 1));
    const [first, second] = await Promise.all([
      cachedPromise(cache, 'a', load),
      cachedPromise(cache, 'a', load),
    ]);
    expect([first, second, await cachedPromise(cache, 'a', load)]).toEqual([1, 1, 1]);
    expect(await cachedPromise(cache, 'b', load)).toBe(2);
  });

  it('drops a load that failed, so the next call tries again', async () => {
    const cache = new Map<string, Promise<string>>();
    await expect(cachedPromise(cache, 'a', () => Promise.reject(new Error('no')))).rejects.toThrow(
      'no',
    );
    expect(cache.has('a')).toBe(false);
    expect(await cachedPromise(cache, 'a', () => Promise.resolve('yes'))).toBe('yes');
  });

  it('keeps a newer load when an older one for the same key fails late', async () => {
    const cache = new Map<string, Promise<string>>();
    let failOld!: (error: Error) => void;
    const old = cachedPromise(
      cache,
      'a',
      () => new Promise<string>((_, reject) => (failOld = reject)),
    );
    cache.delete('a'); // forgotten meanwhile, as the salts forget past days
    const newer = cachedPromise(cache, 'a', () => Promise.resolve('new'));
    failOld(new Error('late'));
    await expect(old).rejects.toThrow('late');
    expect(cache.get('a')).toBe(newer);
  });
});
