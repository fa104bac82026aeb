import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';

import type { useLeaveGuard } from './use-leave-guard';
import type { useLocalDraft } from './use-local-draft';

/**
 * What an editor page shows to keep unsaved work: the offer of a local copy found when it opened
 * ('Restore' / 'Discard'), and the question before leaving with unsaved changes.
 */
export function EditorGuards<Values>({
  guard,
  draft,
  onRestore,
}: {
  guard: ReturnType<typeof useLeaveGuard>;
  draft: ReturnType<typeof useLocalDraft<Values>>;
  onRestore: (values: Values) => void;
}) {
  return (
    <>
      {draft.stored !== null && (
        <Alert title="Unsaved changes found" className="mb-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <span>This browser kept changes you had not saved. Restore them?</span>
            <span className="flex gap-2">
              <Button size="sm" onClick={() => draft.restore(onRestore)}>
                Restore
              </Button>
              <Button size="sm" variant="outline" onClick={draft.discard}>
                Discard
              </Button>
            </span>
          </div>
        </Alert>
      )}
      <ConfirmDialog
        open={guard.leaving}
        title="Leave without saving?"
        description="Your changes on this page have not been saved. Leave it anyway?"
        confirmLabel="Leave page"
        cancelLabel="Keep editing"
        onConfirm={guard.confirmLeave}
        onCancel={guard.stayHere}
      />
    </>
  );
}
