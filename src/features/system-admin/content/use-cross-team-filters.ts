import { useState } from 'react';

import { useDebouncedValue } from '~/features/admin/list/use-debounced-value';
import type { SystemContentListInput } from '~/schemas/system-content';

export const CROSS_TEAM_PAGE_SIZE = 20;

/** The team filter and title search of a list of every team's content, and the query input. */
export function useCrossTeamFilters() {
  const [teamId, setTeamId] = useState('');
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const input: SystemContentListInput = {
    teamId: teamId || null,
    search: settledSearch,
    limit: CROSS_TEAM_PAGE_SIZE,
  };
  return { teamId, setTeamId, search, setSearch, input };
}
export type CrossTeamFilters = ReturnType<typeof useCrossTeamFilters>;
