import { describe, expect, it } from 'vitest';

import type { TeamRole } from '~/server/generated/prisma/client';

import { callerAs, callerFor } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createStaffedTeam, createTeam, createUser, type TestUser } from '../helpers/factories';
import { withRefusingTrigger } from '../helpers/refusing-trigger';

const database = useTestDatabase();
const as = (user: TestUser) => callerAs(database().db, user);

async function roleOf(teamId: string, user: TestUser): Promise<TeamRole | null> {
  const row = await database().db.teamMember.findUnique({
    where: { teamId_userId: { teamId, userId: user.id } },
  });
  return row?.role ?? null;
}

describe('team.create', () => {
  it('refuses a signed-out caller with the spec message', async () => {
    await expect(
      callerFor(database().db, null).team.create({ name: 'Nobody’s team' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'User not authenticated' });
  });

  it('creates the team with a slug from its name and makes the caller its owner', async () => {
    const { db } = database();
    const user = await createUser(db);
    const team = await as(user).team.create({
      name: '  AI Hackathon: Week 1! ',
      description: 'Eight weeks of building.',
    });

    expect(team).toMatchObject({
      name: 'AI Hackathon: Week 1!',
      slug: 'ai-hackathon-week-1',
      description: 'Eight weeks of building.',
      role: 'owner',
    });
    expect(await roleOf(team.id, user)).toBe('owner');
    const row = await db.team.findUniqueOrThrow({ where: { id: team.id } });
    expect(row.createdById).toBe(user.id);
  });

  it('uses a slug the caller gives', async () => {
    const user = await createUser(database().db);
    const team = await as(user).team.create({ name: 'Whatever', slug: 'my-team' });
    expect(team.slug).toBe('my-team');
  });

  it('refuses a slug that is taken', async () => {
    const { db } = database();
    const user = await createUser(db);
    await createTeam(db, { slug: 'taken-slug' });
    await expect(as(user).team.create({ name: 'Taken Slug' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A team with this slug already exists.',
    });
    expect(await db.team.count({ where: { createdById: user.id } })).toBe(0);
  });

  it('refuses a malformed slug and a name without letters or digits', async () => {
    const user = await createUser(database().db);
    await expect(as(user).team.create({ name: 'Team', slug: 'Not A Slug' })).rejects.toThrow(
      'Use lowercase letters, digits and single hyphens only.',
    );
    await expect(as(user).team.create({ name: '!!!' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('team.mine and team.bySlug', () => {
  it('lists only the caller’s teams, with the caller’s role', async () => {
    const { db } = database();
    const { team, admin } = await createStaffedTeam(db);
    const own = await createTeam(db, {
      name: 'A first',
      members: [{ user: admin, role: 'owner' }],
    });
    await createTeam(db); // a team admin is not part of

    const mine = await as(admin).team.mine();
    expect(mine.map((t) => [t.id, t.role])).toEqual([
      [own.id, 'owner'],
      [team.id, 'admin'],
    ]);
  });

  it('shows a team to its members and to system admins', async () => {
    const { team, member, systemAdmin } = await createStaffedTeam(database().db);

    expect(await as(member).team.bySlug({ slug: team.slug })).toMatchObject({
      id: team.id,
      role: 'member',
      memberCount: 3,
    });
    expect(await as(systemAdmin).team.bySlug({ slug: team.slug })).toMatchObject({
      id: team.id,
      role: null,
    });
  });

  it('answers NOT_FOUND to outsiders, as for a slug that does not exist', async () => {
    const { team, outsider } = await createStaffedTeam(database().db);
    const notFound = { code: 'NOT_FOUND', message: 'Team not found' };
    await expect(as(outsider).team.bySlug({ slug: team.slug })).rejects.toMatchObject(notFound);
    await expect(as(outsider).team.bySlug({ slug: 'no-such-team' })).rejects.toMatchObject(
      notFound,
    );
  });
});

describe('team.members', () => {
  it('lists members owners first, with name, email and role', async () => {
    const { team, owner, admin, member } = await createStaffedTeam(database().db);
    const members = await as(member).team.members({ teamId: team.id });
    expect(members.map((m) => [m.userId, m.fullName, m.email, m.role])).toEqual([
      [owner.id, owner.fullName, owner.email, 'owner'],
      [admin.id, admin.fullName, admin.email, 'admin'],
      [member.id, member.fullName, member.email, 'member'],
    ]);
  });

  it('is open to system admins and closed to outsiders', async () => {
    const { team, outsider, systemAdmin } = await createStaffedTeam(database().db);
    expect(await as(systemAdmin).team.members({ teamId: team.id })).toHaveLength(3);
    await expect(as(outsider).team.members({ teamId: team.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You are not a member of this team.',
    });
  });
});

describe('team.addMember', () => {
  it('lets an admin add an existing user as a member', async () => {
    const { team, admin, outsider } = await createStaffedTeam(database().db);
    const added = await as(admin).team.addMember({
      teamId: team.id,
      email: outsider.email.toUpperCase(),
    });
    expect(added).toMatchObject({ userId: outsider.id, role: 'member' });
    expect(await roleOf(team.id, outsider)).toBe('member');
  });

  it('lets only owners and system admins add admins and owners', async () => {
    const { db } = database();
    const { team, owner, admin, systemAdmin } = await createStaffedTeam(db);
    const [a, b, c] = await Promise.all([createUser(db), createUser(db), createUser(db)]);

    await expect(
      as(admin).team.addMember({ teamId: team.id, email: a.email, role: 'admin' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only team owners can add admins and owners.',
    });
    expect(await roleOf(team.id, a)).toBeNull();

    await as(owner).team.addMember({ teamId: team.id, email: a.email, role: 'admin' });
    await as(owner).team.addMember({ teamId: team.id, email: b.email, role: 'owner' });
    await as(systemAdmin).team.addMember({ teamId: team.id, email: c.email, role: 'owner' });
    expect([await roleOf(team.id, a), await roleOf(team.id, b), await roleOf(team.id, c)]).toEqual([
      'admin',
      'owner',
      'owner',
    ]);
  });

  it('refuses plain members and outsiders', async () => {
    const { db } = database();
    const { team, member, outsider } = await createStaffedTeam(db);
    const newcomer = await createUser(db);
    for (const caller of [member, outsider]) {
      await expect(
        as(caller).team.addMember({ teamId: team.id, email: newcomer.email }),
      ).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only team admins and owners can do this.',
      });
    }
  });

  it('invites an email without an account, and refuses an existing member', async () => {
    const { team, owner, member } = await createStaffedTeam(database().db);
    await expect(
      as(owner).team.addMember({ teamId: team.id, email: 'ghost@example.test' }),
    ).resolves.toMatchObject({ kind: 'invitation', email: 'ghost@example.test' });
    await expect(
      as(owner).team.addMember({ teamId: team.id, email: member.email }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This user is already a member of the team.',
    });
  });
});

describe('team.addMember limit', () => {
  it('counts every call of the account, found or not, and refuses the 31st within the hour', async () => {
    const { db } = database();
    const { team, owner, admin } = await createStaffedTeam(db);
    const newcomer = await createUser(db);
    for (let probe = 0; probe < 30; probe++) {
      await expect(
        as(owner).team.addMember({ teamId: team.id, email: `probe-${probe}@example.test` }),
      ).resolves.toMatchObject({ kind: 'invitation' });
    }

    await expect(
      as(owner).team.addMember({ teamId: team.id, email: newcomer.email }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Try again in 60 minutes.',
    });
    expect(await roleOf(team.id, newcomer)).toBeNull();

    // The limit is the caller's own: another admin of the team still adds members.
    await expect(
      as(admin).team.addMember({ teamId: team.id, email: newcomer.email }),
    ).resolves.toMatchObject({ userId: newcomer.id });
  });
});

describe('team.changeRole', () => {
  it('lets an owner promote and demote members', async () => {
    const { team, owner, admin, member } = await createStaffedTeam(database().db);
    const promoted = await as(owner).team.changeRole({
      teamId: team.id,
      userId: member.id,
      role: 'owner',
    });
    expect(promoted).toMatchObject({ userId: member.id, role: 'owner' });
    await as(owner).team.changeRole({ teamId: team.id, userId: admin.id, role: 'member' });
    expect(await roleOf(team.id, admin)).toBe('member');
  });

  it('refuses team admins and plain members', async () => {
    const { team, admin, member } = await createStaffedTeam(database().db);
    await expect(
      as(admin).team.changeRole({ teamId: team.id, userId: member.id, role: 'admin' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Only team owners can do this.' });
    await expect(
      as(member).team.changeRole({ teamId: team.id, userId: member.id, role: 'owner' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await roleOf(team.id, member)).toBe('member');
  });

  it('lets a system admin change roles, even as a plain member of the team', async () => {
    const { db } = database();
    const { team, admin, systemAdmin } = await createStaffedTeam(db);
    await db.teamMember.create({ data: { teamId: team.id, userId: systemAdmin.id } });
    await as(systemAdmin).team.changeRole({ teamId: team.id, userId: admin.id, role: 'owner' });
    expect(await roleOf(team.id, admin)).toBe('owner');
  });

  it('never demotes the last owner, not even the owner themself', async () => {
    const { team, owner } = await createStaffedTeam(database().db);
    await expect(
      as(owner).team.changeRole({ teamId: team.id, userId: owner.id, role: 'admin' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A team must keep at least one owner. Make another member an owner first.',
    });
    expect(await roleOf(team.id, owner)).toBe('owner');
  });

  it('lets an owner step down once another owner exists', async () => {
    const { team, owner, admin } = await createStaffedTeam(database().db);
    await as(owner).team.changeRole({ teamId: team.id, userId: admin.id, role: 'owner' });
    await as(owner).team.changeRole({ teamId: team.id, userId: owner.id, role: 'member' });
    expect([await roleOf(team.id, owner), await roleOf(team.id, admin)]).toEqual([
      'member',
      'owner',
    ]);
  });

  it('answers NOT_FOUND for a user outside the team', async () => {
    const { team, owner, outsider } = await createStaffedTeam(database().db);
    await expect(
      as(owner).team.changeRole({ teamId: team.id, userId: outsider.id, role: 'admin' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This user is not a member of the team.',
    });
  });
});

describe('team.removeMember', () => {
  it('lets an admin remove a member', async () => {
    const { team, admin, member } = await createStaffedTeam(database().db);
    expect(await as(admin).team.removeMember({ teamId: team.id, userId: member.id })).toEqual({
      userId: member.id,
    });
    expect(await roleOf(team.id, member)).toBeNull();
  });

  it('lets only owners remove admins and owners', async () => {
    const { db } = database();
    const { team, owner, admin } = await createStaffedTeam(db);
    const secondAdmin = await createUser(db);
    await db.teamMember.create({
      data: { teamId: team.id, userId: secondAdmin.id, role: 'admin' },
    });

    for (const target of [secondAdmin, owner]) {
      await expect(
        as(admin).team.removeMember({ teamId: team.id, userId: target.id }),
      ).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only team owners can remove admins and owners.',
      });
    }
    await as(owner).team.removeMember({ teamId: team.id, userId: secondAdmin.id });
    expect(await roleOf(team.id, secondAdmin)).toBeNull();
  });

  it('refuses plain members', async () => {
    const { team, member, admin } = await createStaffedTeam(database().db);
    await expect(
      as(member).team.removeMember({ teamId: team.id, userId: admin.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('never removes the last owner, also not for a system admin', async () => {
    const { team, owner, systemAdmin } = await createStaffedTeam(database().db);
    await expect(
      as(systemAdmin).team.removeMember({ teamId: team.id, userId: owner.id }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A team must keep at least one owner. Make another member an owner first.',
    });
    expect(await roleOf(team.id, owner)).toBe('owner');
  });

  it('lets an owner remove another owner', async () => {
    const { db } = database();
    const { team, owner } = await createStaffedTeam(db);
    const coOwner = await createUser(db);
    await db.teamMember.create({ data: { teamId: team.id, userId: coOwner.id, role: 'owner' } });
    await as(owner).team.removeMember({ teamId: team.id, userId: coOwner.id });
    expect(await roleOf(team.id, coOwner)).toBeNull();
  });
});

describe('team.leave', () => {
  it('lets a member or an admin leave', async () => {
    const { team, admin, member } = await createStaffedTeam(database().db);
    expect(await as(member).team.leave({ teamId: team.id })).toEqual({ teamId: team.id });
    await as(admin).team.leave({ teamId: team.id });
    expect([await roleOf(team.id, member), await roleOf(team.id, admin)]).toEqual([null, null]);
  });

  it('keeps the last owner in the team', async () => {
    const { team, owner } = await createStaffedTeam(database().db);
    await expect(as(owner).team.leave({ teamId: team.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You are the last owner of this team. Make another member an owner before leaving.',
    });
    expect(await roleOf(team.id, owner)).toBe('owner');
  });

  it('lets an owner leave when another owner stays', async () => {
    const { team, owner, admin } = await createStaffedTeam(database().db);
    await as(owner).team.changeRole({ teamId: team.id, userId: admin.id, role: 'owner' });
    await as(owner).team.leave({ teamId: team.id });
    expect(await roleOf(team.id, owner)).toBeNull();
  });

  it('keeps one owner when two owners leave at the same time', async () => {
    const { db } = database();
    const { team, owner, admin } = await createStaffedTeam(db);
    await as(owner).team.changeRole({ teamId: team.id, userId: admin.id, role: 'owner' });

    const results = await Promise.allSettled([
      as(owner).team.leave({ teamId: team.id }),
      as(admin).team.leave({ teamId: team.id }),
    ]);

    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await db.teamMember.count({ where: { teamId: team.id, role: 'owner' } })).toBe(1);
  });

  it('refuses outsiders, and system admins who are not members', async () => {
    const { team, outsider, systemAdmin } = await createStaffedTeam(database().db);
    await expect(as(outsider).team.leave({ teamId: team.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(as(systemAdmin).team.leave({ teamId: team.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'You are not a member of this team.',
    });
  });
});

describe('membership changes in the audit log', () => {
  const entriesOf = (teamId: string) =>
    database().db.auditEntry.findMany({
      where: { teamId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });

  it('records creating a team and every change of its members, with who did it', async () => {
    const { db } = database();
    const [founder, newcomer, visitor] = await Promise.all([
      createUser(db, { fullName: 'Fay Founder', email: 'fay@example.test' }),
      createUser(db, { fullName: 'Ned Newcomer', email: 'ned@example.test' }),
      createUser(db, { fullName: 'Vic Visitor', email: 'vic@example.test' }),
    ]);
    const team = await as(founder).team.create({ name: 'Logged Team' });
    await as(founder).team.addMember({ teamId: team.id, email: newcomer.email });
    await as(founder).team.changeRole({ teamId: team.id, userId: newcomer.id, role: 'owner' });
    await as(founder).team.addMember({ teamId: team.id, email: visitor.email, role: 'admin' });
    await as(newcomer).team.removeMember({ teamId: team.id, userId: visitor.id });
    await as(founder).team.leave({ teamId: team.id });

    const entries = await entriesOf(team.id);
    expect(
      entries.map((entry) => [entry.action, entry.entityType, entry.entityLabel, entry.actorName]),
    ).toEqual([
      ['create', 'team', 'Logged Team', 'Fay Founder'],
      ['add_member', 'team_member', 'Ned Newcomer (ned@example.test)', 'Fay Founder'],
      ['change_role', 'team_member', 'Ned Newcomer (ned@example.test)', 'Fay Founder'],
      ['add_member', 'team_member', 'Vic Visitor (vic@example.test)', 'Fay Founder'],
      ['remove_member', 'team_member', 'Vic Visitor (vic@example.test)', 'Ned Newcomer'],
      ['leave', 'team_member', 'Fay Founder (fay@example.test)', 'Fay Founder'],
    ]);
    expect(entries.map((entry) => entry.changes)).toEqual([
      { name: { from: null, to: 'Logged Team' }, slug: { from: null, to: 'logged-team' } },
      { role: { from: null, to: 'member' } },
      { role: { from: 'member', to: 'owner' } },
      { role: { from: null, to: 'admin' } },
      { role: { from: 'admin', to: null } },
      { role: { from: 'owner', to: null } },
    ]);
  });

  it('records nothing for a refused change or one that changes nothing', async () => {
    const { team, owner, member } = await createStaffedTeam(database().db);
    await expect(
      as(owner).team.changeRole({ teamId: team.id, userId: owner.id, role: 'member' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      as(owner).team.addMember({ teamId: team.id, email: member.email }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await as(owner).team.changeRole({ teamId: team.id, userId: member.id, role: 'member' });
    expect(await entriesOf(team.id)).toEqual([]);

    await expect(as(owner).team.create({ name: 'Again', slug: team.slug })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await database().db.auditEntry.count({ where: { entityLabel: 'Again' } })).toBe(0);
  });

  it('keeps no membership change whose entry could not be written', async () => {
    const { db } = database();
    const { team, owner, outsider } = await createStaffedTeam(db);
    await withRefusingTrigger(
      db,
      { table: 'audit_log', when: "NEW.entity_type = 'team_member'", message: 'audit refused' },
      async () => {
        await expect(
          as(owner).team.addMember({ teamId: team.id, email: outsider.email }),
        ).rejects.toThrow();
      },
    );
    expect(await roleOf(team.id, outsider)).toBeNull();
  });
});
