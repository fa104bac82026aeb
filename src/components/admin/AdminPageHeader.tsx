import type { ReactNode } from 'react';

import { AdminTitle } from '~/components/admin/layout/AdminTitle';

/** The top of a signed-in screen: its title (also the document title), a line, its actions. */
export function AdminPageHeader({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Above the title: a back link, badges. */
  children?: ReactNode;
}) {
  return (
    <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <AdminTitle title={title} />
      <div className="flex flex-col gap-2">
        {children}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {title}
        </h1>
        {description && <p className="text-slate-600 dark:text-slate-400">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
