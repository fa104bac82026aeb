import type { TeamRole } from '~/server/generated/prisma/enums';

/** How each team role is named on screen. */
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  member: 'Member',
  admin: 'Admin',
  owner: 'Owner',
};

/** Admins and owners change the team's content; members read it, drafts included. */
export function canEditTeamContent(role: TeamRole | null, isSystemAdmin: boolean): boolean {
  return isSystemAdmin || role === 'admin' || role === 'owner';
}
