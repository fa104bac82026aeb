import {
  changeOf,
  formatCount,
  formatPercent,
  pointChangeOf,
  readRateOf,
} from '~/lib/analytics-figures';
import type { PeriodTotals } from '~/lib/analytics-report';

const DIRECTION_CLASSES = {
  up: 'text-green-700 dark:text-green-400',
  down: 'text-red-700 dark:text-red-400',
  same: 'text-slate-600 dark:text-slate-400',
  new: 'text-brand-700 dark:text-brand-300',
};

/**
 * The period's figures, each with its change against the period before. Visitors are counted a
 * day at a time, so over a period they are the daily figures summed, and named so.
 */
export function FigureCards({
  totals,
  previous,
  comparedWith,
}: {
  totals: PeriodTotals;
  previous: PeriodTotals;
  /** 'the 30 days before' */
  comparedWith: string;
}) {
  const readRate = readRateOf(totals.reads, totals.views);
  const previousRate = readRateOf(previous.reads, previous.views);
  const figures = [
    {
      label: 'Views',
      value: formatCount(totals.views),
      change: changeOf(totals.views, previous.views),
    },
    {
      label: 'Reads',
      value: formatCount(totals.reads),
      change: changeOf(totals.reads, previous.reads),
    },
    {
      label: 'Visitors (daily visitors, summed)',
      value: formatCount(totals.visitors),
      change: changeOf(totals.visitors, previous.visitors),
    },
    {
      label: 'Read rate',
      value: formatPercent(readRate),
      change: pointChangeOf(readRate, previousRate, previous.views > 0),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map(({ label, value, change }) => (
        <div
          key={label}
          className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
            {value}
          </dd>
          <dd className={`text-sm ${DIRECTION_CLASSES[change.direction]}`}>
            {change.label}
            <span className="text-slate-600 dark:text-slate-400"> on {comparedWith}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
