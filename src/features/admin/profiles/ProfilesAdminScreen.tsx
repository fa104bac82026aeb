import dynamic from 'next/dynamic';
import { useState } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { ViewOnSiteLink } from '~/components/admin/content-list/RowActions';
import { useCurrentTeam } from '~/components/admin/current-team';
import { DeleteDialog } from '~/components/admin/DeleteDialog';
import { PlusIcon } from '~/components/admin/icons';
import { nextPageByCursor } from '~/components/admin/list/use-list-search';
import { LoadFailed } from '~/components/admin/LoadFailed';
import { LoadingState } from '~/components/admin/LoadingState';
import { NoTeamSelected } from '~/components/admin/NoTeamSelected';
import { SortableList } from '~/components/admin/sortable/SortableList';
import { useEveryPage } from '~/components/admin/sortable/use-every-page';
import { usePendingOrder } from '~/components/admin/sortable/use-pending-order';
import { useTeamPermissions } from '~/components/admin/use-team-permissions';
import { useViewer } from '~/components/admin/viewer';
import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { UsersIcon } from '~/components/ui/icons';
import { toast } from '~/components/ui/Toaster';
import { ABOUT_PATH } from '~/lib/public-paths';
import { MAX_PAGE_SIZE } from '~/schemas/common';
import { api } from '~/utils/api';

import type { AdminProfile } from './profile-form';
import { ProfileAdminCard } from './ProfileAdminCard';

// The form (zod, react-hook-form, the image field) loads when a dialog first opens.
const ProfileFormDialog = dynamic(
  () => import('./ProfileFormDialog').then((module) => module.ProfileFormDialog),
  { ssr: false },
);

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; profile: AdminProfile };

/** /admin/profiles: the current team's member profiles on the About page, in their order. */
export function ProfilesAdminScreen() {
  const viewer = useViewer();
  const { current } = useCurrentTeam();
  const { canEdit } = useTeamPermissions(current.team?.id);
  const teamId = current.team?.id ?? '';
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<AdminProfile | null>(null);
  const utils = api.useUtils();

  // The biggest pages the server gives: a team rarely has more, and reordering needs every one.
  const query = api.teamProfile.list.useInfiniteQuery(
    { teamId, limit: MAX_PAGE_SIZE },
    { ...nextPageByCursor, enabled: current.status === 'chosen' },
  );
  useEveryPage(query);
  const profiles = query.data?.pages.flatMap((page) => page.items) ?? [];
  const complete = query.isSuccess && !query.hasNextPage;
  const saveOrder = api.teamProfile.reorder.useMutation({
    onSuccess: () => toast.success('Profile order saved'),
    meta: { failed: 'Error reordering profiles' },
  });
  const order = usePendingOrder(profiles, {
    save: (ids) => saveOrder.mutateAsync({ teamId, ids }),
    refresh: () => utils.teamProfile.list.invalidate(),
  });
  const remove = api.teamProfile.delete.useMutation({
    onSuccess: () => utils.teamProfile.list.invalidate(),
  });

  const openCreate = () => setEditing({ mode: 'create' });

  return (
    <>
      <AdminPageHeader
        title="Team profiles"
        description={
          current.team
            ? `The people of ${current.team.name} on the About page, in the order shown there.`
            : undefined
        }
        actions={
          <>
            <ViewOnSiteLink href={ABOUT_PATH} title="the About page" />
            {canEdit && (
              <Button onClick={openCreate} disabled={!complete}>
                <PlusIcon className="size-4" />
                Add Team Member
              </Button>
            )}
          </>
        }
      />
      {current.status === 'none' ? (
        <NoTeamSelected isSystemAdmin={viewer.isSystemAdmin} />
      ) : query.isPending ? (
        <LoadingState>Loading profiles...</LoadingState>
      ) : query.isError ? (
        <LoadFailed what="profiles" message={query.error.message} retry={query.refetch} />
      ) : profiles.length === 0 ? (
        <EmptyState
          icon={<UsersIcon />}
          title="No team profiles yet"
          description="Add the people of the team to show them on the About page."
          action={
            canEdit && (
              <Button onClick={openCreate}>
                <PlusIcon className="size-4" />
                Add Team Member
              </Button>
            )
          }
        />
      ) : (
        <SortableList
          items={order.shown}
          idOf={(profile) => profile.id}
          labelOf={(profile) => profile.name}
          label="Team profiles"
          className="flex flex-col gap-3"
          disabled={!canEdit || !complete || order.saving}
          onReorder={order.reorder}
        >
          {(profile, controls) => (
            <ProfileAdminCard
              profile={profile}
              controls={controls}
              canEdit={canEdit}
              onEdit={() => setEditing({ mode: 'edit', profile })}
              onDelete={() => setDeleting(profile)}
            />
          )}
        </SortableList>
      )}
      {canEdit && (
        <>
          {editing.mode !== 'closed' && (
            <ProfileFormDialog
              teamId={teamId}
              profile={editing.mode === 'edit' ? editing.profile : null}
              onClose={() => setEditing({ mode: 'closed' })}
            />
          )}
          <DeleteDialog
            target={deleting}
            title="Delete this profile?"
            describe={(profile) => (
              <>
                {profile.name}’s profile will be deleted for good and leaves the About page at once.
                This cannot be undone.
              </>
            )}
            confirmLabel="Delete profile"
            remove={(profile) => remove.mutateAsync({ teamId, id: profile.id })}
            succeeded="Profile deleted successfully!"
            failed="Error deleting profile"
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </>
  );
}
