import { Fieldset } from '~/components/admin/forms/Fieldset';
import { SortableList } from '~/components/admin/sortable/SortableList';
import { usePendingOrder } from '~/components/admin/sortable/use-pending-order';
import { Skeleton } from '~/components/ui/Skeleton';
import { toast } from '~/components/ui/Toaster';
import type { CustomLinkEntityType } from '~/schemas/custom-link';
import { api } from '~/utils/api';

import { LinkDraftInputs } from './LinkDraftInputs';
import { LinkRow } from './LinkRow';

/**
 * Custom links of saved content, changed at once: each add, removal and move is saved as it
 * happens (the surrounding form's Save does not touch them).
 */
export function LiveLinksEditor({
  teamId,
  entityType,
  entityId,
  readOnly = false,
}: {
  teamId: string;
  entityType: CustomLinkEntityType;
  entityId: string;
  readOnly?: boolean;
}) {
  const owner = { teamId, entityType, entityId };
  const utils = api.useUtils();
  const links = api.customLink.adminList.useQuery(owner);
  const refresh = () => utils.customLink.adminList.invalidate(owner);

  const add = api.customLink.add.useMutation({
    onSuccess: () => toast.success('Link added successfully'),
    meta: { failed: 'Failed to add link' },
    onSettled: refresh,
  });
  const remove = api.customLink.delete.useMutation({
    onSuccess: () => toast.success('Link deleted successfully'),
    meta: { failed: 'Failed to delete link' },
    onSettled: refresh,
  });
  const saveOrder = api.customLink.reorder.useMutation({
    meta: { failed: 'Failed to reorder links' },
  });
  const order = usePendingOrder(links.data ?? [], {
    save: (ids) => saveOrder.mutateAsync({ ...owner, ids }),
    refresh,
  });

  return (
    <Fieldset legend="Custom links" hint={readOnly ? undefined : 'Changes here are saved at once.'}>
      {links.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : links.isError ? (
        <p className="text-sm text-red-700 dark:text-red-400">
          The links could not be loaded: {links.error.message}
        </p>
      ) : links.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No custom links yet.</p>
      ) : (
        <SortableList
          items={order.shown}
          idOf={(link) => link.id}
          labelOf={(link) => link.linkName}
          label="Custom links"
          className="flex flex-col gap-2"
          disabled={readOnly || order.saving}
          onReorder={order.reorder}
        >
          {(link, controls) => (
            <LinkRow
              link={link}
              controls={controls}
              removing={remove.isPending && remove.variables?.id === link.id}
              onRemove={readOnly ? undefined : () => remove.mutate({ teamId, id: link.id })}
            />
          )}
        </SortableList>
      )}
      {!readOnly && (
        <LinkDraftInputs
          busy={add.isPending}
          onAdd={async (link) => {
            try {
              await add.mutateAsync({ ...owner, ...link });
              return true;
            } catch {
              return false;
            }
          }}
        />
      )}
    </Fieldset>
  );
}
