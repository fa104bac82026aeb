import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';

import { useCurrentTeam } from '~/components/admin/current-team';
import { useTeamPermissions } from '~/components/admin/use-team-permissions';

import { nextPageByCursor, useListSearch } from './use-list-search';

/**
 * The state of a team's admin list: the current team and whether the viewer may edit it, the
 * search box and one filter whose `allValue` filters nothing, and what the list's infinite query
 * takes.
 */
export function useTeamList<Filter extends string>(allValue: Filter) {
  const { current } = useCurrentTeam();
  const { canEdit } = useTeamPermissions(current.team?.id);
  const { search, setSearch, searched, page } = useListSearch();
  const [filter, setFilter] = useState<Filter>(allValue);
  const teamId = current.team?.id ?? '';
  return {
    current,
    teamId,
    canEdit,
    search,
    setSearch,
    /** The team, the search and the page size, for the list's infinite query. */
    page: { teamId, ...page },
    filter,
    setFilter,
    filtered: searched !== '' || filter !== allValue,
    /** Options of the list's infinite query: a page at a time, the last page kept on screen
     *  while a new search loads. */
    queryOptions: {
      ...nextPageByCursor,
      enabled: current.status === 'chosen',
      placeholderData: keepPreviousData,
    },
  };
}
