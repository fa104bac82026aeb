import { useState, type ComponentProps, type ReactNode } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { DeleteDialog } from '~/components/admin/DeleteDialog';
import { messageOf } from '~/components/admin/forms/server-errors';
import { PencilIcon, TrashIcon } from '~/components/admin/icons';
import { PagedList } from '~/components/admin/list/PagedList';
import { Button, ButtonLink } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { EmptyState } from '~/components/ui/EmptyState';
import { toast } from '~/components/ui/Toaster';
import { formatShortDate, toIsoDate } from '~/lib/format-date';

import { SearchField } from '../SearchField';
import { TeamFilter } from '../TeamFilter';
import type { CrossTeamFilters } from './use-cross-team-filters';

/** What every row of a cross-team list has. */
export interface CrossTeamRow {
  id: string;
  title: string;
  createdAt: Date;
  team: { id: string; name: string };
}

/** A switch of a row, such as publish/unpublish: its button text and what it does. */
export interface RowToggle<Row> {
  label: (row: Row) => string;
  /** The toast after it worked: 'Post unpublished.' */
  succeeded: (row: Row) => string;
  run: (row: Row) => Promise<unknown>;
}

/**
 * A system admin list of every team's content of one kind: team filter, title search, rows with
 * their team, badges, a switch (publish or feature), a link to the team's editor and delete.
 */
export function CrossTeamContentScreen<Row extends CrossTeamRow>({
  title,
  description,
  noun: [singular, plural],
  icon,
  filters,
  query,
  badges,
  toggle,
  editorHref,
  remove,
  deletes,
}: {
  title: string;
  description: string;
  noun: readonly [string, string];
  icon: ReactNode;
  filters: CrossTeamFilters;
  query: ComponentProps<typeof PagedList<Row>>['query'];
  badges: (row: Row) => ReactNode;
  toggle?: RowToggle<Row>;
  editorHref: (row: Row) => string;
  remove: (row: Row) => Promise<unknown>;
  /** What goes with a deleted row, said in its confirmation: 'Its items and links go with it.' */
  deletes?: string;
}) {
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const filtered = Boolean(filters.teamId || filters.input.search);

  async function flip(row: Row) {
    if (!toggle) return;
    setSwitching(row.id);
    try {
      await toggle.run(row);
      toast.success(toggle.succeeded(row));
    } catch (error) {
      toast.error(`Error updating ${singular}`, { description: messageOf(error) });
    } finally {
      setSwitching(null);
    }
  }

  return (
    <>
      <AdminPageHeader title={title} description={description} />
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end">
        <TeamFilter value={filters.teamId} onChange={filters.setTeamId} />
        <SearchField label="Search by title" value={filters.search} onChange={filters.setSearch} />
      </div>
      <PagedList
        query={query}
        layout="cards"
        noun={plural}
        label={title}
        empty={
          <EmptyState
            icon={icon}
            title={filtered ? `No ${plural} match` : `No ${plural} yet`}
            description={
              filtered ? 'Try another team or search.' : `No team has any ${plural} yet.`
            }
          />
        }
      >
        {(row) => (
          <Card
            as="li"
            key={row.id}
            className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 flex-col gap-1.5">
              <h2 className="truncate text-base font-semibold text-slate-900 dark:text-white">
                {row.title}
              </h2>
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                <span>{row.team.name}</span>
                <span aria-hidden="true">·</span>
                <time dateTime={toIsoDate(row.createdAt)}>{formatShortDate(row.createdAt)}</time>
                {badges(row)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {toggle && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={switching === row.id}
                  aria-busy={switching === row.id}
                  onClick={() => void flip(row)}
                  aria-label={`${toggle.label(row)} ${row.title}`}
                >
                  {toggle.label(row)}
                </Button>
              )}
              <ButtonLink
                href={editorHref(row)}
                variant="outline"
                size="sm"
                aria-label={`Edit ${row.title} in ${row.team.name}'s editor`}
              >
                <PencilIcon className="size-4" />
                Edit
              </ButtonLink>
              <Button
                variant="danger"
                size="sm"
                onClick={() => setDeleting(row)}
                aria-label={`Delete ${row.title}`}
              >
                <TrashIcon className="size-4" />
                Delete
              </Button>
            </div>
          </Card>
        )}
      </PagedList>
      <DeleteDialog
        target={deleting}
        title={`Delete this ${singular}?`}
        describe={(row) => (
          <>
            &ldquo;{row.title}&rdquo; of {row.team.name} will be deleted for good.
            {deletes && ` ${deletes}`} This cannot be undone.
          </>
        )}
        confirmLabel="Delete"
        remove={remove}
        succeeded={`${singular[0]!.toUpperCase()}${singular.slice(1)} deleted.`}
        failed={`Error deleting ${singular}`}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
