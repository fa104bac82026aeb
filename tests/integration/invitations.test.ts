/**
 * Team invitations: adding an address without an account emails it a link (a real SMTP server)
 * that opens the account and joins the team in the invited role, once, within 7 days; the
 * members screen lists the invitation, sends it again (the old link dies) or revokes it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { invitationPageProps } from '~/features/auth/link-page-props';
import { INVITATION_PATH } from '~/lib/return-path';
import { verifyPassword } from '~/server/auth/password';
import { INVITATION_LINK_MESSAGES } from '~/server/modules/team/invitation.service';

import { callerAs, callerFor, errorOf } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createStaffedTeam, type TestUser } from '../helpers/factories';
import { deliverEmails, tokenOfLink } from '../helpers/outbox';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const database = useTestDatabase();
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(async () => {
  sink.received.length = 0;
  await database().db.outboxMessage.deleteMany();
});

const as = (user: TestUser) => callerAs(database().db, user).team;
const visitor = () => callerFor(database().db, null).auth;

/** Adds an address without an account, which must come back as an invitation. */
async function invite(user: TestUser, input: Parameters<ReturnType<typeof as>['addMember']>[0]) {
  const added = await as(user).addMember(input);
  if (added.kind !== 'invitation') throw new Error(`${input.email} was added, not invited.`);
  return added;
}

/** Delivers the outbox and returns the token of the newest invitation that arrived for `to`. */
async function invitationToken(to: string) {
  await deliverEmails(database().db, sink.transport());
  const mails = sink.received.filter((received) => received.to === to);
  expect(mails.length).toBeGreaterThan(0);
  return tokenOfLink(mails.at(-1)!.mail, INVITATION_PATH);
}

async function openInvitation(token: string) {
  const res = { setHeader: () => undefined };
  return (await invitationPageProps({ query: { token }, res: res as never })).props;
}

const newcomer = { fullName: 'Nina Newcomer', password: 'a long enough password' };

describe('inviting an address without an account', () => {
  it('emails a link that opens the account and joins the team in the invited role', async () => {
    const { db } = database();
    const { team, owner } = await createStaffedTeam(db);

    const invited = await invite(owner, {
      teamId: team.id,
      email: 'Nina@Example.test',
      role: 'admin',
    });
    expect(invited).toMatchObject({
      kind: 'invitation',
      email: 'nina@example.test',
      role: 'admin',
    });

    const token = await invitationToken('nina@example.test');
    const { mail } = sink.received[0]!;
    expect(mail.subject).toBe(`You are invited to join ${team.name} on Teamfolio`);
    expect(mail.text).toContain(`${owner.fullName} invited you to join ${team.name}`);
    expect(mail.text).toContain('as an admin');
    expect(await openInvitation(token)).toEqual({
      ok: true,
      token,
      email: 'nina@example.test',
      teamName: team.name,
      role: 'admin',
    });

    await expect(visitor().acceptInvitation({ token, ...newcomer })).resolves.toEqual({
      email: 'nina@example.test',
    });
    const user = await db.user.findUniqueOrThrow({
      where: { email: 'nina@example.test' },
      include: { memberships: true },
    });
    expect(user.fullName).toBe(newcomer.fullName);
    expect(await verifyPassword(user.passwordHash, newcomer.password)).toBe(true);
    expect(user.memberships).toEqual([expect.objectContaining({ teamId: team.id, role: 'admin' })]);
    expect(await as(owner).invitations({ teamId: team.id })).toEqual([]);

    const log = await db.auditEntry.findMany({ orderBy: { createdAt: 'asc' } });
    expect(log.map((entry) => [entry.action, entry.entityType])).toEqual([
      ['invite', 'team_invitation'],
      ['accept_invitation', 'user'],
      ['accept_invitation', 'team_member'],
    ]);

    // Used: the link says so and opens nothing more.
    expect(await openInvitation(token)).toEqual({
      ok: false,
      problem: INVITATION_LINK_MESSAGES.accepted,
    });
    await expect(visitor().acceptInvitation({ token, ...newcomer })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: INVITATION_LINK_MESSAGES.accepted,
    });
  });

  it('lists the waiting invitation as invited, for team admins only', async () => {
    const { db } = database();
    const { team, admin, member } = await createStaffedTeam(db);
    await as(admin).addMember({ teamId: team.id, email: 'listed@example.test' });

    expect(await as(admin).invitations({ teamId: team.id })).toEqual([
      expect.objectContaining({
        email: 'listed@example.test',
        role: 'member',
        expired: false,
        invitedBy: admin.fullName,
        expiresAt: expect.any(Date),
      }),
    ]);
    const [invitation] = await as(admin).invitations({ teamId: team.id });
    const week = 7 * 24 * 60 * 60 * 1000;
    expect(Math.abs(invitation!.expiresAt.getTime() - Date.now() - week)).toBeLessThan(60_000);
    await expect(as(member).invitations({ teamId: team.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('keeps adding an existing account at once, as before', async () => {
    const { db } = database();
    const { team, owner, outsider } = await createStaffedTeam(db);
    await expect(
      as(owner).addMember({ teamId: team.id, email: outsider.email }),
    ).resolves.toMatchObject({ kind: 'member', userId: outsider.id });
    await deliverEmails(db, sink.transport());
    expect(sink.received).toEqual([]);
  });
});

describe('a waiting invitation', () => {
  it('sent again gets a new link; the old one stops working', async () => {
    const { db } = database();
    const { team, owner, admin } = await createStaffedTeam(db);
    const invited = await invite(admin, { teamId: team.id, email: 'twice@example.test' });
    const first = await invitationToken('twice@example.test');

    await as(admin).resendInvitation({ teamId: team.id, invitationId: invited.id });
    const second = await invitationToken('twice@example.test');
    expect(second).not.toBe(first);
    expect(await openInvitation(first)).toEqual({
      ok: false,
      problem: INVITATION_LINK_MESSAGES.unknown,
    });

    // Adding the same address again sends the same invitation again: still one waiting.
    await as(admin).addMember({ teamId: team.id, email: 'twice@example.test' });
    const third = await invitationToken('twice@example.test');
    expect(await as(admin).invitations({ teamId: team.id })).toHaveLength(1);
    expect(await openInvitation(second)).toMatchObject({ ok: false });
    // In another role it is refused: the waiting invitation is revoked first.
    await expect(
      as(owner).addMember({ teamId: team.id, email: 'twice@example.test', role: 'admin' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message:
        'An invitation to this address is already waiting, as member. Revoke it to invite the address in another role.',
    });
    await expect(visitor().acceptInvitation({ token: third, ...newcomer })).resolves.toEqual({
      email: 'twice@example.test',
    });
  });

  it('revoked, opens nothing', async () => {
    const { db } = database();
    const { team, admin } = await createStaffedTeam(db);
    const invited = await invite(admin, { teamId: team.id, email: 'revoked@example.test' });
    const token = await invitationToken('revoked@example.test');

    await as(admin).revokeInvitation({ teamId: team.id, invitationId: invited.id });
    expect(await openInvitation(token)).toEqual({
      ok: false,
      problem: INVITATION_LINK_MESSAGES.revoked,
    });
    await expect(visitor().acceptInvitation({ token, ...newcomer })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await db.user.count({ where: { email: 'revoked@example.test' } })).toBe(0);
    expect(await as(admin).invitations({ teamId: team.id })).toEqual([]);
  });

  it('expired, opens nothing but is still listed, to send again', async () => {
    const { db } = database();
    const { team, admin } = await createStaffedTeam(db);
    await as(admin).addMember({ teamId: team.id, email: 'late@example.test' });
    const token = await invitationToken('late@example.test');
    await db.invitation.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });

    expect(await openInvitation(token)).toEqual({
      ok: false,
      problem: INVITATION_LINK_MESSAGES.expired,
    });
    await expect(visitor().acceptInvitation({ token, ...newcomer })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: INVITATION_LINK_MESSAGES.expired,
    });
    expect(await as(admin).invitations({ teamId: team.id })).toEqual([
      expect.objectContaining({ email: 'late@example.test', expired: true }),
    ]);
  });

  it('of an admin is handled by owners only', async () => {
    const { db } = database();
    const { team, owner, admin } = await createStaffedTeam(db);
    const invited = await invite(owner, {
      teamId: team.id,
      email: 'future-admin@example.test',
      role: 'admin',
    });
    // Each call made only when awaited: a refusal nobody awaits yet is an unhandled rejection.
    for (const call of [
      () => as(admin).resendInvitation({ teamId: team.id, invitationId: invited.id }),
      () => as(admin).revokeInvitation({ teamId: team.id, invitationId: invited.id }),
    ]) {
      expect(await errorOf(call())).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only team owners can handle invitations of admins and owners.',
      });
    }
  });

  it('of another team is not found', async () => {
    const { db } = database();
    const home = await createStaffedTeam(db);
    const other = await createStaffedTeam(db);
    const invited = await invite(other.owner, {
      teamId: other.team.id,
      email: 'elsewhere@example.test',
    });
    await expect(
      as(home.owner).revokeInvitation({ teamId: home.team.id, invitationId: invited.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
