import type { Session } from 'next-auth';

import { hashPassword } from '~/server/auth/password';
import type { Db } from '~/server/db';
import type { TeamRole } from '~/server/generated/prisma/client';

/** The password of every factory user unless a test gives another. */
export const TEST_PASSWORD = 'correct horse battery staple';

export interface TestUser {
  id: string;
  email: string;
  fullName: string;
  isSystemAdmin: boolean;
}

export interface TestTeam {
  id: string;
  name: string;
  slug: string;
}

let sequence = 0;
const nextNumber = () => ++sequence;

// argon2 is slow on purpose: hash the shared test password once per test file.
let defaultPasswordHash: Promise<string> | undefined;
function passwordHashFor(password: string): Promise<string> {
  if (password !== TEST_PASSWORD) return hashPassword(password);
  defaultPasswordHash ??= hashPassword(TEST_PASSWORD);
  return defaultPasswordHash;
}

export async function createUser(
  db: Db,
  options: { email?: string; fullName?: string; password?: string; systemAdmin?: boolean } = {},
): Promise<TestUser> {
  const n = nextNumber();
  const user = await db.user.create({
    data: {
      email: options.email ?? `user${n}@example.test`,
      fullName: options.fullName ?? `Test User ${n}`,
      passwordHash: await passwordHashFor(options.password ?? TEST_PASSWORD),
      roles: options.systemAdmin ? { create: { role: 'admin' } } : undefined,
    },
    select: { id: true, email: true, fullName: true },
  });
  return { ...user, isSystemAdmin: options.systemAdmin === true };
}

export async function createTeam(
  db: Db,
  options: {
    name?: string;
    slug?: string;
    members?: ReadonlyArray<{ user: TestUser; role: TeamRole }>;
  } = {},
): Promise<TestTeam> {
  const n = nextNumber();
  return db.team.create({
    data: {
      name: options.name ?? `Team ${n}`,
      slug: options.slug ?? `team-${n}`,
      createdById: options.members?.find((m) => m.role === 'owner')?.user.id,
      members: {
        create: (options.members ?? []).map(({ user, role }) => ({ userId: user.id, role })),
      },
    },
    select: { id: true, name: true, slug: true },
  });
}

/** A new user who joins the team in the role. */
export async function addTeamMember(
  db: Db,
  teamId: string,
  role: TeamRole,
  options: Parameters<typeof createUser>[1] = {},
): Promise<TestUser> {
  const user = await createUser(db, options);
  await db.teamMember.create({ data: { teamId, userId: user.id, role } });
  return user;
}

/** A team with one user of each role, plus an outsider and a system admin outside the team. */
export async function createStaffedTeam(db: Db) {
  const [owner, admin, member, outsider, systemAdmin] = await Promise.all([
    createUser(db, { fullName: 'Olivia Owner' }),
    createUser(db, { fullName: 'Adam Admin' }),
    createUser(db, { fullName: 'Mia Member' }),
    createUser(db, { fullName: 'Oscar Outsider' }),
    createUser(db, { fullName: 'Sam Sysadmin', systemAdmin: true }),
  ]);
  const team = await createTeam(db, {
    members: [
      { user: owner, role: 'owner' },
      { user: admin, role: 'admin' },
      { user: member, role: 'member' },
    ],
  });
  return { team, owner, admin, member, outsider, systemAdmin };
}

/** A NextAuth session as src/server/auth/session.ts builds it for this user. */
export function sessionFor(user: TestUser): Session {
  return {
    user: {
      id: user.id,
      name: user.fullName,
      email: user.email,
      isSystemAdmin: user.isSystemAdmin,
      mustChangePassword: false,
    },
    expires: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
  };
}
