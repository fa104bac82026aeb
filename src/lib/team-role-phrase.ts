import type { TeamRole } from '~/server/generated/prisma/enums';

const PHRASES: Record<TeamRole, string> = {
  member: 'a member',
  admin: 'an admin',
  owner: 'an owner',
};

/** A team role in a sentence ("invited as an admin"): the invitation email and its page. */
export function teamRolePhrase(role: TeamRole): string {
  return PHRASES[role];
}
