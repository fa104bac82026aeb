import type { ReactNode } from 'react';

import { Container } from '~/components/ui/Container';

/** The frame of the follow pages (confirm, manage): one card under a heading. */
export function FollowPageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container width="narrow" className="py-12 sm:py-16">
      <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h1>
        {children}
      </div>
    </Container>
  );
}

/** What a follow is of, in a sentence: the series by its title, or the blog. */
export function followedName(seriesTitle: string | null): string {
  return seriesTitle ? `the series “${seriesTitle}”` : 'the blog';
}
