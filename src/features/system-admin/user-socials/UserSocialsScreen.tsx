import dynamic from 'next/dynamic';
import { useState } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { DeleteButton, RowButton } from '~/components/admin/content-list/RowActions';
import { DeleteDialog } from '~/components/admin/DeleteDialog';
import { LinkIcon, PencilIcon, PlusIcon } from '~/components/admin/icons';
import { PagedList } from '~/components/admin/list/PagedList';
import { nextPageByCursor, useListSearch } from '~/components/admin/list/use-list-search';
import { Badge } from '~/components/ui/Badge';
import { Button } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { EmptyState } from '~/components/ui/EmptyState';
import { Field, Select } from '~/components/ui/Field';
import { formatLongDate } from '~/lib/format-date';
import { api } from '~/utils/api';

import { SearchField } from '../SearchField';
import type { AdminUserLink } from './link-form';
import { PlatformIcon } from '../social-platforms/PlatformIcon';

// The form (zod, react-hook-form, the user search) loads when the dialog first opens.
const LinkFormDialog = dynamic(
  () => import('./LinkFormDialog').then((module) => module.LinkFormDialog),
  { ssr: false },
);

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; link: AdminUserLink };

/** /system-admin/user-socials: every user's social links, found by person and by platform. */
export function UserSocialsScreen() {
  const utils = api.useUtils();
  const { search, setSearch, searched, page } = useListSearch();
  const [platformId, setPlatformId] = useState('');
  const platforms = api.socialPlatform.adminList.useQuery();
  const query = api.userSocial.systemList.useInfiniteQuery(
    { ...page, platformId: platformId || null },
    nextPageByCursor,
  );
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<AdminUserLink | null>(null);
  const remove = api.userSocial.delete.useMutation({
    onSuccess: () =>
      Promise.all([utils.userSocial.systemList.invalidate(), utils.stats.system.invalidate()]),
  });
  const filtered = searched !== '' || platformId !== '';
  const linkName = (link: AdminUserLink) => `${link.user.fullName} on ${link.platform.name}`;

  return (
    <>
      <AdminPageHeader
        title="User Socials"
        description="Every user's links to their profiles on the social platforms."
        actions={
          <Button onClick={() => setEditing({ mode: 'create' })}>
            <PlusIcon className="size-4" />
            New Link
          </Button>
        }
      />
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end">
        <SearchField
          label="Search users"
          value={search}
          onChange={setSearch}
          placeholder="Name or email"
        />
        <Field label="Platform" className="sm:w-56">
          <Select value={platformId} onChange={(event) => setPlatformId(event.target.value)}>
            <option value="">All platforms</option>
            {platforms.data?.map((platform) => (
              <option key={platform.id} value={platform.id}>
                {platform.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <PagedList
        query={query}
        layout="cards"
        noun="links"
        label="User social links"
        empty={
          <EmptyState
            icon={<LinkIcon />}
            title={filtered ? 'No links match' : 'No social links yet'}
            description={
              filtered
                ? 'Try another name, email address or platform.'
                : 'Links people add to their profiles show here.'
            }
          />
        }
      >
        {(link) => (
          <Card as="li" key={link.id} className="flex flex-wrap items-center gap-4">
            <PlatformIcon iconKey={link.platform.iconKey} />
            <div className="flex min-w-48 flex-1 flex-col gap-0.5">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-semibold text-slate-900 dark:text-white">
                  {link.user.fullName}
                </h2>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {link.platform.name}
                </span>
                {!link.platform.active && <Badge tone="neutral">Platform inactive</Badge>}
              </div>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-sm wrap-anywhere text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
              >
                {link.url}
              </a>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {link.user.email} · updated {formatLongDate(link.updatedAt)}
              </p>
            </div>
            <div className="flex flex-wrap gap-1">
              <RowButton
                label="Edit"
                title={linkName(link)}
                icon={<PencilIcon className="size-4" />}
                onClick={() => setEditing({ mode: 'edit', link })}
              />
              <DeleteButton title={linkName(link)} onClick={() => setDeleting(link)} />
            </div>
          </Card>
        )}
      </PagedList>
      {editing.mode !== 'closed' && (
        <LinkFormDialog
          link={editing.mode === 'edit' ? editing.link : null}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      )}
      <DeleteDialog
        target={deleting}
        title="Delete this link?"
        describe={(link) => (
          <>
            {linkName(link)} ({link.url}) will be deleted for good.
          </>
        )}
        confirmLabel="Delete link"
        remove={(link) =>
          remove.mutateAsync({ userId: link.user.id, platformId: link.platform.id })
        }
        succeeded="Link deleted successfully!"
        failed="Error deleting link"
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
