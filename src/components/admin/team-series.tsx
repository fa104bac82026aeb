import { BackLink } from '~/components/admin/BackLink';
import { AdminTitle } from '~/components/admin/layout/AdminTitle';
import { useTeamPermissions } from '~/components/admin/use-team-permissions';
import { useViewer } from '~/components/admin/viewer';
import { Alert } from '~/components/ui/Alert';
import { EmptyState } from '~/components/ui/EmptyState';
import { LayersIcon } from '~/components/ui/icons';
import { notFoundMessage } from '~/lib/not-found-message';
import { api } from '~/utils/api';

/**
 * The series of a screen under /admin/series/{slug}, and whether the caller may edit it. Only
 * the team's members (and system admins) see it: `data` is undefined for anyone else, as while
 * it loads or when it is not found.
 */
export function useTeamSeries(seriesSlug: string) {
  const viewer = useViewer();
  const series = api.series.bySlug.useQuery({ slug: seriesSlug }, { retry: false });
  const teamId = series.data?.teamId ?? '';
  const { role, canEdit } = useTeamPermissions(teamId);
  const visible = series.isSuccess && (role !== null || viewer.isSystemAdmin);
  return { series, data: visible ? series.data : undefined, teamId, canEdit };
}

export function BackToSeries() {
  return <BackLink href="/admin/series">Back to Series</BackLink>;
}

/** What a screen of a series shows when `useTeamSeries` gives it no series to show. */
export function TeamSeriesNotFound({
  series,
}: {
  series: ReturnType<typeof useTeamSeries>['series'];
}) {
  const notFound = series.isSuccess || series.error?.data?.code === 'NOT_FOUND';
  return (
    <div className="flex flex-col items-start gap-4">
      <AdminTitle title={notFoundMessage('Series')} />
      <BackToSeries />
      {notFound ? (
        <EmptyState icon={<LayersIcon />} title={notFoundMessage('Series')} headingLevel="h2" />
      ) : (
        <Alert tone="error" title="The series could not be loaded">
          {series.error?.message}
        </Alert>
      )}
    </div>
  );
}
