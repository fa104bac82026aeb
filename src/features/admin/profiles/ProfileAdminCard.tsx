import type { ReactNode } from 'react';

import { CoverImage } from '~/components/admin/content-list/ContentRow';
import { DeleteButton, RowButton } from '~/components/admin/content-list/RowActions';
import { PencilIcon, UserIcon } from '~/components/admin/icons';

import type { AdminProfile } from './profile-form';

/** One profile in the reorderable list: photo, name, role, and what can be done with it. */
export function ProfileAdminCard({
  profile,
  controls,
  canEdit,
  onEdit,
  onDelete,
}: {
  profile: AdminProfile;
  /** The reorder controls (drag handle, move up/down). */
  controls: ReactNode;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <article className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {canEdit && <div className="-ml-1">{controls}</div>}
      <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        {profile.photoUrl ? <CoverImage src={profile.photoUrl} /> : <UserIcon className="size-6" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="truncate font-semibold text-slate-900 dark:text-white">{profile.name}</h2>
        <p className="truncate text-sm text-brand-700 dark:text-brand-300">{profile.role}</p>
      </div>
      {canEdit && (
        <div className="flex flex-wrap gap-1">
          <RowButton
            label="Edit"
            title={profile.name}
            icon={<PencilIcon className="size-4" />}
            onClick={onEdit}
          />
          <DeleteButton title={profile.name} onClick={onDelete} />
        </div>
      )}
    </article>
  );
}
