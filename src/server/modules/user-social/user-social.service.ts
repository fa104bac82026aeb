import type { UserSocialUpsertInput } from '~/schemas/social';
import type { Db } from '~/server/db';
import { AppError } from '~/server/errors';
import { isSystemAdmin } from '~/server/modules/user/user.service';

const linkSelect = {
  id: true,
  userId: true,
  url: true,
  platform: { select: { id: true, name: true, iconKey: true, active: true } },
} as const;

/**
 * Whose links a call is about: the caller's own by default; another user's only for a system
 * admin (FORBIDDEN otherwise, NOT_FOUND when that user does not exist).
 */
async function resolveTargetUser(db: Db, actorId: string, userId?: string): Promise<string> {
  if (!userId || userId === actorId) return actorId;
  if (!(await isSystemAdmin(db, actorId))) {
    throw new AppError('FORBIDDEN', 'You can only manage your own social links.');
  }
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw new AppError('NOT_FOUND', 'User not found.');
  return user.id;
}

export async function listUserSocials(db: Db, actorId: string, userId?: string) {
  const targetId = await resolveTargetUser(db, actorId, userId);
  return db.userSocialLink.findMany({
    where: { userId: targetId },
    orderBy: [{ platform: { displayOrder: 'asc' } }, { platform: { name: 'asc' } }, { id: 'asc' }],
    select: linkSelect,
  });
}

/** Sets the user's link on one platform (one link per user and platform). */
export async function upsertUserSocial(db: Db, actorId: string, input: UserSocialUpsertInput) {
  const targetId = await resolveTargetUser(db, actorId, input.userId);
  const platform = await db.socialPlatform.findUnique({
    where: { id: input.platformId },
    select: { active: true },
  });
  if (!platform) throw new AppError('NOT_FOUND', 'Social platform not found.');
  if (!platform.active) throw new AppError('BAD_REQUEST', 'This social platform is not active.');
  return db.userSocialLink.upsert({
    where: { userId_platformId: { userId: targetId, platformId: input.platformId } },
    create: { userId: targetId, platformId: input.platformId, url: input.url },
    update: { url: input.url },
    select: linkSelect,
  });
}

export async function deleteUserSocial(
  db: Db,
  actorId: string,
  input: { userId?: string; platformId: string },
) {
  const targetId = await resolveTargetUser(db, actorId, input.userId);
  const { count } = await db.userSocialLink.deleteMany({
    where: { userId: targetId, platformId: input.platformId },
  });
  if (count === 0) throw new AppError('NOT_FOUND', 'Social link not found.');
  return { platformId: input.platformId };
}
