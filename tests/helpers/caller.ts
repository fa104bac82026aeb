import { TRPCError } from '@trpc/server';
import type { Session } from 'next-auth';

import type { Db } from '~/server/db';
import { createInnerContext, type ContextOptions } from '~/server/trpc/context';
import { createCaller } from '~/server/trpc/root';

import { sessionFor, type TestUser } from './factories';

/** Calls the real app router in-process, middleware included; `null` calls it signed out. */
export function callerFor(
  db: Db,
  session: Session | null,
  options: Omit<ContextOptions, 'db' | 'session'> = {},
) {
  return createCaller(createInnerContext({ db, session, ...options }));
}

export function callerAs(db: Db, user: TestUser) {
  return callerFor(db, sessionFor(user));
}

/** The TRPCError a call is refused with; fails the test when the call succeeds. */
export async function errorOf(call: Promise<unknown>): Promise<TRPCError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('The call succeeded.');
}
