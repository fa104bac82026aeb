import Link from 'next/link';
import { useRouter } from 'next/router';

import { cx } from '~/components/ui/cx';

import { NAV_LINKS, isCurrentPath } from '../../lib/site-config';

/** Colours of a navigation item that is not the current page. */
export const IDLE_NAV_ITEM_CLASSES =
  'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
const CURRENT_NAV_ITEM_CLASSES = 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300';

/** The site's top links as a list; the current section's link is tinted and marked aria-current. */
export function NavLinks({
  className,
  linkClassName,
  onNavigate,
}: {
  className: string;
  /** Shape and type of each link; the colours come from here. */
  linkClassName: string;
  onNavigate?: () => void;
}) {
  const { pathname } = useRouter();
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => {
        const current = isCurrentPath(link.href, pathname);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cx(
                linkClassName,
                current ? CURRENT_NAV_ITEM_CLASSES : IDLE_NAV_ITEM_CLASSES,
              )}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
