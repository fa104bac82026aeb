import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';

import { useCurrentTeam } from '~/features/admin/current-team';
import { useTeamPermissions } from '~/features/admin/use-team-permissions';

import { useDebouncedValue } from '~/features/admin/list/use-debounced-value';

export const TEAM_LIST_PAGE_SIZE = 20;

/**
 * The state of a team's admin list: the current team and whether the viewer may edit it, the
 * search box (and the search once typing pauses) and one filter whose `allValue` filters nothing.
 */
export function useTeamList<Filter extends string>(allValue: Filter) {
  const { current } = useCurrentTeam();
  const { canEdit } = useTeamPermissions(current.team?.id);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>(allValue);
  const searched = useDebouncedValue(search.trim());
  return {
    current,
    teamId: current.team?.id ?? '',
    canEdit,
    search,
    setSearch,
    searched,
    filter,
    setFilter,
    filtered: searched !== '' || filter !== allValue,
    /** Options of the list's infinite query: a page at a time, the last page kept on screen
     *  while a new search loads. */
    queryOptions: {
      enabled: current.status === 'chosen',
      getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
    },
  };
}
