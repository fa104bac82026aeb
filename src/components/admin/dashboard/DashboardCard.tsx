import Link from 'next/link';
import type { ReactNode } from 'react';

import { ArrowRightIcon } from '~/components/ui/icons';
import { Skeleton } from '~/components/ui/Skeleton';

/** A dashboard tile: what the section holds (a count, with a detail line) and a link to it. */
export function DashboardCard({
  href,
  title,
  description,
  icon,
  count,
  noun,
  detail,
}: {
  href: string;
  title: string;
  description: string;
  icon: ReactNode;
  /** undefined while the counts load. */
  count: number | undefined;
  /** What is counted, singular and plural: ['team', 'teams']. */
  noun: readonly [string, string];
  /** More about the count: '16 items'. */
  detail?: string;
}) {
  return (
    <li>
      <Link
        href={href}
        className="group flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700"
      >
        <div className="flex items-center justify-between">
          <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300 [&_svg]:size-5">
            {icon}
          </span>
          <ArrowRightIcon className="size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600 dark:group-hover:text-brand-300" />
        </div>
        <div className="flex flex-col gap-1">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
        <div className="mt-auto flex items-baseline gap-2">
          {count === undefined ? (
            <Skeleton className="h-8 w-12" />
          ) : (
            <span className="text-3xl font-bold text-slate-900 tabular-nums dark:text-white">
              {count}
            </span>
          )}
          {count !== undefined && (
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {count === 1 ? noun[0] : noun[1]}
              {detail && ` · ${detail}`}
            </span>
          )}
        </div>
      </Link>
    </li>
  );
}
