import Link from 'next/link';

import { cx } from '~/components/ui/cx';
import { ArrowLeftIcon } from '~/components/ui/icons';

/** 'Back to …': the link from a signed-in screen to the list it belongs to. */
export function BackLink({
  href,
  children,
  className,
}: {
  href: string;
  children: string;
  className?: string;
}) {
  return (
    <Link
      href={href}
      className={cx(
        'inline-flex items-center gap-2 rounded-md text-sm font-medium text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
        className,
      )}
    >
      <ArrowLeftIcon className="size-4" />
      {children}
    </Link>
  );
}
