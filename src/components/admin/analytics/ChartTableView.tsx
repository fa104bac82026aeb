import { useId } from 'react';

import { cellText, type ChartTable } from '~/lib/analytics-chart-data';

/**
 * A chart's figures as a real table: a caption, column headers and a header cell per row, so a
 * screen reader names each figure. The frame scrolls sideways at phone width and takes focus, so
 * a keyboard can scroll it too.
 */
export function ChartTableView({ table }: { table: ChartTable }) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200 dark:border-slate-800"
    >
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="px-3 py-2 text-left text-slate-600 dark:text-slate-400">
          {table.caption}
        </caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            {table.columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={`px-3 py-2 font-medium whitespace-nowrap ${index > 0 && column.kind !== 'text' ? 'text-right' : ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-900 dark:divide-slate-800 dark:text-slate-100">
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((value, index) => {
                const kind = table.columns[index]?.kind ?? 'text';
                const text = cellText(value, kind);
                return index === 0 ? (
                  <th key={index} scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                    {text}
                  </th>
                ) : (
                  <td
                    key={index}
                    className={`px-3 py-2 whitespace-nowrap tabular-nums ${kind === 'text' ? '' : 'text-right'}`}
                  >
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
