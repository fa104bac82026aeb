import { useState, type ReactNode } from 'react';

import { Button } from '~/components/ui/Button';
import { Dialog } from '~/components/ui/Dialog';

/** A value the server gives out once (a temporary password, a signing secret), with a copy button. */
export function ShownOnceDialog({
  value,
  title,
  description,
  onClose,
}: {
  /** Open while not null. */
  value: string | null;
  title: string;
  description: ReactNode;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog
      open={value !== null}
      onClose={close}
      title={title}
      description={description}
      size="sm"
      footer={<Button onClick={close}>Done</Button>}
    >
      {value !== null && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <code className="flex-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-base break-all text-slate-900 dark:bg-slate-800 dark:text-white">
            {value}
          </code>
          <Button
            variant="outline"
            onClick={() => void navigator.clipboard.writeText(value).then(() => setCopied(true))}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
