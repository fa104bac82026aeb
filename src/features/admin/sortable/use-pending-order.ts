import { useState } from 'react';

/**
 * Shows a list in the order a person just chose while the server saves it: `hold(ids)` when the
 * reorder is sent, `release()` once the list has been fetched again (saved or not).
 */
export function usePendingOrder<Item extends { id: string }>(items: readonly Item[]) {
  const [pending, setPending] = useState<string[] | null>(null);
  return {
    shown: pending ? inOrder(items, pending) : items,
    hold: setPending,
    release: () => setPending(null),
  };
}

function inOrder<Item extends { id: string }>(items: readonly Item[], ids: readonly string[]) {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
