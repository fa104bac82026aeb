import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { QueryClientAfterWrites } from '~/components/admin/query-client';

const MESSAGES = ['contact.list', { search: 'Partnership' }];

/** Lets the fetches under way reach their next await. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A screen's query of a stored value, whose fetches read the value when they start and answer
 * only when the test lets them. A save changes the value while the first fetch is on its way (or
 * once it has answered, with `firstFetchDone`), then invalidates the query. Returns what the
 * screen shows in the end.
 */
async function shownAfterWrite(client: QueryClient, { firstFetchDone = false } = {}) {
  let stored = 'unread';
  const held: (() => void)[] = [];
  const releaseHeld = () => held.splice(0).forEach((release) => release());
  const observer = new QueryObserver(client, {
    queryKey: MESSAGES,
    queryFn: async () => {
      const value = stored;
      await new Promise<void>((resolve) => held.push(resolve));
      return value;
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  await settle();
  if (firstFetchDone) {
    releaseHeld();
    await settle();
    expect(observer.getCurrentResult().data).toBe('unread');
  }

  stored = 'read';
  let invalidated = false;
  const invalidation = client
    .invalidateQueries({ queryKey: MESSAGES })
    .then(() => (invalidated = true));
  while (!invalidated) {
    releaseHeld();
    await settle();
  }
  await invalidation;
  unsubscribe();
  return observer.getCurrentResult().data;
}

describe('the signed-in screens’ query cache', () => {
  it('shows a write made while a list’s first fetch was on its way', async () => {
    expect(await shownAfterWrite(new QueryClientAfterWrites())).toBe('read');
  });

  it('is needed: React Query alone keeps that first fetch, read before the write', async () => {
    expect(await shownAfterWrite(new QueryClient())).toBe('unread');
  });

  it('refetches a list already shown, as React Query does', async () => {
    expect(await shownAfterWrite(new QueryClientAfterWrites(), { firstFetchDone: true })).toBe(
      'read',
    );
  });
});
