import type { ReactNode } from 'react';

import { cx } from './cx';

const widths = {
  narrow: 'max-w-3xl',
  default: 'max-w-6xl',
  wide: 'max-w-7xl',
};

/** Centres content with the site's horizontal padding. */
export function Container({
  width = 'default',
  className,
  children,
}: {
  width?: keyof typeof widths;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[width], className)}>
      {children}
    </div>
  );
}
