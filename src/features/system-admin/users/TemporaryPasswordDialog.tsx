import { useState } from 'react';

import { Button } from '~/components/ui/Button';
import { Dialog } from '~/components/ui/Dialog';

/** A temporary password, shown this once, with a button to copy it. */
export function TemporaryPasswordDialog({
  shown,
  onClose,
}: {
  shown: { name: string; password: string } | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog
      open={shown !== null}
      onClose={close}
      title="Temporary password"
      description={
        shown && (
          <>
            Give it to {shown.name}. It works until they sign in, when they must choose their own.
            It will not be shown again.
          </>
        )
      }
      size="sm"
      footer={<Button onClick={close}>Done</Button>}
    >
      {shown && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <code className="flex-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-base break-all text-slate-900 dark:bg-slate-800 dark:text-white">
            {shown.password}
          </code>
          <Button
            variant="outline"
            onClick={() =>
              void navigator.clipboard.writeText(shown.password).then(() => setCopied(true))
            }
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
