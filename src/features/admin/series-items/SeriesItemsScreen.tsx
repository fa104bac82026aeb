import dynamic from 'next/dynamic';
import { useState } from 'react';

import { PlusIcon, SearchIcon } from '~/components/admin/icons';
import { AdminTitle } from '~/components/admin/layout/AdminTitle';
import { LoadingScreen, LoadingState } from '~/components/admin/LoadingState';
import { useEditingMarkers } from '~/components/admin/presence/use-editing-presence';
import { useSendFigures } from '~/components/admin/send-figures/use-send-figures';
import { SortableList } from '~/components/admin/sortable/SortableList';
import { usePendingOrder } from '~/components/admin/sortable/use-pending-order';
import { BackToSeries, TeamSeriesNotFound, useTeamSeries } from '~/components/admin/team-series';
import { Alert } from '~/components/ui/Alert';
import { Badge } from '~/components/ui/Badge';
import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { Field, Select } from '~/components/ui/Field';
import { LayersIcon } from '~/components/ui/icons';
import { toast } from '~/components/ui/Toaster';
import { api } from '~/utils/api';

import { DeleteItemDialog } from './DeleteItemDialog';
import type { AdminSeriesItem } from './item-form';
import { ItemAdminCard } from './ItemAdminCard';
import { useAllSeriesItems } from './use-all-items';

// The form (zod, react-hook-form) loads when a dialog first opens.
const ItemFormDialog = dynamic(
  () => import('./ItemFormDialog').then((module) => module.ItemFormDialog),
  { ssr: false },
);

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; item: AdminSeriesItem };

type StateFilter = 'all' | 'published' | 'draft' | 'scheduled';

/** The list's state filter, as the blog list has it; the series' items are all loaded already. */
const STATE_FILTERS: Record<
  StateFilter,
  { label: string; shows: (item: AdminSeriesItem) => boolean }
> = {
  all: { label: 'All items', shows: () => true },
  published: { label: 'Published', shows: (item) => item.published },
  draft: { label: 'Drafts', shows: (item) => !item.published },
  scheduled: {
    label: 'Scheduled',
    shows: (item) => item.publishAt !== null || item.unpublishAt !== null,
  },
};

/** /admin/series/{slug}/items: one series' items, drafts included, in the team's order. */
export function SeriesItemsScreen({ seriesSlug }: { seriesSlug: string }) {
  const { series, data, canEdit } = useTeamSeries(seriesSlug);

  if (series.isPending) {
    return <LoadingScreen title="Series Items" />;
  }
  if (!data) return <TeamSeriesNotFound series={series} />;
  return <ItemsOfSeries series={data} canEdit={canEdit} />;
}

function ItemsOfSeries({
  series,
  canEdit,
}: {
  series: { id: string; slug: string; title: string; teamId: string };
  canEdit: boolean;
}) {
  const { query, items, complete } = useAllSeriesItems(series.teamId, series.id);
  const figuresOf = useSendFigures(series.teamId, 'series_item', items);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<AdminSeriesItem | null>(null);
  const [filter, setFilter] = useState<StateFilter>('all');
  const utils = api.useUtils();
  const editingOf = useEditingMarkers(series.teamId, 'series_item');
  const saveOrder = api.seriesItem.reorder.useMutation({
    onSuccess: () => toast.success('Item order saved'),
    meta: { failed: 'Error reordering series items' },
  });
  const order = usePendingOrder(items, {
    save: (ids) => saveOrder.mutateAsync({ teamId: series.teamId, seriesId: series.id, ids }),
    refresh: () => utils.seriesItem.adminList.invalidate(),
  });

  const nextOrder = items.reduce((highest, item) => Math.max(highest, item.itemOrder + 1), 0);
  const shown = order.shown.filter(STATE_FILTERS[filter].shows);

  return (
    <>
      <AdminTitle title={`Items of ${series.title}`} />
      <header className="mb-8 flex flex-col gap-3">
        <BackToSeries />
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand" icon={<LayersIcon />}>
            Managing Series
          </Badge>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {series.slug}
          </code>
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {series.title}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">
          All items added here will belong to this series only
        </p>
      </header>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
          Series Items ({items.length})
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <Field label="State" className="w-40">
            <Select
              value={filter}
              onChange={(event) => setFilter(event.target.value as StateFilter)}
            >
              {Object.entries(STATE_FILTERS).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
          {canEdit && (
            <Button onClick={() => setEditing({ mode: 'create' })} disabled={!complete}>
              <PlusIcon className="size-4" />
              Add Item
            </Button>
          )}
        </div>
      </div>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <Alert tone="error" title="The items could not be loaded">
          {query.error.message}
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState
          title="No series items found. Create your first series item to get started."
          headingLevel="h3"
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<SearchIcon />}
          title="No matching items"
          description="No item of this series is in this state."
          headingLevel="h3"
        />
      ) : (
        <SortableList
          items={shown}
          idOf={(item) => item.id}
          labelOf={(item) => item.title}
          label="Series items"
          className="flex flex-col gap-3"
          // A reorder names every item: only the whole list can be reordered.
          disabled={!canEdit || !complete || order.saving || filter !== 'all'}
          onReorder={order.reorder}
        >
          {(item, controls) => (
            <ItemAdminCard
              item={item}
              figures={figuresOf(item.id)}
              editing={editingOf(item.id)}
              seriesSlug={series.slug}
              controls={controls}
              canEdit={canEdit}
              onEdit={() => setEditing({ mode: 'edit', item })}
              onDelete={() => setDeleting(item)}
            />
          )}
        </SortableList>
      )}
      {canEdit && (
        <>
          {editing.mode !== 'closed' && (
            <ItemFormDialog
              teamId={series.teamId}
              seriesId={series.id}
              item={editing.mode === 'edit' ? editing.item : null}
              nextOrder={nextOrder}
              onClose={() => setEditing({ mode: 'closed' })}
            />
          )}
          <DeleteItemDialog
            teamId={series.teamId}
            item={deleting}
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </>
  );
}
