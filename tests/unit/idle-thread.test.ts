import { setTimeout as sleep } from 'node:timers/promises';

import { afterEach, describe, expect, it } from 'vitest';

import { IdleThread } from '~/server/threads/idle-thread';
import type { ThreadEntry } from '~/server/threads/thread-bundle';

import type { TestThreadRequest } from '../fixtures/threads/test-thread';

const TEST_THREAD: ThreadEntry = {
  file: 'test-thread.mjs',
  source: 'tests/fixtures/threads/test-thread.ts',
  external: [],
};

interface Echo {
  echo: string;
  threadId: number;
}

const threads: Array<IdleThread<TestThreadRequest, Echo>> = [];

function idleThread(idleMs: number) {
  const thread = new IdleThread<TestThreadRequest, Echo>({ entry: TEST_THREAD, idleMs });
  threads.push(thread);
  return thread;
}

afterEach(async () => {
  // Each test's thread is left to end on its own idle time, which the tests keep short.
  await sleep(250);
  expect(threads.splice(0).filter((thread) => thread.running)).toEqual([]);
});

describe('a thread that ends when idle', () => {
  it('answers each of many calls at once with its own answer, on one thread', async () => {
    const thread = idleThread(100);
    const words = Array.from({ length: 20 }, (_, index) => `call ${index}`);
    const answers = await Promise.all(
      words.map((echo, index) => thread.call({ echo, delayMs: (index * 7) % 30 })),
    );
    expect(answers.map(({ echo }) => echo)).toEqual(words);
    expect(new Set(answers.map(({ threadId }) => threadId)).size).toBe(1);
  });

  it('ends once it has had no call for its idle time, and the next call starts a new one', async () => {
    const thread = idleThread(100);
    const first = await thread.call({ echo: 'one' });
    await sleep(50);
    const second = await thread.call({ echo: 'two' });
    expect(second.threadId).toBe(first.threadId);
    expect(thread.running).toBe(true);

    await sleep(200);
    expect(thread.running).toBe(false);
    const third = await thread.call({ echo: 'three' });
    expect(third.echo).toBe('three');
    expect(third.threadId).not.toBe(first.threadId);
  });

  it('waits for its calls under way, however long, before its idle time starts', async () => {
    const thread = idleThread(50);
    const slow = thread.call({ echo: 'slow', delayMs: 200 });
    await sleep(120);
    expect(thread.running).toBe(true);
    expect((await slow).echo).toBe('slow');
  });

  it('fails only the call whose work threw, with its message, and keeps serving', async () => {
    const thread = idleThread(100);
    const [failed, answered] = await Promise.allSettled([
      thread.call({ fail: 'The card could not be drawn.' }),
      thread.call({ echo: 'still here', delayMs: 20 }),
    ]);
    expect(failed).toMatchObject({
      status: 'rejected',
      reason: { message: 'The card could not be drawn.' },
    });
    expect(answered).toMatchObject({ status: 'fulfilled', value: { echo: 'still here' } });
  });

  it('fails every call under way when the thread stops, and the next call starts a new one', async () => {
    const thread = idleThread(100);
    const before = await thread.call({ echo: 'before' });
    const underWay = [
      thread.call({ echo: 'never answered', delayMs: 500 }),
      thread.call({ exitWith: 3 }),
    ];
    for (const call of underWay) {
      await expect(call).rejects.toThrow(/stopped \(exit code 3\)/);
    }
    expect(thread.running).toBe(false);
    const after = await thread.call({ echo: 'after' });
    expect(after.echo).toBe('after');
    expect(after.threadId).not.toBe(before.threadId);
  });
});
