import { formatLongDate } from '~/lib/format-date';
import { INVITATION_PATH } from '~/lib/return-path';
import { absoluteUrl } from '~/lib/site-url';
import type { AcceptInvitationInput } from '~/schemas/auth';
import type { InvitationIdInput } from '~/schemas/team';
import { linkTokenHash, newLinkToken } from '~/server/auth/link-token';
import { hashPassword } from '~/server/auth/password';
import type { Tx } from '~/server/db';
import { conflict, forbidden, notFound, refusedAsNotFound, writeOrConflict } from '~/server/errors';
import type { Prisma, TeamRole } from '~/server/generated/prisma/client';
import { openOwnAccount } from '~/server/modules/user/user-accounts.service';
import { invitationEmail } from '~/server/outbox/emails/invitation';
import { queueEmail } from '~/server/outbox/enqueue';
import { mayManageTeamRole } from '~/server/policy';
import { auditEntry, recordAudit, type AuditedEntity } from '~/server/records/audit';
import type { ServiceContext } from '~/server/service-context';

import { auditedMember, memberFields } from './membership';

/*
 * Invitations: a team admin adds an address that has no account, and the person gets a link to
 * open one and join the team in the invited role. A link works for 7 days and once; sending it
 * again makes a new link and the old one stops working. Only the token's hash is kept.
 */

const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const invitationSelect = {
  id: true,
  teamId: true,
  email: true,
  role: true,
  expiresAt: true,
  acceptedAt: true,
  revokedAt: true,
  createdAt: true,
  invitedBy: { select: { fullName: true } },
} satisfies Prisma.InvitationSelect;

type InvitationRow = Prisma.InvitationGetPayload<{ select: typeof invitationSelect }>;

const auditedInvitation: AuditedEntity<InvitationRow> = {
  type: 'team_invitation',
  fields: ['email', 'role', 'expiresAt'],
  label: (invitation) => invitation.email,
  teamId: (invitation) => invitation.teamId,
};

/** What the members screen shows of a waiting invitation. */
function toInvitation(row: InvitationRow) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt,
    expired: row.expiresAt.getTime() <= Date.now(),
    invitedAt: row.createdAt,
    invitedBy: row.invitedBy?.fullName ?? null,
  };
}

/** Neither accepted nor revoked (an expired one still waits, to be sent again or revoked). */
const waiting = { acceptedAt: null, revokedAt: null } as const;

export function invitationUrl(token: string): string {
  return absoluteUrl(`${INVITATION_PATH}?token=${encodeURIComponent(token)}`);
}

const withTeamName = { ...invitationSelect, team: { select: { name: true } } } as const;

/** A link's token and the end of its week, for a new invitation or one sent again. */
function newLink() {
  const { token, tokenHash } = newLinkToken();
  return { token, data: { tokenHash, expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS) } };
}

/** Emails the link of `token` for the invitation just written, and logs the write. */
async function emailInvitation(
  tx: Tx,
  {
    token,
    before,
    after,
    actorId,
    action,
  }: {
    token: string;
    before: InvitationRow | null;
    after: InvitationRow & { team: { name: string } };
    actorId: string;
    action: 'invite' | 'resend_invitation';
  },
) {
  const inviter = await tx.user.findUnique({ where: { id: actorId }, select: { fullName: true } });
  const content = await invitationEmail({
    teamName: after.team.name,
    inviterName: inviter?.fullName ?? null,
    role: after.role,
    acceptUrl: invitationUrl(token),
    expiresOn: formatLongDate(after.expiresAt),
  });
  await queueEmail(tx, { kind: 'invitation', to: [after.email], content, teamId: after.teamId });
  await recordAudit(tx, auditEntry(auditedInvitation, { action, actorId, before, after }));
  return toInvitation(after);
}

/** Sends a waiting invitation again with a new link: the old one stops working. */
async function renewInvitation(tx: Tx, { id, actorId }: { id: string; actorId: string }) {
  const before = await tx.invitation.findUniqueOrThrow({ where: { id }, select: invitationSelect });
  const { token, data } = newLink();
  const after = await tx.invitation.update({ where: { id }, data, select: withTeamName });
  return emailInvitation(tx, { token, before, after, actorId, action: 'resend_invitation' });
}

/**
 * Invites an address without an account, inside the caller's transaction. While an invitation
 * to it waits, inviting again in the same role sends that one again.
 */
export async function inviteIn(
  tx: Tx,
  {
    teamId,
    actorId,
    email,
    role,
  }: { teamId: string; actorId: string; email: string; role: TeamRole },
) {
  const existing = await tx.invitation.findFirst({
    where: { teamId, email: { equals: email, mode: 'insensitive' }, ...waiting },
    select: { id: true, role: true },
  });
  if (existing) {
    // Another role would let an admin turn an owner's invitation into one they may handle.
    if (existing.role !== role) {
      throw conflict(
        `An invitation to this address is already waiting, as ${existing.role}. Revoke it to invite the address in another role.`,
        { field: 'email' },
      );
    }
    return renewInvitation(tx, { id: existing.id, actorId });
  }
  const { token, data } = newLink();
  const after = await writeOrConflict(
    tx.invitation.create({
      data: { teamId, email, role, invitedById: actorId, ...data },
      select: withTeamName,
    }),
    conflict('An invitation to this address is already waiting.', { field: 'email' }),
  );
  return emailInvitation(tx, { token, before: null, after, actorId, action: 'invite' });
}

/** The team's waiting invitations, newest first, expired ones included. */
export async function listInvitations(ctx: ServiceContext, { teamId }: { teamId: string }) {
  const rows = await ctx.db.invitation.findMany({
    where: { teamId, ...waiting },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: invitationSelect,
  });
  return rows.map(toInvitation);
}

/** A waiting invitation of the team that the caller may handle (owners handle admins' and owners'). */
async function requireWaiting(
  tx: Tx,
  {
    teamId,
    invitationId,
    actorIsOwner,
  }: { teamId: string; invitationId: string; actorIsOwner: boolean },
) {
  const invitation = await tx.invitation.findFirst({
    where: { id: invitationId, teamId, ...waiting },
    select: invitationSelect,
  });
  if (!invitation) throw notFound('Invitation');
  if (!mayManageTeamRole(actorIsOwner, invitation.role)) {
    throw forbidden('Only team owners can handle invitations of admins and owners.');
  }
  return invitation;
}

type InvitationAction = InvitationIdInput & {
  teamId: string;
  actorId: string;
  actorIsOwner: boolean;
};

/** Sends a waiting invitation again: a new link, a new week; the old link stops working. */
export function resendInvitation(ctx: ServiceContext, { actorId, ...target }: InvitationAction) {
  return ctx.db.$transaction(async (tx) => {
    const { id } = await requireWaiting(tx, target);
    return renewInvitation(tx, { id, actorId });
  });
}

/** Withdraws a waiting invitation: its link stops working. */
export function revokeInvitation(ctx: ServiceContext, { actorId, ...target }: InvitationAction) {
  return ctx.db.$transaction(async (tx) => {
    const before = await requireWaiting(tx, target);
    const after = await tx.invitation.update({
      where: { id: before.id },
      data: { revokedAt: new Date() },
      select: invitationSelect,
    });
    await recordAudit(
      tx,
      auditEntry(auditedInvitation, {
        action: 'revoke_invitation',
        actorId,
        before,
        after,
      }),
    );
    return { id: after.id };
  });
}

/** Why a link opens no invitation, in the words its page shows. */
export const INVITATION_LINK_MESSAGES = {
  unknown: 'This invitation link is not valid. Ask a team admin for a new one.',
  expired: 'This invitation has expired. Ask a team admin to send it again.',
  revoked: 'This invitation was withdrawn. Ask a team admin if you should still join.',
  accepted: 'This invitation was already used. Sign in with the account it opened.',
} as const;
export type InvitationLinkProblem = keyof typeof INVITATION_LINK_MESSAGES;

/** The invitation a link opens while it works; else why it does not. */
export async function invitationOfLink(
  ctx: ServiceContext,
  { token }: { token: string },
): Promise<
  | { ok: true; email: string; teamName: string; role: TeamRole }
  | { ok: false; problem: InvitationLinkProblem }
> {
  const row = await ctx.db.invitation.findUnique({
    where: { tokenHash: linkTokenHash(token) },
    select: { ...invitationSelect, team: { select: { name: true } } },
  });
  if (!row) return { ok: false, problem: 'unknown' };
  if (row.acceptedAt) return { ok: false, problem: 'accepted' };
  if (row.revokedAt) return { ok: false, problem: 'revoked' };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, problem: 'expired' };
  return { ok: true, email: row.email, teamName: row.team.name, role: row.role };
}

/**
 * Opens the invited account (name and password from the form, the address the invitation's)
 * and makes it a member of the team in the invited role, spending the link. Of two submissions
 * with one link only the first finds it.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  { token, password, fullName }: AcceptInvitationInput,
): Promise<{ email: string }> {
  const link = await invitationOfLink(ctx, { token });
  // Checked before the password is hashed, so wrong tokens cost the server nothing.
  if (!link.ok) throw refusedAsNotFound(INVITATION_LINK_MESSAGES[link.problem]);
  const passwordHash = await hashPassword(password);
  return ctx.db.$transaction(async (tx) => {
    const tokenHash = linkTokenHash(token);
    const spent = await tx.invitation.updateMany({
      where: { tokenHash, ...waiting, expiresAt: { gt: new Date() } },
      data: { acceptedAt: new Date() },
    });
    if (spent.count === 0) throw refusedAsNotFound(INVITATION_LINK_MESSAGES.accepted);
    const invitation = await tx.invitation.findUniqueOrThrow({
      where: { tokenHash },
      select: { teamId: true, email: true, role: true },
    });
    const user = await openOwnAccount(tx, {
      email: invitation.email,
      fullName,
      passwordHash,
      systemAdmin: false,
      action: 'accept_invitation',
    });
    const membership = await tx.teamMember.create({
      data: { teamId: invitation.teamId, userId: user.id, role: invitation.role },
      select: memberFields,
    });
    await recordAudit(
      tx,
      auditEntry(auditedMember(invitation.teamId), {
        action: 'accept_invitation',
        actorId: user.id,
        before: null,
        after: membership,
      }),
    );
    return { email: user.email };
  });
}
