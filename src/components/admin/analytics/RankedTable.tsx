import type { ReactNode } from 'react';

import { formatCount } from '~/lib/analytics-figures';

export interface RankedRow {
  key: string;
  name: ReactNode;
  figures: number[];
}

/**
 * A short ranked list as a table (top posts, referrers, devices): a name per row and its counts,
 * with a line of text when there is nothing to rank.
 */
export function RankedTable({
  caption,
  nameLabel,
  figureLabels,
  rows,
  empty,
}: {
  caption: string;
  nameLabel: string;
  figureLabels: string[];
  rows: RankedRow[];
  empty: string;
}) {
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{caption}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  {nameLabel}
                </th>
                {figureLabels.map((label) => (
                  <th key={label} scope="col" className="py-1.5 pl-3 text-right font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-900 dark:divide-slate-800 dark:text-slate-100">
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="max-w-64 truncate py-1.5 pr-3 font-normal">
                    {row.name}
                  </th>
                  {row.figures.map((figure, index) => (
                    <td key={index} className="py-1.5 pl-3 text-right tabular-nums">
                      {formatCount(figure)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
