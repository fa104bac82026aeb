import type { SocialPlatformFields } from '~/schemas/social';
import type { Db } from '~/server/db';
import { AppError } from '~/server/errors';

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
export function listActivePlatforms(db: Db) {
  return db.socialPlatform.findMany({
    where: { active: true },
    orderBy: [...platformOrder],
    select: { id: true, name: true, iconKey: true, baseUrl: true, displayOrder: true },
  });
}

export function listAllPlatforms(db: Db) {
  return db.socialPlatform.findMany({ orderBy: [...platformOrder], select: platformSelect });
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
  if (taken) throw new AppError('CONFLICT', `A social platform named "${name}" already exists.`);
}

export async function createPlatform(db: Db, input: SocialPlatformFields) {
  await assertNameFree(db, input.name);
  return db.socialPlatform.create({ data: input, select: platformSelect });
}

export async function updatePlatform(db: Db, id: string, input: SocialPlatformFields) {
  await assertNameFree(db, input.name, id);
  const { count } = await db.socialPlatform.updateMany({ where: { id }, data: input });
  if (count === 0) throw new AppError('NOT_FOUND', 'Social platform not found.');
  return db.socialPlatform.findUniqueOrThrow({ where: { id }, select: platformSelect });
}

/** Deleting a platform also deletes every user's link to it (foreign key cascade). */
export async function deletePlatform(db: Db, id: string) {
  const { count } = await db.socialPlatform.deleteMany({ where: { id } });
  if (count === 0) throw new AppError('NOT_FOUND', 'Social platform not found.');
  return { id };
}
