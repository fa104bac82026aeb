import { useState } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { DashboardView } from '~/components/admin/analytics/DashboardView';
import { PeriodPicker } from '~/components/admin/analytics/PeriodPicker';
import { RankedTable } from '~/components/admin/analytics/RankedTable';
import { LoadFailed } from '~/components/admin/LoadFailed';
import { LoadingState } from '~/components/admin/LoadingState';
import { dropReasonLabel } from '~/lib/analytics-drop-reasons';
import type { SiteAnalyticsDashboard } from '~/lib/analytics-report';
import type { AnalyticsPeriod } from '~/schemas/analytics';
import { api } from '~/utils/api';

import { TeamFilter } from '../TeamFilter';
import { DeleteAnalyticsForm } from './DeleteAnalyticsForm';

/**
 * /system-admin/analytics: the whole site's readers, or one team's, each team's figures, what
 * the collector dropped and why, and deleting the data of a range of days.
 */
export function SiteAnalyticsScreen() {
  const [teamId, setTeamId] = useState('');
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const report = api.analytics.site.useQuery({ teamId: teamId || null, days });

  return (
    <>
      <AdminPageHeader
        title="Site Analytics"
        description="What readers read across the site, counted without cookies, and what the collector dropped."
        actions={<PeriodPicker value={days} onChange={setDays} />}
      />
      <div className="mb-6">
        <TeamFilter value={teamId} onChange={setTeamId} />
      </div>
      {report.isError ? (
        <LoadFailed what="analytics" message={report.error.message} retry={report.refetch} />
      ) : !report.data ? (
        <LoadingState>Loading analytics...</LoadingState>
      ) : (
        <div className="flex flex-col gap-6">
          <DashboardView report={report.data} name={teamId ? `team-${teamId}` : 'site'} />
          <SiteTables report={report.data} />
        </div>
      )}
      <div className="mt-8">
        <DeleteAnalyticsForm />
      </div>
    </>
  );
}

function SiteTables({ report }: { report: SiteAnalyticsDashboard }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <RankedTable
        caption="Teams"
        nameLabel="Team"
        figureLabels={['Views', 'Reads', 'Daily visitors']}
        rows={report.teams.map((team) => ({
          key: team.teamId,
          name: team.name,
          figures: [team.views, team.reads, team.visitors],
        }))}
        empty="No team had views in this period."
      />
      <RankedTable
        caption="Dropped by the collector"
        nameLabel="Reason"
        figureLabels={['Requests']}
        rows={report.dropped.map((drop) => ({
          key: drop.reason,
          name: dropReasonLabel(drop.reason),
          figures: [drop.count],
        }))}
        empty="Nothing was dropped in this period."
      />
    </div>
  );
}
