import type { ReactNode } from 'react';

import { cx } from './cx';

/** The top of a page: its one h1, an optional eyebrow line above and a lead paragraph below. */
export function PageHeader({
  eyebrow,
  title,
  description,
  className,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  /** Badges or actions under the description. */
  children?: ReactNode;
}) {
  return (
    <header className={cx('flex flex-col gap-4', className)}>
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          {eyebrow}
        </p>
      )}
      <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl dark:text-white">
        {title}
      </h1>
      {description && (
        <p className="max-w-2xl text-lg text-pretty text-slate-600 dark:text-slate-400">
          {description}
        </p>
      )}
      {children}
    </header>
  );
}
