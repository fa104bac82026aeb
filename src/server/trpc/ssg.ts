import { createServerSideHelpers } from '@trpc/react-query/server';
import type { Session } from 'next-auth';
import superjson from 'superjson';

import { getDb } from '~/server/db';

import { createInnerContext } from './context';
import { appRouter } from './root';

/**
 * tRPC helpers for getStaticProps / getServerSideProps: call procedures in-process and
 * `dehydrate()` the results into the page's props.
 */
export function createSsgHelpers(session: Session | null = null) {
  return createServerSideHelpers({
    router: appRouter,
    ctx: createInnerContext({ db: getDb(), session }),
    transformer: superjson,
  });
}
