import type { ReactNode } from 'react';

import { AdminTitle } from '~/components/admin/layout/AdminTitle';

/** What a screen or panel shows while its data loads ('Loading series...'), announced politely. */
export function LoadingState({ children = 'Loading...' }: { children?: ReactNode }) {
  return (
    <p role="status" className="py-12 text-center text-slate-600 dark:text-slate-400">
      {children}
    </p>
  );
}

/**
 * A whole screen while its data loads, under the screen's title: the server renders this state,
 * so without the title its HTML would have none.
 */
export function LoadingScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <AdminTitle title={title} />
      <LoadingState>{children}</LoadingState>
    </>
  );
}
