import type { ReactNode } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { useCurrentTeam } from '~/components/admin/current-team';
import { NoTeamSelected } from '~/components/admin/NoTeamSelected';
import { useViewer } from '~/components/admin/viewer';

import { type ListFilter, ListToolbar } from './ListToolbar';

/**
 * The frame of a team's admin list: the header with its actions, then the search and filter
 * above the list, or 'No Team Selected' when the viewer has no current team.
 */
export function TeamListFrame<Filter extends string>({
  title,
  description,
  actions,
  search,
  onSearch,
  filter,
  searchLabel,
  summary,
  children,
}: {
  title: string;
  /** The line under the title, for the current team's name. */
  description: (teamName: string) => string;
  actions: ReactNode;
  search: string;
  onSearch: (search: string) => void;
  filter: ListFilter<Filter>;
  /** What the search box searches, when not the title. */
  searchLabel?: string;
  /** Between the header and the search: a figure about the whole list (the storage it takes). */
  summary?: ReactNode;
  /** The list's body (a PagedList). */
  children: ReactNode;
}) {
  const viewer = useViewer();
  const { current } = useCurrentTeam();
  return (
    <>
      <AdminPageHeader
        title={title}
        description={current.team ? description(current.team.name) : undefined}
        actions={actions}
      />
      {current.status === 'none' ? (
        <NoTeamSelected isSystemAdmin={viewer.isSystemAdmin} />
      ) : (
        <>
          {summary}
          <ListToolbar
            search={search}
            onSearch={onSearch}
            filter={filter}
            searchLabel={searchLabel}
          />
          {children}
        </>
      )}
    </>
  );
}
