import type { TeamRole } from '~/server/generated/prisma/client';

/**
 * Who may give or take away a team role: admins handle members; admins and owners are handled
 * by owners only (`actorIsOwner`: an owner of the team or a system admin).
 */
export function mayManageTeamRole(actorIsOwner: boolean, role: TeamRole): boolean {
  return role === 'member' || actorIsOwner;
}
