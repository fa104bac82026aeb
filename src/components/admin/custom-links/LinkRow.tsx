import type { ReactNode } from 'react';

import { IconButton } from '~/components/admin/IconButton';
import { TrashIcon } from '~/components/admin/icons';
import { ExternalLinkIcon } from '~/components/ui/icons';
import type { CustomLinkFields } from '~/schemas/custom-link';

/** One link of a links editor: its name and URL, reorder controls and a remove button. */
export function LinkRow({
  link,
  controls,
  onRemove,
  removing = false,
}: {
  link: CustomLinkFields;
  controls?: ReactNode;
  onRemove?: () => void;
  removing?: boolean;
}) {
  return (
    <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900">
      {controls}
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">
          {link.linkName}
        </span>
        <a
          href={link.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 truncate text-xs text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
        >
          <span className="truncate">{link.linkUrl}</span>
          <ExternalLinkIcon className="size-3 shrink-0" />
        </a>
      </div>
      {onRemove && (
        <IconButton
          label={`Remove link ${link.linkName}`}
          className="size-8"
          onClick={onRemove}
          disabled={removing}
        >
          <TrashIcon className="size-4" />
        </IconButton>
      )}
    </div>
  );
}
