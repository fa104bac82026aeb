import Link from 'next/link';
import { useId } from 'react';

import { useCurrentTeam } from '~/components/admin/current-team';
import { ChevronDownIcon, UsersIcon } from '~/components/ui/icons';
import { Skeleton } from '~/components/ui/Skeleton';

/**
 * Picks the team whose content the admin screens show; the browser remembers the choice. A
 * native select: keyboard, screen readers and phones handle it as they handle every other.
 */
export function TeamSwitcher() {
  const id = useId();
  const { current, teams, chooseTeam } = useCurrentTeam();
  if (current.status === 'resolving') return <Skeleton className="h-9 w-48" />;
  if (current.status === 'none') {
    return (
      <Link
        href="/teams"
        className="inline-flex items-center gap-2 self-start rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 sm:self-auto dark:text-brand-300 dark:hover:bg-brand-950"
      >
        <UsersIcon className="size-4" />
        No team yet
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600 dark:text-slate-400">
        Team
      </label>
      <div className="relative">
        <select
          id={id}
          value={current.team.id}
          onChange={(event) => chooseTeam(event.target.value)}
          className="h-9 max-w-64 appearance-none truncate rounded-lg border border-slate-300 bg-white py-0 pr-9 pl-3 text-sm font-medium text-slate-900 shadow-sm hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
      </div>
    </div>
  );
}
