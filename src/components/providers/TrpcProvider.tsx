import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { api, createTrpcClient } from '~/utils/api';

/**
 * The tRPC + react-query context for pages that query or mutate from the browser. Not in _app:
 * it weighs ~25 kB gzipped, which public pages cannot afford (their first-load JavaScript must
 * stay within 130 kB gzipped). Add it through the page's layout,
 * e.g. `Page.getLayout = (page) => <TrpcProvider>…{page}…</TrpcProvider>`;
 * pages that share a layout keep one query cache while navigating between them.
 */
export function TrpcProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }),
  );
  const [trpcClient] = useState(createTrpcClient);
  return (
    <api.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </api.Provider>
  );
}
