import type { DropReason } from '~/lib/analytics-drop-reasons';

/** An event as the collector took it, before its visitor key is made at the flush. */
export interface PendingEvent {
  occurredAt: Date;
  /** UTC day of occurredAt, "YYYY-MM-DD". */
  day: string;
  kind: 'view' | 'read' | 'feed';
  path: string;
  recordType?: string;
  recordId?: string;
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  device?: string;
  feedSubscribers?: number;
  /** Hashed into the visitor key with the day's salt when written, never stored. */
  address: string;
  userAgent: string;
}

/** Drops counted since the last flush: "YYYY-MM-DD reason" → count. */
export type DropCounts = Map<string, number>;

export interface EventBufferOptions {
  /** Events held at most; beyond, new ones are dropped and counted as overload. */
  capacity: number;
  /** Events that start a flush without waiting for the timer. */
  batchSize: number;
  /** Writes one batch (events and drop counts) at once; throws when nothing was written. */
  write: (events: PendingEvent[], drops: DropCounts) => Promise<void>;
  onError?: (error: unknown) => void;
}

/**
 * One instance's events and drop counts, held in memory until flushed. Bounded: beyond
 * `capacity` events are dropped (and counted). A flush that fails puts its batch back for the
 * next one, still within `capacity`. One flush at a time.
 */
export class EventBuffer {
  private events: PendingEvent[] = [];
  private drops: DropCounts = new Map();
  private flushing: Promise<void> | null = null;

  constructor(private readonly options: EventBufferOptions) {}

  get size(): number {
    return this.events.length;
  }

  /** Holds `event` for the next flush; false (and counted as overload) when full. */
  add(event: PendingEvent): boolean {
    if (this.events.length >= this.options.capacity) {
      this.drop(event.day, 'overload');
      return false;
    }
    this.events.push(event);
    if (this.events.length >= this.options.batchSize) void this.flush();
    return true;
  }

  /** Counts one request dropped on `day` for `reason`. */
  drop(day: string, reason: DropReason, count = 1): void {
    const key = `${day} ${reason}`;
    this.drops.set(key, (this.drops.get(key) ?? 0) + count);
  }

  /** Writes what is held (the flush in progress, when there is one). Never rejects. */
  flush(): Promise<void> {
    this.flushing ??= this.writeOut().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Flushes until nothing is held or a flush fails (on shutdown: events arriving meanwhile). */
  async drain(attempts = 3): Promise<void> {
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      await this.flush();
      if (this.events.length === 0 && this.drops.size === 0) return;
    }
  }

  private async writeOut(): Promise<void> {
    if (this.events.length === 0 && this.drops.size === 0) return;
    const events = this.events;
    const drops = this.drops;
    this.events = [];
    this.drops = new Map();
    try {
      await this.options.write(events, drops);
    } catch (error) {
      this.putBack(events, drops);
      (this.options.onError ?? console.error)(error);
    }
  }

  /** A failed batch goes before what arrived since; what no longer fits is counted as dropped. */
  private putBack(events: PendingEvent[], drops: DropCounts) {
    for (const [key, count] of this.drops) drops.set(key, (drops.get(key) ?? 0) + count);
    this.drops = drops;
    const all = [...events, ...this.events];
    this.events = all.slice(0, this.options.capacity);
    for (const lost of all.slice(this.options.capacity)) this.drop(lost.day, 'overload');
  }
}
