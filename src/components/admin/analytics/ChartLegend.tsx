import type { ChartLine } from '~/lib/analytics-chart-data';

import { MEASURE_COLOURS } from './chart-colours';

/** What each line is: its colour, solid for the period, dashed and lighter for the one before. */
export function ChartLegend({ lines }: { lines: readonly ChartLine[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
      {lines.map((line) => (
        <li key={line.label} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`inline-block w-6 border-t-2 ${MEASURE_COLOURS[line.measure].legend} ${line.previous ? 'border-dashed opacity-60' : ''}`}
          />
          {line.label}
        </li>
      ))}
    </ul>
  );
}
