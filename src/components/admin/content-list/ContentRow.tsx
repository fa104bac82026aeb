import type { ReactNode } from 'react';

import { formatShortDate, toIsoDate } from '~/lib/format-date';

/**
 * One record of an admin list: its cover (or a placeholder), title, state badges, when it was
 * last edited, and the actions the viewer may take.
 */
export function ContentRow({
  cover,
  title,
  badges,
  updatedAt,
  actions,
}: {
  cover: ReactNode;
  title: string;
  badges: ReactNode;
  updatedAt: Date;
  actions: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <div className="flex aspect-video w-24 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
          {cover}
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <h2 className="truncate font-semibold text-slate-900 dark:text-white">{title}</h2>
          <div className="flex flex-wrap items-center gap-2">
            {badges}
            <span className="text-sm text-slate-600 dark:text-slate-400">
              Updated <time dateTime={toIsoDate(updatedAt)}>{formatShortDate(updatedAt)}</time>
            </span>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap gap-1 sm:justify-end">{actions}</div>
    </li>
  );
}

/** A row's cover image: any URL an editor gave, shown small. */
export function CoverImage({ src }: { src: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- uploaded or pasted URLs, shown as they are
  return <img src={src} alt="" loading="lazy" className="size-full object-cover" />;
}
