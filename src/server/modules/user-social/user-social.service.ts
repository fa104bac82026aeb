import type {
  DeleteUserSocialInput,
  ListUserSocialsInput,
  UpsertUserSocialInput,
} from '~/schemas/social';
import type { Db } from '~/server/db';
import { AppError, notFound, writeOrNotFound } from '~/server/errors';
import type { ServiceContext } from '~/server/service-context';

const linkSelect = {
  id: true,
  userId: true,
  url: true,
  platform: { select: { id: true, name: true, iconKey: true, active: true } },
} as const;

/** Whose links a call is about; who may act on whose links is the procedure's rule. */
type LinkOwner = { actorId: string } & NonNullable<ListUserSocialsInput>;

/** The user the links belong to: `userId` when given, else the caller; must exist. */
async function requireLinkOwner(db: Db, { actorId, userId = actorId }: LinkOwner) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw notFound('User not found.');
  return user.id;
}

export async function listUserSocials(ctx: ServiceContext, owner: LinkOwner) {
  const userId = await requireLinkOwner(ctx.db, owner);
  return ctx.db.userSocialLink.findMany({
    where: { userId },
    orderBy: [{ platform: { displayOrder: 'asc' } }, { platform: { name: 'asc' } }, { id: 'asc' }],
    select: linkSelect,
  });
}

/** Sets the user's link on one platform (one link per user and platform). */
export async function upsertUserSocial(
  ctx: ServiceContext,
  { platformId, url, ...owner }: UpsertUserSocialInput & { actorId: string },
) {
  const userId = await requireLinkOwner(ctx.db, owner);
  const platform = await ctx.db.socialPlatform.findUnique({
    where: { id: platformId },
    select: { active: true },
  });
  if (!platform) throw notFound('Social platform not found.');
  if (!platform.active) {
    throw new AppError('BAD_REQUEST', 'This social platform is not active.', {
      field: 'platformId',
    });
  }
  return ctx.db.userSocialLink.upsert({
    where: { userId_platformId: { userId, platformId } },
    create: { userId, platformId, url },
    update: { url },
    select: linkSelect,
  });
}

export async function deleteUserSocial(
  ctx: ServiceContext,
  { platformId, ...owner }: DeleteUserSocialInput & { actorId: string },
) {
  const userId = await requireLinkOwner(ctx.db, owner);
  await writeOrNotFound(
    ctx.db.userSocialLink.delete({
      where: { userId_platformId: { userId, platformId } },
      select: { id: true },
    }),
    'Social link not found.',
  );
  return { platformId };
}
