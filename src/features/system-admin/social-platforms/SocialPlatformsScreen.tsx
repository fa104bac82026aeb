import dynamic from 'next/dynamic';
import { useState } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { DeleteButton, RowButton } from '~/components/admin/content-list/RowActions';
import { DeleteDialog } from '~/components/admin/DeleteDialog';
import { GlobeIcon, PencilIcon, PlusIcon } from '~/components/admin/icons';
import { LoadFailed } from '~/components/admin/LoadFailed';
import { LoadingState } from '~/components/admin/LoadingState';
import { SortableList } from '~/components/admin/sortable/SortableList';
import { usePendingOrder } from '~/components/admin/sortable/use-pending-order';
import { Badge } from '~/components/ui/Badge';
import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { toast } from '~/components/ui/Toaster';
import { api } from '~/utils/api';

import { platformFormFrom, type AdminPlatform } from './platform-form';
import { PlatformIcon } from './PlatformIcon';

// The form (zod, react-hook-form) loads when the dialog first opens.
const PlatformFormDialog = dynamic(
  () => import('./PlatformFormDialog').then((module) => module.PlatformFormDialog),
  { ssr: false },
);

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; platform: AdminPlatform };

const linkCount = (platform: AdminPlatform) => {
  const count = platform._count.userLinks;
  return `${count} ${count === 1 ? 'link' : 'links'}`;
};

/** /system-admin/social-platforms: the platforms people link to, in the order the site shows them. */
export function SocialPlatformsScreen() {
  const utils = api.useUtils();
  const query = api.socialPlatform.adminList.useQuery();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<AdminPlatform | null>(null);
  const platforms = query.data ?? [];
  const saveOrder = api.socialPlatform.reorder.useMutation({
    onSuccess: () => toast.success('Platform order saved'),
    meta: { failed: 'Error reordering platforms' },
  });
  const order = usePendingOrder(platforms, {
    save: (ids) => saveOrder.mutateAsync({ ids }),
    refresh: () => utils.socialPlatform.adminList.invalidate(),
  });
  const setActive = api.socialPlatform.update.useMutation({
    onSuccess: (platform) =>
      toast.success(platform.active ? 'Platform activated' : 'Platform deactivated'),
    meta: { failed: 'Error updating platform' },
    onSettled: () => utils.socialPlatform.adminList.invalidate(),
  });
  const remove = api.socialPlatform.delete.useMutation({
    onSuccess: () => utils.socialPlatform.adminList.invalidate(),
  });

  const openCreate = () => setEditing({ mode: 'create' });
  const toggleActive = (platform: AdminPlatform) =>
    setActive.mutate({
      ...platformFormFrom(platform),
      id: platform.id,
      displayOrder: platform.displayOrder,
      active: !platform.active,
    });

  return (
    <>
      <AdminPageHeader
        title="Social Platforms"
        description="The platforms people link their profiles to, in the order the Contact and About pages show them."
        actions={
          <Button onClick={openCreate} disabled={!query.isSuccess}>
            <PlusIcon className="size-4" />
            New Platform
          </Button>
        }
      />
      {query.isPending ? (
        <LoadingState>Loading platforms...</LoadingState>
      ) : query.isError ? (
        <LoadFailed what="platforms" message={query.error.message} retry={query.refetch} />
      ) : platforms.length === 0 ? (
        <EmptyState
          icon={<GlobeIcon />}
          title="No social platforms yet"
          description="Add the platforms people can link their profiles to."
          action={
            <Button onClick={openCreate}>
              <PlusIcon className="size-4" />
              New Platform
            </Button>
          }
        />
      ) : (
        <SortableList
          items={order.shown}
          idOf={(platform) => platform.id}
          labelOf={(platform) => platform.name}
          label="Social platforms"
          className="flex flex-col gap-3"
          disabled={order.saving}
          onReorder={order.reorder}
        >
          {(platform, controls) => (
            <article className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
              <div className="-ml-1">{controls}</div>
              <PlatformIcon iconKey={platform.iconKey} />
              <div className="flex min-w-48 flex-1 flex-col gap-0.5">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-semibold text-slate-900 dark:text-white">{platform.name}</h2>
                  {platform.active ? (
                    <Badge tone="green">Active</Badge>
                  ) : (
                    <Badge tone="neutral">Inactive</Badge>
                  )}
                </div>
                <p className="text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
                  {platform.baseUrl} · {linkCount(platform)}
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                <RowButton
                  label={platform.active ? 'Deactivate' : 'Activate'}
                  title={platform.name}
                  icon={<GlobeIcon className="size-4" />}
                  disabled={setActive.isPending}
                  onClick={() => toggleActive(platform)}
                />
                <RowButton
                  label="Edit"
                  title={platform.name}
                  icon={<PencilIcon className="size-4" />}
                  onClick={() => setEditing({ mode: 'edit', platform })}
                />
                <DeleteButton title={platform.name} onClick={() => setDeleting(platform)} />
              </div>
            </article>
          )}
        </SortableList>
      )}
      {editing.mode !== 'closed' && (
        <PlatformFormDialog
          platform={editing.mode === 'edit' ? editing.platform : null}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      )}
      <DeleteDialog
        target={deleting}
        title="Delete this platform?"
        describe={(platform) => (
          <>
            {platform.name} will be deleted for good, with its {linkCount(platform)} on people’s
            profiles, and leaves the Contact and About pages at once. To keep the links, deactivate
            it instead. This cannot be undone.
          </>
        )}
        confirmLabel="Delete platform"
        remove={(platform) => remove.mutateAsync({ id: platform.id })}
        succeeded="Platform deleted successfully!"
        failed="Error deleting platform"
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
