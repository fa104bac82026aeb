import type { Tx } from '~/server/db';
import { badRequest } from '~/server/errors';
import { Prisma } from '~/server/generated/prisma/client';

interface OrderedListShape {
  table: string;
  /** The column pointing at the list's owner; null for a list of the whole site. */
  owner: string | null;
  position: string;
  rows: string;
}

/**
 * The lists ordered by hand: the table, the column pointing at the list's owner, the column
 * holding each row's position, and the rows' name in messages. The SQL below takes its
 * identifiers from here only, never from input.
 */
const ORDERED_LISTS = {
  seriesItems: {
    table: 'series_items',
    owner: 'series_id',
    position: 'item_order',
    rows: "the series' items",
  },
  teamProfiles: {
    table: 'team_member_profiles',
    owner: 'team_id',
    position: 'order_index',
    rows: "the team's profiles",
  },
  blogPostLinks: {
    table: 'custom_links',
    owner: 'blog_post_id',
    position: 'display_order',
    rows: "the post's links",
  },
  projectLinks: {
    table: 'custom_links',
    owner: 'project_id',
    position: 'display_order',
    rows: "the project's links",
  },
  seriesLinks: {
    table: 'custom_links',
    owner: 'series_id',
    position: 'display_order',
    rows: "the series' links",
  },
  seriesItemLinks: {
    table: 'custom_links',
    owner: 'series_item_id',
    position: 'display_order',
    rows: "the item's links",
  },
  socialPlatforms: {
    table: 'social_platforms',
    owner: null,
    position: 'display_order',
    rows: 'the social platforms',
  },
} as const satisfies Record<string, OrderedListShape>;

export type OrderedList = keyof typeof ORDERED_LISTS;

function refuse(message: string): never {
  throw badRequest(message, { field: 'ids' });
}

/**
 * The new order must name every current row exactly once: a foreign id would move another
 * owner's row, and a repeated or missing one would leave gaps or ties in the stored order.
 */
function requireEveryRowOnce(currentIds: readonly string[], ids: readonly string[], rows: string) {
  const current = new Set(currentIds);
  const listed = new Set<string>();
  for (const id of ids) {
    if (!current.has(id)) refuse(`${id} is not one of ${rows}.`);
    if (listed.has(id)) refuse(`${id} is listed more than once; list each of ${rows} once.`);
    listed.add(id);
  }
  const missing = current.size - listed.size;
  if (missing > 0) {
    refuse(
      `${missing} of ${rows} ${missing === 1 ? 'is' : 'are'} missing; list each of them once.`,
    );
  }
}

/** The rows of the owner's list (`alias.` prefixes the column), or every row of a site list. */
function rowsOf(owner: string | null, ownerId: string | null, alias = '') {
  if (owner === null) return Prisma.sql`TRUE`;
  return Prisma.sql`${Prisma.raw(`${alias}${owner}`)} = ${ownerId}::uuid`;
}

/**
 * Gives each row of the owner's list its position in `ids` (0, 1, …) and returns the previous
 * order. Run inside the caller's transaction (the one that records the change): the owner's rows
 * are locked while the ids are checked against them, then every position is written by one
 * statement. `ownerId` is null for a list of the whole site.
 */
export async function reorder(
  tx: Tx,
  list: OrderedList,
  ownerId: string | null,
  ids: readonly string[],
): Promise<string[]> {
  const { table, owner, position, rows }: OrderedListShape = ORDERED_LISTS[list];
  const [tableName, positionColumn] = [table, position].map(Prisma.raw);
  const current = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM ${tableName} WHERE ${rowsOf(owner, ownerId)}
    ORDER BY ${positionColumn}, created_at, id FOR UPDATE`;
  const previous = current.map((row) => row.id);
  requireEveryRowOnce(previous, ids, rows);
  await tx.$executeRaw`
    UPDATE ${tableName} AS row
    SET ${positionColumn} = (ordered.ordinal - 1)::int, updated_at = now()
    FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS ordered(id, ordinal)
    WHERE row.id = ordered.id AND ${rowsOf(owner, ownerId, 'row.')}`;
  return previous;
}
