import { canEditTeamContent } from './team-roles';
import { useViewer } from './viewer';

/**
 * What the viewer may do with one team's content: everyone who sees it may read it; admins,
 * owners and system admins may change it. Mirrors the server's procedure kinds, which decide.
 */
export function useTeamPermissions(teamId: string | null | undefined) {
  const viewer = useViewer();
  const role = viewer.teams.find((team) => team.id === teamId)?.role ?? null;
  return { role, canEdit: canEditTeamContent(role, viewer.isSystemAdmin) };
}

/** The viewer's teams whose content they may change (the teams a new record may go to). */
export function useEditableTeams() {
  const viewer = useViewer();
  return viewer.teams.filter((team) => canEditTeamContent(team.role, viewer.isSystemAdmin));
}
