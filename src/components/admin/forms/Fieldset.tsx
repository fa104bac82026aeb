import { useId, type ReactNode } from 'react';

import { cx } from '~/components/ui/cx';

/**
 * A group of controls under one visible legend (a list of links, an image chosen by upload or
 * URL), with an optional hint and the group's error.
 */
export function Fieldset({
  legend,
  hint,
  error,
  className,
  children,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    // A fieldset is at least as wide as its content by default: min-w-0 keeps it in its column.
    <fieldset
      aria-describedby={describedBy || undefined}
      className={cx('flex min-w-0 flex-col gap-2', className)}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-900 dark:text-slate-100">
        {legend}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
