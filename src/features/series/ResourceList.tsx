import type { ReactNode } from 'react';

import { ExternalLinkIcon } from '~/components/ui/icons';

/**
 * The item page's sidebar lists: each entry's short name and a link, e.g.
 * 'View Repository', opening in a new tab.
 */
export function ResourceList({
  links,
  label,
  linkText,
  icon,
}: {
  links: readonly string[];
  label: (link: string) => string;
  linkText: string;
  icon: ReactNode;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {links.map((link, index) => {
        const name = label(link);
        return (
          <li
            key={`${index}-${link}`}
            className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
          >
            <span className="flex items-center gap-2 text-sm font-medium text-slate-900 dark:text-slate-100 [&_svg]:size-4 [&_svg]:shrink-0">
              {icon}
              <span className="min-w-0 wrap-anywhere">{name}</span>
            </span>
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${linkText}: ${name} (opens in a new tab)`}
              className="inline-flex w-fit items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              {linkText}
              <ExternalLinkIcon className="size-3.5" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
