import { unauthorized } from '~/server/errors';
import type { ServiceContext } from '~/server/service-context';

/** A row with role `admin` in user_roles marks a system administrator. */
export async function isSystemAdmin(
  ctx: ServiceContext,
  { userId }: { userId: string },
): Promise<boolean> {
  const role = await ctx.db.userRole.findUnique({
    where: { userId_role: { userId, role: 'admin' } },
    select: { id: true },
  });
  return role !== null;
}

/** The signed-in user's profile, system-admin flag and teams with their role in each. */
export async function getMe(ctx: ServiceContext, { userId }: { userId: string }) {
  const user = await ctx.db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      fullName: true,
      username: true,
      avatarUrl: true,
      notifyContactMessages: true,
      roles: { where: { role: 'admin' }, select: { id: true } },
      memberships: {
        orderBy: { team: { name: 'asc' } },
        select: {
          role: true,
          team: { select: { id: true, name: true, slug: true, description: true } },
        },
      },
    },
  });
  if (!user) throw unauthorized('The signed-in account no longer exists.');
  const { roles, memberships, ...profile } = user;
  return {
    ...profile,
    isSystemAdmin: roles.length > 0,
    teams: memberships.map(({ role, team }) => ({ ...team, role })),
  };
}

/** A system admin's choice of an email for each contact message. */
export async function setNotifyContactMessages(
  ctx: ServiceContext,
  { userId, notify }: { userId: string; notify: boolean },
) {
  await ctx.db.user.update({
    where: { id: userId },
    data: { notifyContactMessages: notify },
    select: { id: true },
  });
  return { notify };
}
