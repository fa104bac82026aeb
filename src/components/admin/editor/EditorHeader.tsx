import Link from 'next/link';
import type { ReactNode } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { ArrowLeftIcon } from '~/components/ui/icons';

/** The top of a full-page editor: a link back to its list, the title and the save actions. */
export function EditorHeader({
  title,
  backHref,
  backLabel,
  actions,
}: {
  title: string;
  backHref: string;
  backLabel: string;
  actions: ReactNode;
}) {
  return (
    <AdminPageHeader title={title} actions={actions}>
      <Link
        href={backHref}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
      >
        <ArrowLeftIcon className="size-4" />
        {backLabel}
      </Link>
    </AdminPageHeader>
  );
}
