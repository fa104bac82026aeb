export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** Every item of a cursor-paginated list, fetching page after page until there is no next cursor. */
export async function collectAllPages<T>(
  fetchPage: (cursor: string | null) => Promise<CursorPage<T>>,
): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | null = null;
  do {
    const page: CursorPage<T> = await fetchPage(cursor);
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}
