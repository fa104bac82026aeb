import type { ComponentProps } from 'react';

import { Button } from '~/components/ui/Button';
import { cx } from '~/components/ui/cx';

const DANGER =
  'text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950';

/**
 * A square button holding only an icon: `label` is its accessible name and its tooltip. `danger`
 * for destructive actions.
 */
export function IconButton({
  label,
  danger = false,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'aria-label' | 'title'> & { label: string; danger?: boolean }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      className={cx('size-9', danger && DANGER, className)}
      {...props}
    />
  );
}
