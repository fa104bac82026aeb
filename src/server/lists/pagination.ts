import type { PageInput } from '~/schemas/common';

/**
 * Prisma arguments for one page after `cursor`. The query's orderBy must end with a unique
 * column (id) so pages never overlap or skip rows.
 */
export function pageArgs(input: Pick<PageInput, 'cursor' | 'limit'>): {
  take: number;
  cursor?: { id: string };
  skip?: number;
} {
  return input.cursor
    ? { take: input.limit + 1, cursor: { id: input.cursor }, skip: 1 }
    : { take: input.limit + 1 };
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Turns the `limit + 1` rows fetched by pageArgs into a page and the next cursor. */
export function toPage<T extends { id: string }>(rows: T[], limit: number): Page<T> {
  if (rows.length <= limit) return { items: rows, nextCursor: null };
  const items = rows.slice(0, limit);
  return { items, nextCursor: items[items.length - 1]!.id };
}
