import { createNextApiHandler } from '@trpc/server/adapters/next';

import { createContext } from '~/server/trpc/context';
import { appRouter } from '~/server/trpc/root';

export default createNextApiHandler({
  router: appRouter,
  createContext,
  onError({ path, error }) {
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      console.error(`tRPC failed on ${path ?? '<no-path>'}:`, error);
    }
  },
});
