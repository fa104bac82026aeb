import type { ReactNode } from 'react';

import { cx } from './cx';

/** A tone's colours are the `.badge-<tone>` class (globals.css). */
export type BadgeTone = 'neutral' | 'brand' | 'green' | 'blue' | 'purple' | 'amber' | 'red';

export function Badge({
  tone = 'neutral',
  icon,
  className,
  children,
}: {
  tone?: BadgeTone;
  /** A small decorative icon before the text. */
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={cx('badge [&_svg]:size-3.5', `badge-${tone}`, className)}>
      {icon}
      {children}
    </span>
  );
}
