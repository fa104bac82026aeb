/**
 * One page of a public tRPC list procedure, fetched over plain HTTP GET from the browser.
 *
 * Public pages carry no tRPC client, react-query or superjson (their first-load JavaScript stays
 * within 130 kB gzipped), so this speaks the wire format directly: the input goes as
 * `?input={"json": …}` and the answer is read from `result.data.json`. Dates stay ISO strings
 * there, exactly as in serialized page props, so the items fit the same card types.
 */
/**
 * Items a list page renders at first and adds per 'Load more': whole rows of the two- and
 * three-column grids, and a page small enough to serve fast (p99 within 10 ms under load).
 */
export const LIST_PAGE_SIZE = 12;

/**
 * The same for lists that open with large featured cards (/series shows a featured series
 * twice, /projects a gallery per featured project): half as many keeps those pages as light.
 */
export const FEATURED_LIST_PAGE_SIZE = 6;

/**
 * Items a series page shows on its timeline at first and adds per 'Load more'. Timeline
 * entries are large (content, image, video), so as many as the large cards above: the demo
 * hackathon's six published weeks fit, the eight-week sprint loads its last two.
 */
export const SERIES_TIMELINE_PAGE_SIZE = 6;

export interface ListPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** The input of a cursor-paginated list: the procedure's own filters plus cursor and limit. */
export type ListInput = Record<string, string | number | boolean | null | undefined> & {
  cursor: string | null;
  limit: number;
};

/**
 * The 'Load more' fetcher of a public list: the `limit` items after a cursor, with the
 * procedure's own `filters`, each trimmed by `toItem` to what its card shows.
 */
export function publicListPages<Raw, Item>(
  procedure: string,
  {
    limit,
    toItem,
    filters = {},
  }: { limit: number; toItem: (item: Raw) => Item; filters?: Omit<ListInput, 'cursor' | 'limit'> },
): (cursor: string | null, signal: AbortSignal) => Promise<ListPage<Item>> {
  return async (cursor, signal) => {
    // Loaded at the first 'Load more': the pages' first-load JavaScript does not carry it.
    const { fetchPublicList } = await import('./public-list-request');
    const page = await fetchPublicList<Raw>(procedure, { ...filters, cursor, limit }, signal);
    return { items: page.items.map(toItem), nextCursor: page.nextCursor };
  };
}
