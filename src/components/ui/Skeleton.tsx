import { cx } from './cx';

/** A grey placeholder block; give it a size with `className` (e.g. "h-4 w-32"). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx('animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)}
    />
  );
}
