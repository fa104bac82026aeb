import type { Prisma } from '~/server/generated/prisma/client';
import type { AuditedEntity } from '~/server/records/audit';

/* One membership of a team as the members screen and the audit log see it. */

export const memberFields = {
  id: true,
  role: true,
  createdAt: true,
  user: { select: { id: true, fullName: true, email: true, avatarUrl: true } },
} satisfies Prisma.TeamMemberSelect;

export type MemberRow = Prisma.TeamMemberGetPayload<{ select: typeof memberFields }>;

export function toMember({ user, role, createdAt }: MemberRow) {
  return {
    userId: user.id,
    fullName: user.fullName,
    email: user.email,
    avatarUrl: user.avatarUrl,
    role,
    joinedAt: createdAt,
  };
}

/** The audit log's view of the team's memberships: who, and the role they hold. */
export const auditedMember = (teamId: string): AuditedEntity<MemberRow> => ({
  type: 'team_member',
  fields: ['role'],
  label: (membership) => `${membership.user.fullName} (${membership.user.email})`,
  teamId: () => teamId,
});
