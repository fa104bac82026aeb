import { useId, useState, type FormEventHandler, type ReactNode } from 'react';

import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { Dialog } from '~/components/ui/Dialog';

/**
 * A dialog holding one form, its Cancel and submit buttons in the footer; open while it is
 * rendered. Closing it (Cancel, Escape, the close button, a click outside) with unsaved edits
 * asks first.
 */
export function FormDialog({
  onClose,
  title,
  description,
  dirty,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  size = 'lg',
  children,
}: {
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  dirty: boolean;
  submitLabel: string;
  /** The submit button's text while `busy` (e.g. 'Uploading...'). */
  busyLabel: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  size?: 'md' | 'lg';
  children: ReactNode;
}) {
  const formId = useId();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  function requestClose() {
    if (busy) return;
    if (dirty) setConfirmingDiscard(true);
    else onClose();
  }

  return (
    <>
      <Dialog
        open
        onClose={requestClose}
        title={title}
        description={description}
        size={size}
        footer={
          <>
            <Button variant="outline" onClick={requestClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={busy}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          onSubmit={(event) => {
            // A dialog opened from another form dialog (Schedule… in an item's dialog) sits in a
            // portal, but React still bubbles its submit to the form around it.
            event.stopPropagation();
            onSubmit(event);
          }}
          noValidate
          className="flex flex-col gap-5"
        >
          {children}
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirmingDiscard}
        title="Discard unsaved changes?"
        description="Your changes in this form have not been saved. Close it without saving them?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={() => {
          setConfirmingDiscard(false);
          onClose();
        }}
        onCancel={() => setConfirmingDiscard(false)}
      />
    </>
  );
}
