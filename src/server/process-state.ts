import { LRUCache } from 'lru-cache';

/** How every key of process-wide state begins, so a test process can let go of it all. */
export const PROCESS_STATE_PREFIX = 'teamfolio';

export type ProcessStateKey = `${typeof PROCESS_STATE_PREFIX}${string}`;

/**
 * State that must exist once per process. Next bundles the API routes, the pages and the code
 * started by src/instrumentation.ts apart, and each bundle loads its own copy of a module: state
 * kept in a module variable would be one per bundle, so a write dropping a cache in one would
 * leave the copy another serves from. Kept on globalThis under `key`, it is one.
 */
export function processState<T>(key: ProcessStateKey, create: () => T): T {
  const store = globalThis as unknown as Record<string, T | undefined>;
  return (store[key] ??= create());
}

/**
 * A per-process LRU cache of values computed from the database, with an epoch that every drop
 * bumps: a value whose computation began before a drop may predate the write that caused it, so
 * it is not kept.
 */
export interface EpochCache<V extends object> {
  get(key: string): V | undefined;
  /** The moment to pass to `keep` for a value computed from now on. */
  epoch(): number;
  /** Keeps `value` unless a drop came after `computedSince`. */
  keep(key: string, value: V, computedSince: number): void;
  /** Drops these keys, or every key when none are named. */
  drop(keys?: readonly string[]): void;
}

export function epochCache<V extends object>(
  key: ProcessStateKey,
  options: LRUCache.Options<string, V, unknown>,
): EpochCache<V> {
  const state = processState(key, () => ({ cache: new LRUCache<string, V>(options), epoch: 0 }));
  return {
    get: (path) => state.cache.get(path),
    epoch: () => state.epoch,
    keep(path, value, computedSince) {
      if (state.epoch === computedSince) state.cache.set(path, value);
    },
    drop(keys) {
      state.epoch += 1;
      if (keys) for (const path of keys) state.cache.delete(path);
      else state.cache.clear();
    },
  };
}
