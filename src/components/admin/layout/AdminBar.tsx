import Link from 'next/link';
import { useRouter } from 'next/router';

import { Container } from '~/components/ui/Container';
import { cx } from '~/components/ui/cx';

import { ADMIN_SECTIONS, isCurrentSection, MESSAGES_PATH, type AdminArea } from './admin-sections';
import { TeamSwitcher } from './TeamSwitcher';
import { UnreadMessagesCount } from './UnreadMessagesCount';

export type { AdminArea };

const AREA_LABELS: Record<AdminArea, string> = { team: 'Team admin', system: 'System admin' };

/** Under the site header: the area's sections (scrolling sideways on a phone) and the team. */
export function AdminBar({ area }: { area: AdminArea }) {
  const { pathname } = useRouter();
  return (
    <div className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <Container
        width="wide"
        className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between"
      >
        <nav aria-label={AREA_LABELS[area]} className="-mx-1 overflow-x-auto">
          <ul className="flex items-center gap-1 px-1">
            {ADMIN_SECTIONS[area].map((section) => {
              const current = isCurrentSection(section.href, pathname);
              return (
                <li key={section.href}>
                  <Link
                    href={section.href}
                    aria-current={current ? 'page' : undefined}
                    className={cx(
                      'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                      current
                        ? 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                    )}
                  >
                    {section.label}
                    {section.href === MESSAGES_PATH && <UnreadMessagesCount />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {area === 'team' && (
          <section aria-label="Current team">
            <TeamSwitcher />
          </section>
        )}
      </Container>
    </div>
  );
}
