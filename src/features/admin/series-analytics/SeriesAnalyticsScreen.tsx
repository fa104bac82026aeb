import { useMemo } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { AnalyticsChart } from '~/components/admin/analytics/AnalyticsChart';
import { LoadFailed } from '~/components/admin/LoadFailed';
import { LoadingScreen, LoadingState } from '~/components/admin/LoadingState';
import { BackToSeries, TeamSeriesNotFound, useTeamSeries } from '~/components/admin/team-series';
import { Alert } from '~/components/ui/Alert';
import { EmptyState } from '~/components/ui/EmptyState';
import { LayersIcon } from '~/components/ui/icons';
import { seriesWeeksChartData } from '~/lib/analytics-chart-data';
import { formatChange, formatCount, largestDrop, weekLabel } from '~/lib/analytics-figures';
import type { SeriesAnalytics } from '~/lib/analytics-report';
import { api } from '~/utils/api';

import { WeeksTable } from './WeeksTable';

const TITLE = 'Readers Week by Week';

/** /admin/series/{slug}/analytics: where a series keeps and loses its readers, item by item. */
export function SeriesAnalyticsScreen({ seriesSlug }: { seriesSlug: string }) {
  const { series, data, teamId } = useTeamSeries(seriesSlug);
  const report = api.analytics.series.useQuery(
    { teamId, seriesId: data?.id ?? '' },
    { enabled: data !== undefined },
  );

  if (series.isPending) return <LoadingScreen title={TITLE} />;
  if (!data) return <TeamSeriesNotFound series={series} />;

  return (
    <>
      <AdminPageHeader
        title={TITLE}
        description={`${data.title}: views, reads and read rate of each published item in week order, with the series' followers beside them.`}
      >
        <BackToSeries />
      </AdminPageHeader>
      {report.isError ? (
        <LoadFailed what="readers" message={report.error.message} retry={report.refetch} />
      ) : !report.data ? (
        <LoadingState>Loading readers...</LoadingState>
      ) : (
        <SeriesReaders report={report.data} slug={seriesSlug} />
      )}
    </>
  );
}

function SeriesReaders({ report, slug }: { report: SeriesAnalytics; slug: string }) {
  const chartData = useMemo(() => seriesWeeksChartData(report, slug), [report, slug]);
  if (report.weeks.length === 0) {
    return (
      <EmptyState
        icon={<LayersIcon />}
        title="No published items yet"
        description="Each published item of the series gets its row here once readers open it."
      />
    );
  }
  const drop = largestDrop(report.weeks);
  const dropped = drop && report.weeks.find((week) => week.itemId === drop.itemId);
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
        {[
          { label: 'Email followers', value: report.emailFollowers },
          { label: 'Feed readers', value: report.feedReaders },
        ].map(({ label, value }) => (
          <div
            key={label}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
              {formatCount(value)}
            </dd>
          </div>
        ))}
      </dl>
      {drop && dropped ? (
        <Alert tone="info" title="Where the series loses readers">
          Views fell most at {weekLabel(dropped)}: {formatChange(drop.change!)} against the item
          before.
        </Alert>
      ) : (
        <Alert tone="info" title="No drop in views">
          No item had fewer views than the one before it.
        </Alert>
      )}
      <AnalyticsChart
        title="Views and reads per item"
        description="Each published item in week order, over the days the rollups keep."
        data={chartData}
      />
      <WeeksTable report={report} />
    </div>
  );
}
