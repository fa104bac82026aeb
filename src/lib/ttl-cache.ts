/**
 * A small in-memory cache whose entries expire after `ttlMs` and which holds at most
 * `maxBytes` (as `sizeOf` counts them), dropping the least recently used entries first.
 */
export class TtlCache<Value> {
  private readonly entries = new Map<string, { value: Value; size: number; expiresAt: number }>();
  private bytes = 0;

  constructor(
    private readonly options: {
      ttlMs: number;
      maxBytes: number;
      sizeOf: (value: Value) => number;
      now?: () => number;
    },
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the oldest use comes first.
    this.entries.set(key, entry);
    this.bytes += entry.size;
    return entry.value;
  }

  /** Values larger than the whole cache are not kept. */
  set(key: string, value: Value): void {
    this.delete(key);
    const size = this.options.sizeOf(value);
    if (size > this.options.maxBytes) return;
    for (const [oldest] of this.entries) {
      if (this.bytes + size <= this.options.maxBytes) break;
      this.delete(oldest);
    }
    this.entries.set(key, { value, size, expiresAt: this.now() + this.options.ttlMs });
    this.bytes += size;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
