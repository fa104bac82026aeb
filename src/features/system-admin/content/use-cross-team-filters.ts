import { useState } from 'react';

import { useListSearch } from '~/components/admin/list/use-list-search';
import type { SystemContentListInput } from '~/schemas/system-content';

/** The team filter and title search of a list of every team's content, and the query input. */
export function useCrossTeamFilters() {
  const [teamId, setTeamId] = useState('');
  const { search, setSearch, page } = useListSearch();
  const input: SystemContentListInput = {
    teamId: teamId || null,
    ...page,
  };
  return { teamId, setTeamId, search, setSearch, input };
}
export type CrossTeamFilters = ReturnType<typeof useCrossTeamFilters>;
