import { useState, type ReactNode } from 'react';

import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { toast } from '~/components/ui/Toaster';

import { messageOf } from './forms/server-errors';

/**
 * Asks before `target` is deleted, saying what goes with it, then deletes it and tells the
 * outcome in a toast. Open while `target` is not null.
 */
export function DeleteDialog<Target>({
  target,
  title,
  describe,
  confirmLabel,
  remove,
  succeeded,
  failed,
  onClose,
}: {
  target: Target | null;
  title: string;
  describe: (target: Target) => ReactNode;
  confirmLabel: string;
  remove: (target: Target) => Promise<unknown>;
  /** Toast texts: 'Series deleted successfully!' / 'Error deleting series'. */
  succeeded: string;
  failed: string;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (target === null) return;
    setBusy(true);
    try {
      await remove(target);
      toast.success(succeeded);
      onClose();
    } catch (error) {
      toast.error(failed, { description: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={target !== null}
      title={title}
      description={target !== null && describe(target)}
      confirmLabel={confirmLabel}
      busyLabel="Deleting..."
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
