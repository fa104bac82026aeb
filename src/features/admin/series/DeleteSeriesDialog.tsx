import { DeleteDialog } from '~/components/admin/DeleteDialog';
import { countLabel } from '~/lib/count-label';
import { api } from '~/utils/api';

import type { AdminSeries } from './series-form';

/** Asks before a series goes, saying what goes with it. */
export function DeleteSeriesDialog({
  series,
  onClose,
}: {
  series: AdminSeries | null;
  onClose: () => void;
}) {
  const utils = api.useUtils();
  const remove = api.series.delete.useMutation({
    onSuccess: () =>
      Promise.all([utils.series.adminList.invalidate(), utils.stats.team.invalidate()]),
  });
  return (
    <DeleteDialog
      target={series}
      title="Delete this series?"
      describe={(doomed) => (
        <>
          “{doomed.title}” will be deleted for good, with its{' '}
          {countLabel(doomed._count.items, 'item')} and all its custom links. Projects built in it
          stay, without the series. This cannot be undone.
        </>
      )}
      confirmLabel="Delete series"
      remove={(doomed) => remove.mutateAsync({ teamId: doomed.teamId, id: doomed.id })}
      succeeded="Series deleted successfully!"
      failed="Error deleting series"
      onClose={onClose}
    />
  );
}
