import { describe, expect, it } from 'vitest';

import { EventBuffer, type DropCounts, type PendingEvent } from '~/server/analytics/event-buffer';

const event = (path: string): PendingEvent => ({
  occurredAt: new Date('2026-11-28T10:00:00Z'),
  day: '2026-11-28',
  kind: 'view',
  path,
  address: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
});

function recordingBuffer(capacity = 5, batchSize = 3) {
  const batches: { events: PendingEvent[]; drops: DropCounts }[] = [];
  let failing = false;
  const buffer = new EventBuffer({
    capacity,
    batchSize,
    write: (events, drops) => {
      if (failing) return Promise.reject(new Error('database down'));
      batches.push({ events, drops });
      return Promise.resolve();
    },
    onError: () => {},
  });
  return { buffer, batches, fail: (value: boolean) => (failing = value) };
}

describe('EventBuffer', () => {
  it('writes everything held in one batch, drops with it', async () => {
    const { buffer, batches } = recordingBuffer(10, 100);
    buffer.add(event('/a'));
    buffer.add(event('/b'));
    buffer.drop('2026-11-28', 'bot');
    buffer.drop('2026-11-28', 'bot');
    await buffer.flush();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.events.map((one) => one.path)).toEqual(['/a', '/b']);
    expect([...batches[0]!.drops]).toEqual([['2026-11-28 bot', 2]]);
    await buffer.flush();
    expect(batches).toHaveLength(1);
  });

  it('flushes by itself once a batch is full', async () => {
    const { buffer, batches } = recordingBuffer(10, 3);
    for (const path of ['/a', '/b', '/c']) buffer.add(event(path));
    await buffer.flush();
    expect(batches[0]!.events).toHaveLength(3);
  });

  it('holds at most its capacity, counting the rest as overload', async () => {
    const { buffer, batches } = recordingBuffer(5, 100);
    const taken = Array.from({ length: 8 }, (_, index) => buffer.add(event(`/${index}`)));
    expect(taken).toEqual([true, true, true, true, true, false, false, false]);
    await buffer.flush();
    expect(batches[0]!.events).toHaveLength(5);
    expect(batches[0]!.drops.get('2026-11-28 overload')).toBe(3);
  });

  it('keeps a failed batch for the next flush, still bounded', async () => {
    const { buffer, batches, fail } = recordingBuffer(4, 100);
    fail(true);
    buffer.add(event('/a'));
    buffer.add(event('/b'));
    buffer.drop('2026-11-28', 'invalid');
    await buffer.flush();
    expect(buffer.size).toBe(2);
    for (const path of ['/c', '/d', '/e']) buffer.add(event(path));
    fail(false);
    await buffer.drain();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.events.map((one) => one.path)).toEqual(['/a', '/b', '/c', '/d']);
    expect(Object.fromEntries(batches[0]!.drops)).toEqual({
      '2026-11-28 invalid': 1,
      '2026-11-28 overload': 1,
    });
    expect(buffer.size).toBe(0);
  });

  it('runs one flush at a time', async () => {
    const { buffer, batches } = recordingBuffer(10, 100);
    buffer.add(event('/a'));
    const first = buffer.flush();
    buffer.add(event('/b'));
    expect(buffer.flush()).toBe(first);
    await first;
    await buffer.flush();
    expect(batches.map((batch) => batch.events.length)).toEqual([1, 1]);
  });
});
