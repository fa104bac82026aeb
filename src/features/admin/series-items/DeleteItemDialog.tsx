import { DeleteDialog } from '~/components/admin/DeleteDialog';
import { api } from '~/utils/api';

import type { AdminSeriesItem } from './item-form';

/** Asks before an item goes, saying what goes with it. */
export function DeleteItemDialog({
  teamId,
  item,
  onClose,
}: {
  teamId: string;
  item: AdminSeriesItem | null;
  onClose: () => void;
}) {
  const utils = api.useUtils();
  const remove = api.seriesItem.delete.useMutation({
    onSuccess: () =>
      Promise.all([utils.seriesItem.adminList.invalidate(), utils.stats.team.invalidate()]),
  });
  return (
    <DeleteDialog
      target={item}
      title="Delete this item?"
      describe={(doomed) => (
        <>
          “{doomed.title}” will be deleted for good, with its custom links, and leaves the public
          series page. This cannot be undone.
        </>
      )}
      confirmLabel="Delete item"
      remove={(doomed) => remove.mutateAsync({ teamId, id: doomed.id })}
      succeeded="Series item deleted successfully!"
      failed="Error deleting series item"
      onClose={onClose}
    />
  );
}
