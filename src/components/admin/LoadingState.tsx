import type { ReactNode } from 'react';

/** What a screen or panel shows while its data loads ('Loading series...'), announced politely. */
export function LoadingState({ children = 'Loading...' }: { children?: ReactNode }) {
  return (
    <p role="status" className="py-12 text-center text-slate-600 dark:text-slate-400">
      {children}
    </p>
  );
}
