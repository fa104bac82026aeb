import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { AppError, type AppErrorCode } from '~/server/errors';
import { createInnerContext } from '~/server/trpc/context';
import { createCallerFactory, router } from '~/server/trpc/init';
import {
  protectedProcedure,
  publicProcedure,
  systemAdminProcedure,
  teamAdminProcedure,
  teamMemberProcedure,
  teamOwnerProcedure,
} from '~/server/trpc/procedures';

import { callerFor } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createStaffedTeam, createUser, sessionFor, type TestUser } from '../helpers/factories';

const database = useTestDatabase();

// A router of one procedure per kind, so each kind's checks are tested apart from any service.
const kindsRouter = router({
  open: publicProcedure.query(() => 'open'),
  signedIn: protectedProcedure.query(({ ctx }) => ctx.session.user.id),
  system: systemAdminProcedure.query(() => 'system'),
  teamRead: teamMemberProcedure.query(({ ctx }) => ctx.team),
  teamWrite: teamAdminProcedure.mutation(({ ctx }) => ctx.team),
  teamOwn: teamOwnerProcedure.mutation(({ ctx }) => ctx.team),
  refuse: publicProcedure.input(z.object({ code: z.string() })).query(({ input }) => {
    throw new AppError(input.code as AppErrorCode, `Refused with ${input.code}.`);
  }),
  duplicateTeamSlug: publicProcedure
    .input(z.object({ slug: z.string() }))
    .mutation(({ ctx, input }) => ctx.db.team.create({ data: { name: 'Dup', slug: input.slug } })),
  updateMissingTeam: publicProcedure.mutation(({ ctx }) =>
    ctx.db.team.update({ where: { id: randomUUID() }, data: { name: 'Nobody' } }),
  ),
});

const createKindsCaller = createCallerFactory(kindsRouter);
const kinds = (user: TestUser | null) =>
  createKindsCaller(
    createInnerContext({ db: database().db, session: user ? sessionFor(user) : null }),
  );

describe('publicProcedure', () => {
  it('serves signed-out callers', async () => {
    expect(await kinds(null).open()).toBe('open');
  });

  it.each(['BAD_REQUEST', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'TOO_MANY_REQUESTS'])(
    'turns AppError %s into the same tRPC code with its message',
    async (code) => {
      await expect(kinds(null).refuse({ code })).rejects.toMatchObject({
        code,
        message: `Refused with ${code}.`,
      });
    },
  );

  it('turns a unique violation into CONFLICT naming the field', async () => {
    const { db } = database();
    await db.team.create({ data: { name: 'First', slug: 'same-slug' } });
    await expect(kinds(null).duplicateTeamSlug({ slug: 'same-slug' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A record with this slug already exists.',
    });
  });

  it('turns an update of a missing record into NOT_FOUND', async () => {
    await expect(kinds(null).updateMissingTeam()).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Record not found',
    });
  });
});

describe('protectedProcedure', () => {
  it('refuses signed-out callers with UNAUTHORIZED', async () => {
    await expect(kinds(null).signedIn()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Please sign in to continue.',
    });
  });

  it('serves signed-in callers with their session', async () => {
    const user = await createUser(database().db);
    expect(await kinds(user).signedIn()).toBe(user.id);
  });
});

describe('systemAdminProcedure', () => {
  it('refuses signed-out callers with UNAUTHORIZED and others with FORBIDDEN', async () => {
    const user = await createUser(database().db);
    await expect(kinds(null).system()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(kinds(user).system()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You need system administrator privileges to do this.',
    });
  });

  it('serves system admins', async () => {
    const admin = await createUser(database().db, { systemAdmin: true });
    expect(await kinds(admin).system()).toBe('system');
  });

  it('checks user_roles on every call, not the session flag', async () => {
    const { db } = database();
    const admin = await createUser(db, { systemAdmin: true });
    await db.userRole.deleteMany({ where: { userId: admin.id } });
    await expect(kinds(admin).system()).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const promoted = await createUser(db);
    await db.userRole.create({ data: { userId: promoted.id, role: 'admin' } });
    expect(await kinds(promoted).system()).toBe('system');
  });
});

describe('teamMemberProcedure, teamAdminProcedure and teamOwnerProcedure', () => {
  it('refuse signed-out callers with UNAUTHORIZED before looking at the input', async () => {
    await expect(kinds(null).teamRead({ teamId: 'not-a-uuid' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(kinds(null).teamWrite({ teamId: randomUUID() })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('refuse an input without a valid teamId with BAD_REQUEST', async () => {
    const user = await createUser(database().db);
    await expect(kinds(user).teamRead({ teamId: 'not-a-uuid' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('give members read access with their role in ctx.team, and refuse outsiders', async () => {
    const { team, member, outsider } = await createStaffedTeam(database().db);
    expect(await kinds(member).teamRead({ teamId: team.id })).toEqual({
      id: team.id,
      slug: team.slug,
      role: 'member',
      isOwner: false,
    });
    await expect(kinds(outsider).teamRead({ teamId: team.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You are not a member of this team.',
    });
  });

  it('give write access to admins and owners only', async () => {
    const { team, owner, admin, member, outsider } = await createStaffedTeam(database().db);
    expect(await kinds(owner).teamWrite({ teamId: team.id })).toMatchObject({ role: 'owner' });
    expect(await kinds(admin).teamWrite({ teamId: team.id })).toMatchObject({ role: 'admin' });
    for (const user of [member, outsider]) {
      await expect(kinds(user).teamWrite({ teamId: team.id })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only team admins and owners can do this.',
      });
    }
  });

  it('give owner powers to owners only, and say so in ctx.team.isOwner', async () => {
    const { team, owner, admin, member, outsider } = await createStaffedTeam(database().db);
    expect(await kinds(owner).teamOwn({ teamId: team.id })).toMatchObject({
      role: 'owner',
      isOwner: true,
    });
    expect(await kinds(admin).teamWrite({ teamId: team.id })).toMatchObject({ isOwner: false });
    for (const user of [admin, member, outsider]) {
      await expect(kinds(user).teamOwn({ teamId: team.id })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only team owners can do this.',
      });
    }
  });

  it('let system admins in without a membership, with owner powers', async () => {
    const { team, systemAdmin } = await createStaffedTeam(database().db);
    const asOwner = { id: team.id, slug: team.slug, role: null, isOwner: true };
    expect(await kinds(systemAdmin).teamWrite({ teamId: team.id })).toEqual(asOwner);
    expect(await kinds(systemAdmin).teamOwn({ teamId: team.id })).toEqual(asOwner);
  });

  it('give a system admin who is a plain member owner powers too', async () => {
    const { db } = database();
    const { team, systemAdmin } = await createStaffedTeam(db);
    await db.teamMember.create({ data: { teamId: team.id, userId: systemAdmin.id } });
    expect(await kinds(systemAdmin).teamOwn({ teamId: team.id })).toMatchObject({
      role: 'member',
      isOwner: true,
    });
  });

  it('answer NOT_FOUND to a system admin for a team that does not exist', async () => {
    const admin = await createUser(database().db, { systemAdmin: true });
    await expect(kinds(admin).teamRead({ teamId: randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Team not found',
    });
  });
});

type Caller = ReturnType<typeof callerFor>;

describe('the real routers', () => {
  const teamId = randomUUID();
  const userId = randomUUID();
  const signedOutCalls = {
    'user.me': (c: Caller) => c.user.me(),
    'team.mine': (c: Caller) => c.team.mine(),
    'team.bySlug': (c: Caller) => c.team.bySlug({ slug: 'x' }),
    'team.members': (c: Caller) => c.team.members({ teamId }),
    'team.addMember': (c: Caller) => c.team.addMember({ teamId, email: 'a@example.test' }),
    'team.changeRole': (c: Caller) => c.team.changeRole({ teamId, userId, role: 'admin' }),
    'team.removeMember': (c: Caller) => c.team.removeMember({ teamId, userId }),
    'team.leave': (c: Caller) => c.team.leave({ teamId }),
  };

  it.each(Object.entries(signedOutCalls))('%s refuses signed-out callers', async (_name, call) => {
    await expect(call(callerFor(database().db, null))).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Please sign in to continue.',
    });
  });

  it('team.create keeps the spec’s own message for signed-out callers', async () => {
    await expect(
      callerFor(database().db, null).team.create({ name: 'Team' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'User not authenticated' });
  });
});
