import { Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import Link from 'next/link';

import { Badge } from '~/components/ui/Badge';
import { Skeleton } from '~/components/ui/Skeleton';
import { ChevronDownIcon, UsersIcon } from '~/components/ui/icons';
import { CheckIcon } from '~/features/admin/icons';
import { useCurrentTeam } from '~/features/admin/current-team';

import { TEAM_ROLE_LABELS } from '../team-roles';

/** Picks the team whose content the admin screens show; the browser remembers the choice. */
export function TeamSwitcher() {
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
    <Listbox value={current.team.id} onChange={chooseTeam}>
      <div className="flex items-center gap-2">
        <Label className="text-sm text-slate-600 dark:text-slate-400">Team</Label>
        <ListboxButton className="inline-flex h-9 max-w-64 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 shadow-sm hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800">
          <span className="truncate">{current.team.name}</span>
          <ChevronDownIcon className="size-4 shrink-0 text-slate-500" />
        </ListboxButton>
      </div>
      <ListboxOptions
        anchor="bottom end"
        className="z-50 mt-1 w-72 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      >
        {teams.map((team) => (
          <ListboxOption
            key={team.id}
            value={team.id}
            className="group flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-900 data-focus:bg-slate-100 dark:text-slate-100 dark:data-focus:bg-slate-800"
          >
            <CheckIcon className="invisible size-4 shrink-0 text-brand-600 group-data-selected:visible dark:text-brand-300" />
            <span className="flex-1 truncate">{team.name}</span>
            <Badge>{TEAM_ROLE_LABELS[team.role]}</Badge>
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
