import Link from 'next/link';

import { ArrowLeftIcon } from '~/components/ui/icons';

/** 'Series title / Item title': the way back to the series, and where the visitor is. */
export function ItemBreadcrumb({
  seriesHref,
  seriesTitle,
  itemTitle,
}: {
  seriesHref: string;
  seriesTitle: string;
  itemTitle: string;
}) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex min-w-0 items-center gap-2 text-sm">
        <li className="max-w-[60%] min-w-0 shrink-0">
          <Link
            href={seriesHref}
            className="flex items-center gap-1.5 font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            <ArrowLeftIcon className="size-4 shrink-0" />
            <span className="truncate">{seriesTitle}</span>
          </Link>
        </li>
        <li aria-hidden="true" className="text-slate-400 dark:text-slate-500">
          /
        </li>
        <li aria-current="page" className="truncate text-slate-600 dark:text-slate-400">
          {itemTitle}
        </li>
      </ol>
    </nav>
  );
}
