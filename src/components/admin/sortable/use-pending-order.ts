import { useState } from 'react';

/**
 * A sortable list's order, saved as soon as a person changes it: the list shows the new order
 * while `save` sends it and takes no other move meanwhile (`saving`), then shows the list as
 * `refresh` fetched it again, saved or not. `save`'s mutation tells how it went.
 */
export function usePendingOrder<Item extends { id: string }>(
  items: readonly Item[],
  { save, refresh }: { save: (ids: string[]) => Promise<unknown>; refresh: () => Promise<unknown> },
) {
  const [pending, setPending] = useState<string[] | null>(null);

  async function reorder(ids: string[]) {
    setPending(ids);
    try {
      await save(ids);
    } catch {
      // The mutation has told the failure; the list falls back to the order fetched again.
    }
    await refresh();
    setPending(null);
  }

  return {
    shown: pending ? inOrder(items, pending) : items,
    saving: pending !== null,
    reorder: (ids: string[]) => void reorder(ids),
  };
}

function inOrder<Item extends { id: string }>(items: readonly Item[], ids: readonly string[]) {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
