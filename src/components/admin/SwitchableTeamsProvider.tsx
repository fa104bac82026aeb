import type { ReactNode } from 'react';

import { CurrentTeamProvider, type TeamChoice } from '~/components/admin/current-team';
import { useViewer } from '~/components/admin/viewer';
import { api } from '~/utils/api';

/**
 * The current team, chosen among the viewer's own teams and, for a system admin, every other
 * team after them (they may act on all of them).
 */
export function SwitchableTeamsProvider({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const everyTeam = api.team.options.useQuery(undefined, { enabled: viewer.isSystemAdmin });
  let teams: readonly TeamChoice[] | undefined = viewer.teams;
  if (viewer.isSystemAdmin && everyTeam.data) {
    const own = new Set(viewer.teams.map((team) => team.id));
    teams = [...viewer.teams, ...everyTeam.data.filter((team) => !own.has(team.id))];
  } else if (viewer.isSystemAdmin && everyTeam.isPending) {
    teams = undefined;
  }
  return <CurrentTeamProvider teams={teams}>{children}</CurrentTeamProvider>;
}
