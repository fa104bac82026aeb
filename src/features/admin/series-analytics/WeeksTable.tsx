import { Badge } from '~/components/ui/Badge';
import {
  formatChange,
  formatCount,
  formatPercent,
  largestDrop,
  viewChanges,
  weekLabel,
} from '~/lib/analytics-figures';
import type { SeriesAnalytics } from '~/lib/analytics-report';

/**
 * The series' items in week order, each with a bar of its views (so a fall shows at a glance),
 * its change against the item before, reads, read rate and the followers of that week. The
 * item where views fell most is marked.
 */
export function WeeksTable({ report }: { report: SeriesAnalytics }) {
  const changes = viewChanges(report.weeks);
  const drop = largestDrop(report.weeks);
  const most = Math.max(1, ...report.weeks.map((week) => week.views));
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Item by item</h2>
      <div role="region" aria-label="Item by item" tabIndex={0} className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Views, reads and read rate of each item of {report.title} in week order, with the
            series&apos; followers
          </caption>
          <thead className="text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Item
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Views
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
                Against the item before
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Reads
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
                Read rate
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
                Email followers
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium whitespace-nowrap">
                Feed readers
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 text-slate-900 dark:divide-slate-800 dark:text-slate-100">
            {report.weeks.map((week, index) => {
              const change = changes[index]?.change ?? null;
              const isDrop = drop?.itemId === week.itemId;
              return (
                <tr key={week.itemId} className={isDrop ? 'bg-red-50 dark:bg-red-950/40' : ''}>
                  <th scope="row" className="min-w-48 py-2 pr-3 font-medium">
                    {weekLabel(week)}
                    {isDrop && (
                      <Badge tone="red" className="ml-2">
                        Largest drop
                      </Badge>
                    )}
                  </th>
                  <td className="min-w-40 px-3 py-2">
                    <div className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="h-2.5 rounded-full bg-indigo-600 dark:bg-indigo-300"
                        style={{ width: `${Math.max(2, (week.views / most) * 100)}%` }}
                      />
                      <span className="tabular-nums">{formatCount(week.views)}</span>
                    </div>
                  </td>
                  <td
                    className={`px-3 py-2 text-right tabular-nums ${change !== null && change < 0 ? 'text-red-700 dark:text-red-400' : ''}`}
                  >
                    {change === null ? '—' : formatChange(change)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatCount(week.reads)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatPercent(week.readRate)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatCount(week.emailFollowers)}
                  </td>
                  <td className="py-2 pl-3 text-right tabular-nums">
                    {formatCount(week.feedReaders)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
