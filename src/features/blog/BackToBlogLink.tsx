import Link from 'next/link';

import { cx } from '~/components/ui/cx';
import { ArrowLeftIcon } from '~/components/ui/icons';
import { BLOG_PATH } from '~/lib/public-paths';

export function BackToBlogLink({ className }: { className?: string }) {
  return (
    <Link
      href={BLOG_PATH}
      className={cx(
        'inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200',
        className,
      )}
    >
      <ArrowLeftIcon className="size-4" />
      Back to Blog
    </Link>
  );
}
