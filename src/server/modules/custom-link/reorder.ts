import { AppError } from '~/server/errors';

/**
 * A reorder request must name every current row exactly once; anything else (a missing,
 * repeated or foreign id) would leave gaps or duplicates in the stored order.
 */
export function requireSameIds(
  currentIds: readonly string[],
  orderedIds: readonly string[],
  what: string,
): void {
  const current = new Set(currentIds);
  const ordered = new Set(orderedIds);
  const same =
    ordered.size === orderedIds.length &&
    ordered.size === current.size &&
    orderedIds.every((id) => current.has(id));
  if (!same) {
    throw new AppError('BAD_REQUEST', `List every ${what} exactly once to reorder them.`);
  }
}
