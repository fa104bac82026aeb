import type { ReactNode } from 'react';

import { Alert } from '~/components/ui/Alert';

import { DashboardCard } from './DashboardCard';

/** One card of a dashboard: a section, and how to read its counts from the stats. */
export interface DashboardSection<Counts> {
  href: string;
  title: string;
  description: string;
  icon: ReactNode;
  /** What is counted, singular and plural. */
  noun: readonly [string, string];
  count: (counts: Counts) => number;
  detail?: (counts: Counts) => string;
}

/** A dashboard's cards, their counts filled in once loaded (or a note when they failed). */
export function DashboardGrid<Counts>({
  sections,
  counts,
  error,
}: {
  sections: readonly DashboardSection<Counts>[];
  counts: Counts | undefined;
  error: { message: string } | null;
}) {
  return (
    <>
      {error && (
        <Alert tone="error" className="mb-6">
          The counts could not be loaded: {error.message}
        </Alert>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {sections.map(({ count, detail, ...section }) => (
          <DashboardCard
            key={section.href}
            {...section}
            count={counts && count(counts)}
            detail={counts && detail?.(counts)}
          />
        ))}
      </ul>
    </>
  );
}
