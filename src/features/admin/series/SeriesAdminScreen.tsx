import dynamic from 'next/dynamic';
import { useState } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { useCurrentTeam } from '~/components/admin/current-team';
import { PlusIcon } from '~/components/admin/icons';
import { PagedList } from '~/components/admin/list/PagedList';
import { nextPageByCursor } from '~/components/admin/list/use-list-search';
import { NoTeamSelected } from '~/components/admin/NoTeamSelected';
import { useTeamPermissions } from '~/components/admin/use-team-permissions';
import { useViewer } from '~/components/admin/viewer';
import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LayersIcon } from '~/components/ui/icons';
import { DEFAULT_PAGE_SIZE } from '~/schemas/common';
import { api } from '~/utils/api';

import { DeleteSeriesDialog } from './DeleteSeriesDialog';
import type { AdminSeries } from './series-form';
import { SeriesAdminCard } from './SeriesAdminCard';

// The form (zod, react-hook-form, the links editor) loads when a dialog first opens.
const SeriesFormDialog = dynamic(
  () => import('./SeriesFormDialog').then((module) => module.SeriesFormDialog),
  { ssr: false },
);

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; series: AdminSeries };

/** /admin/series: the current team's series, newest first, and their dialogs. */
export function SeriesAdminScreen() {
  const viewer = useViewer();
  const { current } = useCurrentTeam();
  const { canEdit } = useTeamPermissions(current.team?.id);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<AdminSeries | null>(null);
  const list = api.series.adminList.useInfiniteQuery(
    { teamId: current.team?.id ?? '', limit: DEFAULT_PAGE_SIZE },
    { ...nextPageByCursor, enabled: current.status === 'chosen' },
  );
  const createButton = (label: string) =>
    canEdit && (
      <Button onClick={() => setEditing({ mode: 'create' })}>
        <PlusIcon className="size-4" />
        {label}
      </Button>
    );

  return (
    <>
      <AdminPageHeader
        title="Series"
        description={current.team ? `The series of ${current.team.name}.` : undefined}
        actions={createButton('New Series')}
      />
      {current.status === 'none' ? (
        <NoTeamSelected isSystemAdmin={viewer.isSystemAdmin} />
      ) : (
        <PagedList
          query={list}
          noun="series"
          label="Series"
          layout="grid"
          empty={
            <EmptyState
              icon={<LayersIcon />}
              title="No series yet"
              description="Create your first series to get started"
              action={createButton('Create Series')}
            />
          }
        >
          {(one) => (
            <SeriesAdminCard
              key={one.id}
              series={one}
              canEdit={canEdit}
              onEdit={() => setEditing({ mode: 'edit', series: one })}
              onDelete={() => setDeleting(one)}
            />
          )}
        </PagedList>
      )}
      {canEdit && (
        <>
          {editing.mode !== 'closed' && (
            <SeriesFormDialog
              series={editing.mode === 'edit' ? editing.series : null}
              onClose={() => setEditing({ mode: 'closed' })}
            />
          )}
          <DeleteSeriesDialog series={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </>
  );
}
