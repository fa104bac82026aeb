import Link from 'next/link';

import { LayersIcon } from '~/components/ui/icons';
import { HOME_PATH } from '~/lib/public-paths';
import { SITE_NAME } from '~/lib/site-config';

/** The logo mark and name, linking home. */
export function Brand() {
  return (
    <Link
      href={HOME_PATH}
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900 dark:text-white"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <LayersIcon className="size-5" />
      </span>
      {SITE_NAME}
    </Link>
  );
}
