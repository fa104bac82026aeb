import type {
  CreateSocialPlatformInput,
  SocialPlatformIdInput,
  UpdateSocialPlatformInput,
} from '~/schemas/social';
import type { Db } from '~/server/db';
import { AppError, writeOrNotFound } from '~/server/errors';
import { publicPaths, revalidatePaths } from '~/server/revalidate';
import type { ServiceContext } from '~/server/service-context';

const PLATFORM_NOT_FOUND = 'Social platform not found.';

const platformSelect = {
  id: true,
  name: true,
  iconKey: true,
  baseUrl: true,
  active: true,
  displayOrder: true,
} as const;

const platformOrder = [{ displayOrder: 'asc' }, { name: 'asc' }, { id: 'asc' }] as const;

/** Active platforms, for the public pages. */
export function listActiveSocialPlatforms(ctx: ServiceContext) {
  return ctx.db.socialPlatform.findMany({
    where: { active: true },
    orderBy: [...platformOrder],
    select: { id: true, name: true, iconKey: true, baseUrl: true, displayOrder: true },
  });
}

export function adminListSocialPlatforms(ctx: ServiceContext) {
  return ctx.db.socialPlatform.findMany({ orderBy: [...platformOrder], select: platformSelect });
}

/** Names are unique regardless of case ("GitHub" and "github" would confuse everyone). */
async function assertNameFree(db: Db, name: string, exceptId?: string) {
  const taken = await db.socialPlatform.findFirst({
    where: {
      name: { equals: name, mode: 'insensitive' },
      ...(exceptId && { id: { not: exceptId } }),
    },
    select: { id: true },
  });
  if (taken) {
    throw new AppError('CONFLICT', `A social platform named "${name}" already exists.`, {
      field: 'name',
    });
  }
}

/** The public pages that show the platforms: /about and /contact. */
function revalidatePlatformPages(ctx: ServiceContext) {
  return revalidatePaths(ctx, publicPaths.socialPlatforms());
}

export async function createSocialPlatform(ctx: ServiceContext, input: CreateSocialPlatformInput) {
  await assertNameFree(ctx.db, input.name);
  const platform = await ctx.db.socialPlatform.create({ data: input, select: platformSelect });
  await revalidatePlatformPages(ctx);
  return platform;
}

export async function updateSocialPlatform(
  ctx: ServiceContext,
  { id, ...fields }: UpdateSocialPlatformInput,
) {
  await assertNameFree(ctx.db, fields.name, id);
  const platform = await writeOrNotFound(
    ctx.db.socialPlatform.update({ where: { id }, data: fields, select: platformSelect }),
    PLATFORM_NOT_FOUND,
  );
  await revalidatePlatformPages(ctx);
  return platform;
}

/** Deleting a platform also deletes every user's link to it (foreign key cascade). */
export async function deleteSocialPlatform(ctx: ServiceContext, { id }: SocialPlatformIdInput) {
  await writeOrNotFound(
    ctx.db.socialPlatform.delete({ where: { id }, select: { id: true } }),
    PLATFORM_NOT_FOUND,
  );
  await revalidatePlatformPages(ctx);
  return { id };
}
