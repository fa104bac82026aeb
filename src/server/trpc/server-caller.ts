import { TRPCError } from '@trpc/server';
import type { Session } from 'next-auth';

import { getDb } from '~/server/db';
import type { Page } from '~/server/lists/pagination';

import { createInnerContext } from './context';
import { createCaller } from './root';

/**
 * Calls procedures in-process from getStaticProps / getServerSideProps, with the same
 * middleware (authorization, error mapping) as over HTTP. Without a session it sees exactly
 * what a visitor sees, which is what statically generated pages must show.
 */
export function serverCaller(session: Session | null = null) {
  return createCaller(createInnerContext({ db: getDb(), session }));
}

/** What a value looks like after JSON: page props must be plain JSON, so Dates become ISO strings. */
export type Serialized<T> = T extends Date
  ? string
  : T extends ReadonlyArray<infer Item>
    ? Serialized<Item>[]
    : T extends object
      ? { [Key in keyof T]: Serialized<T[Key]> }
      : T;

export function serialize<T>(value: T): Serialized<T> {
  return JSON.parse(JSON.stringify(value)) as Serialized<T>;
}

/** A list's page for page props: its items serialized, each trimmed by `toItem` to its card. */
export function serializePage<T, Item>(
  page: Page<T>,
  toItem: (item: Serialized<T>) => Item,
): Page<Item> {
  return { items: serialize(page.items).map(toItem), nextCursor: page.nextCursor };
}

/**
 * Public pages are rebuilt on demand when their content changes (src/server/cache/revalidate.ts);
 * this timer is only the safety net.
 */
export const ISR_FALLBACK_SECONDS = 300;

/** The procedure's result, or null when it answered NOT_FOUND (the page then renders as a 404). */
export async function orNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
