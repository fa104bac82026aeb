import { MutationCache, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { messageOf } from '~/components/admin/forms/server-errors';
import { QueryClientAfterWrites } from '~/components/admin/query-client';
import { toast } from '~/components/ui/Toaster';
import { api, createTrpcClient } from '~/utils/api';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The title of the error toast a failed call shows ('Error updating post'), under the
       * server's message. Left out by forms, which tell their own failures beside their fields.
       */
      failed?: string;
    };
  }
}

function newQueryClient() {
  return new QueryClientAfterWrites({
    defaultOptions: { queries: { staleTime: 30_000 } },
    mutationCache: new MutationCache({
      onError: (error, _input, _context, mutation) => {
        const failed = mutation.meta?.failed;
        if (failed) toast.error(failed, { description: messageOf(error) });
      },
    }),
  });
}

/**
 * The tRPC + react-query context for pages that query or mutate from the browser. Not in _app:
 * it weighs ~25 kB gzipped, which public pages cannot afford (their first-load JavaScript must
 * stay within 130 kB gzipped). Add it through the page's layout,
 * e.g. `Page.getLayout = (page) => <TrpcProvider>…{page}…</TrpcProvider>`;
 * pages that share a layout keep one query cache while navigating between them.
 */
export function TrpcProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(newQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <api.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </api.Provider>
  );
}
