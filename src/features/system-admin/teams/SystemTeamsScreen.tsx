import { useState } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { PlusIcon, TrashIcon } from '~/components/admin/icons';
import { PagedList } from '~/components/admin/list/PagedList';
import { nextPageByCursor, useListSearch } from '~/components/admin/list/use-list-search';
import { Button, ButtonLink } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { EmptyState } from '~/components/ui/EmptyState';
import { UsersIcon } from '~/components/ui/icons';
import { teamMembersPath } from '~/features/teams/team-paths';
import { countLabel } from '~/lib/count-label';
import { formatLongDate } from '~/lib/format-date';
import { api } from '~/utils/api';

import { SearchField } from '../SearchField';
import { DeleteTeamDialog } from './DeleteTeamDialog';
import { teamContentsText, type SystemTeam } from './team-contents';

export const systemTeamPath = (teamId: string) => `/system-admin/teams/${teamId}`;

/** /system-admin/teams: every team with what it holds, searched by name or slug. */
export function SystemTeamsScreen() {
  const { search, setSearch, searched, page } = useListSearch();
  const query = api.team.systemList.useInfiniteQuery(page, nextPageByCursor);
  const utils = api.useUtils();
  const [deleting, setDeleting] = useState<SystemTeam | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Teams"
        description="Every team, what it holds, and its members."
        actions={
          <ButtonLink href="/teams/create">
            <PlusIcon className="size-4" />
            New Team
          </ButtonLink>
        }
      />
      <div className="mb-6">
        <SearchField
          label="Search teams"
          value={search}
          onChange={setSearch}
          placeholder="Name or slug"
        />
      </div>
      <PagedList
        query={query}
        layout="cards"
        noun="teams"
        label="Teams"
        empty={
          <EmptyState
            icon={<UsersIcon />}
            title={searched ? 'No teams match' : 'No teams yet'}
            description={searched ? 'Try another name or slug.' : 'Create the first team to begin.'}
          />
        }
      >
        {(team) => (
          <Card as="li" key={team.id} className="flex flex-col gap-3">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <h2 className="text-base font-semibold text-slate-900 dark:text-white">
                {team.name}
              </h2>
              <span className="font-mono text-sm text-slate-600 dark:text-slate-400">
                {team.slug}
              </span>
            </div>
            {team.description && (
              <p className="text-sm text-slate-700 dark:text-slate-300">{team.description}</p>
            )}
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {countLabel(team.counts.members, 'member')}; {teamContentsText(team)}. Created{' '}
              {formatLongDate(team.createdAt)}.
            </p>
            <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
              <ButtonLink
                href={systemTeamPath(team.id)}
                variant="outline"
                size="sm"
                aria-label={`Edit ${team.name}`}
              >
                Edit
              </ButtonLink>
              <ButtonLink
                href={teamMembersPath(team.slug)}
                variant="outline"
                size="sm"
                aria-label={`Members of ${team.name}`}
              >
                Members
              </ButtonLink>
              <Button
                variant="danger"
                size="sm"
                onClick={() => setDeleting(team)}
                aria-label={`Delete ${team.name}`}
              >
                <TrashIcon className="size-4" />
                Delete
              </Button>
            </div>
          </Card>
        )}
      </PagedList>
      <DeleteTeamDialog
        team={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() =>
          Promise.all([utils.team.systemList.invalidate(), utils.stats.system.invalidate()])
        }
      />
    </>
  );
}
