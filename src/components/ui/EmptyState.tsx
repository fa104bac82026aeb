import type { ReactNode } from 'react';

import { cx } from './cx';

/** What a list shows when it has nothing: an icon, a title, a line of text, an action. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 'h2',
  className,
}: {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <div
      className={cx(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700',
        className,
      )}
    >
      {icon && (
        <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300 [&_svg]:size-6">
          {icon}
        </div>
      )}
      <Heading className="text-lg font-semibold text-slate-900 dark:text-white">{title}</Heading>
      {description && (
        <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{description}</p>
      )}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
