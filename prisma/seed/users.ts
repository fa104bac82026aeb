import type { Prisma } from '~/server/generated/prisma/client';

import { demoImage } from './assets';
import { demoId } from './ids';
import { stamped } from './time';

export const ADMIN_USER_ID = demoId('user', 1);
export const EDITOR_USER_ID = demoId('user', 2);

/** The two demo sign-ins. Local-only credentials: change or delete these accounts before going public. */
const DEMO_USERS = [
  {
    id: ADMIN_USER_ID,
    role: 'System admin',
    email: 'admin@teamfolio.local',
    password: 'teamfolio-admin',
    fullName: 'Maya Chen',
    username: 'maya',
    avatarUrl: demoImage('memberMaya'),
    ...stamped('2026-09-14T08:30:00Z'),
  },
  {
    id: EDITOR_USER_ID,
    role: 'Team editor',
    email: 'editor@teamfolio.local',
    password: 'teamfolio-editor',
    fullName: 'Daniel Okafor',
    username: 'daniel',
    avatarUrl: demoImage('memberDaniel'),
    ...stamped('2026-09-14T08:45:00Z'),
  },
] as const;

export type DemoAccount = {
  role: 'System admin' | 'Team editor';
  email: string;
  password: string;
};

export const DEMO_ACCOUNTS: ReadonlyArray<DemoAccount> = DEMO_USERS.map(
  ({ role, email, password }) => ({ role, email, password }),
);

export const AUTHOR_NAMES = {
  [ADMIN_USER_ID]: DEMO_USERS[0].fullName,
  [EDITOR_USER_ID]: DEMO_USERS[1].fullName,
} as const;

/** Rows for the users table; `hashOf` turns each demo password into its stored hash. */
export async function userRows(
  hashOf: (password: string) => Promise<string>,
): Promise<Prisma.UserCreateManyInput[]> {
  return Promise.all(
    DEMO_USERS.map(async ({ role: _role, password, ...user }) => ({
      ...user,
      passwordHash: await hashOf(password),
    })),
  );
}

export const USER_ROLES: Prisma.UserRoleCreateManyInput[] = [
  {
    id: demoId('userRole', 1),
    userId: ADMIN_USER_ID,
    role: 'admin',
    createdAt: stamped('2026-09-14T08:30:00Z').createdAt,
  },
];
