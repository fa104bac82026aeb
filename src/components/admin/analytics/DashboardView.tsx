import { useMemo } from 'react';

import { EmptyState } from '~/components/ui/EmptyState';
import { ActivityIcon } from '~/components/ui/icons';
import { dashboardChartData } from '~/lib/analytics-chart-data';
import { periodLabel, previousPeriodLabel } from '~/lib/analytics-figures';
import type { AnalyticsDashboard, RecordFigures, SourceFigures } from '~/lib/analytics-report';
import type { AnalyticsRecordType } from '~/schemas/analytics';

import { AnalyticsChart } from './AnalyticsChart';
import { FigureCards } from './FigureCards';
import { RankedTable, type RankedRow } from './RankedTable';

const RECORD_TYPE_LABELS: Record<AnalyticsRecordType, string> = {
  post: 'Post',
  item: 'Series item',
  project: 'Project',
  series: 'Series',
};

function recordRow(record: RecordFigures): RankedRow {
  return {
    key: `${record.recordType}:${record.recordId}`,
    name: (
      <>
        {record.path ? (
          <a href={record.path} className="underline-offset-2 hover:underline">
            {record.title}
          </a>
        ) : (
          record.title
        )}
        <span className="text-slate-600 dark:text-slate-400">
          {' '}
          · {RECORD_TYPE_LABELS[record.recordType]}
        </span>
      </>
    ),
    figures: [record.views, record.reads],
  };
}

function sourceRow(source: SourceFigures): RankedRow {
  return { key: source.value, name: source.value, figures: [source.views, source.visitors] };
}

const SOURCE_FIGURES = ['Views', 'Daily visitors'];

/**
 * A dashboard's body: the figures against the period before, the chart of its days, then what
 * was read most and where readers came from. `name` goes into the CSV's file name.
 */
export function DashboardView({ report, name }: { report: AnalyticsDashboard; name: string }) {
  // The same figures keep the same chart: a new object would redraw it.
  const chartData = useMemo(() => dashboardChartData(report, name), [report, name]);
  if (report.totals.views === 0 && report.previous.views === 0) {
    return (
      <EmptyState
        icon={<ActivityIcon />}
        title="No views yet"
        description={`No views in the ${periodLabel(report.days).toLowerCase()}: figures appear here a day after readers open the public pages.`}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <FigureCards
        totals={report.totals}
        previous={report.previous}
        comparedWith={previousPeriodLabel(report.days)}
      />
      <AnalyticsChart
        title="Views, reads and visitors"
        description={`${periodLabel(report.days)} (${report.from} to ${report.to}), solid, against ${previousPeriodLabel(report.days)}, dashed. Visitors are counted a day at a time: daily visitors, summed over a period.`}
        data={chartData}
      />
      <RankedTable
        caption="Top posts, items and projects"
        nameLabel="Page"
        figureLabels={['Views', 'Reads']}
        rows={report.topRecords.map(recordRow)}
        empty="Nothing was read in this period."
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <RankedTable
          caption="Top referrers"
          nameLabel="Site"
          figureLabels={SOURCE_FIGURES}
          rows={report.referrers.map(sourceRow)}
          empty="No other site sent readers."
        />
        <RankedTable
          caption="Campaigns"
          nameLabel="Source / campaign"
          figureLabels={SOURCE_FIGURES}
          rows={report.campaigns.map(sourceRow)}
          empty="No links with campaign tags were followed."
        />
        <RankedTable
          caption="Devices"
          nameLabel="Device"
          figureLabels={SOURCE_FIGURES}
          rows={report.devices.map(sourceRow)}
          empty="No devices counted."
        />
      </div>
    </div>
  );
}
