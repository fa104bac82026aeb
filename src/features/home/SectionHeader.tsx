import type { ReactNode } from 'react';

import { cx } from '~/components/ui/cx';

/**
 * The heading of a page section (an h2), with an optional lead line and an action on the right
 * (e.g. 'View all posts'). `id` lets the section point at it with aria-labelledby.
 */
export function SectionHeader({
  id,
  title,
  description,
  action,
  align = 'start',
  className,
}: {
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  align?: 'start' | 'center';
  className?: string;
}) {
  const centered = align === 'center';
  return (
    <div
      className={cx(
        'flex flex-col gap-4',
        centered ? 'items-center text-center' : 'sm:flex-row sm:items-end sm:justify-between',
        className,
      )}
    >
      <div className={cx('flex flex-col gap-2', centered && 'items-center')}>
        <h2
          id={id}
          className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white"
        >
          {title}
        </h2>
        {description && (
          <p className="max-w-2xl text-base text-pretty text-slate-600 dark:text-slate-400">
            {description}
          </p>
        )}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
