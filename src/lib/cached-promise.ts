/**
 * The promise `load` gave for `key`, kept in `cache` so that every caller shares one load. A
 * promise that fails is dropped from the cache, so the next call loads again.
 */
export function cachedPromise<K, V>(
  cache: Map<K, Promise<V>>,
  key: K,
  load: () => Promise<V>,
): Promise<V> {
  const known = cache.get(key);
  if (known) return known;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => {
    if (cache.get(key) === loading) cache.delete(key);
  });
  return loading;
}
