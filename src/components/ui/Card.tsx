import type { ReactNode } from 'react';

import { cx } from './cx';

/**
 * The surface of every card on the site. `padded={false}` for cards that start with an
 * edge-to-edge image (put the text in a `CardBody`).
 */
export function Card({
  as: Element = 'div',
  padded = true,
  interactive = false,
  className,
  children,
}: {
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  padded?: boolean;
  /** Lifts on hover: for cards that are (or contain) one main link. */
  interactive?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Element
      className={cx(
        'overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
        padded && 'p-6',
        interactive && 'transition hover:-translate-y-0.5 hover:shadow-md',
        className,
      )}
    >
      {children}
    </Element>
  );
}

export function CardBody({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx('flex flex-1 flex-col gap-3 p-6', className)}>{children}</div>;
}
