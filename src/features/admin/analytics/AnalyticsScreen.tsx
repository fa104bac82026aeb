import { useState } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { DashboardView } from '~/components/admin/analytics/DashboardView';
import { PeriodPicker } from '~/components/admin/analytics/PeriodPicker';
import { useCurrentTeam } from '~/components/admin/current-team';
import { LoadFailed } from '~/components/admin/LoadFailed';
import { LoadingState } from '~/components/admin/LoadingState';
import { NoTeamSelected } from '~/components/admin/NoTeamSelected';
import { useViewer } from '~/components/admin/viewer';
import { slugify } from '~/lib/slugify';
import type { AnalyticsPeriod } from '~/schemas/analytics';
import { api } from '~/utils/api';

/** /admin/analytics: what the current team's readers read, over 7, 30 or 90 days. */
export function AnalyticsScreen() {
  const viewer = useViewer();
  const { current } = useCurrentTeam();
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const teamId = current.team?.id ?? '';
  const report = api.analytics.team.useQuery(
    { teamId, days },
    { enabled: current.status === 'chosen' },
  );

  return (
    <>
      <AdminPageHeader
        title="Analytics"
        description={
          current.team
            ? `What readers of ${current.team.name} read, counted without cookies.`
            : undefined
        }
        actions={current.status === 'chosen' && <PeriodPicker value={days} onChange={setDays} />}
      />
      {current.status === 'none' ? (
        <NoTeamSelected isSystemAdmin={viewer.isSystemAdmin} />
      ) : report.isError ? (
        <LoadFailed what="analytics" message={report.error.message} retry={report.refetch} />
      ) : !report.data ? (
        <LoadingState>Loading analytics...</LoadingState>
      ) : (
        <DashboardView report={report.data} name={slugify(current.team?.name ?? 'team')} />
      )}
    </>
  );
}
