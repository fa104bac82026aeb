import dynamic from 'next/dynamic';
import { useId, useState, type ReactNode } from 'react';

import { saveFile } from '~/components/admin/save-file';
import { Button } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { csvRowsOf, type ChartData } from '~/lib/analytics-chart-data';
import { csvOf } from '~/lib/csv';

import { ChartLegend } from './ChartLegend';
import { ChartTableView } from './ChartTableView';

// uPlot and its stylesheet are their own chunk, fetched when a chart first shows.
const UPlotChart = dynamic(() => import('./UPlotChart'), {
  ssr: false,
  loading: () => (
    <div className="h-[220px] animate-pulse rounded-lg bg-slate-100 sm:h-[280px] dark:bg-slate-800" />
  ),
});

type View = 'chart' | 'table';

const VIEWS: { view: View; label: string }[] = [
  { view: 'chart', label: 'Chart' },
  { view: 'table', label: 'Table' },
];

/**
 * A chart with its legend, a 'Table' view of the same figures and 'Download CSV' of them.
 */
export function AnalyticsChart({
  title,
  description,
  data,
}: {
  title: string;
  description?: ReactNode;
  data: ChartData;
}) {
  const headingId = useId();
  const [view, setView] = useState<View>('chart');

  function downloadCsv() {
    const csv = csvOf(csvRowsOf(data.table));
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), data.filename);
  }

  return (
    <Card as="section" className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <div className="ml-auto flex flex-wrap gap-2">
          <div role="group" aria-label={`Show ${title} as`} className="flex">
            {VIEWS.map(({ view: option, label }, index) => (
              <Button
                key={option}
                size="sm"
                variant={view === option ? 'primary' : 'outline'}
                aria-pressed={view === option}
                className={index === 0 ? 'rounded-r-none' : 'rounded-l-none'}
                onClick={() => setView(option)}
              >
                {label}
              </Button>
            ))}
          </div>
          <Button size="sm" variant="outline" onClick={downloadCsv}>
            Download CSV
          </Button>
        </div>
      </div>
      {description && <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      {view === 'chart' ? (
        <>
          <ChartLegend lines={data.lines} />
          <UPlotChart
            data={data}
            label={`${data.table.caption}. The table view lists every figure.`}
          />
        </>
      ) : (
        <ChartTableView table={data.table} />
      )}
    </Card>
  );
}
