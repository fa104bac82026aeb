import type {
  CreateSocialPlatformInput,
  ReorderSocialPlatformsInput,
  SocialPlatformIdInput,
  UpdateSocialPlatformInput,
} from '~/schemas/social';
import { publicPaths, revalidatePaths } from '~/server/cache/revalidate';
import { conflict, writeOrConflict } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import {
  audited,
  auditedCreate,
  auditedUpdate,
  auditedDelete,
  type AuditedEntity,
} from '~/server/records/audit';
import { reorder } from '~/server/records/reorder';
import type { ServiceContext } from '~/server/service-context';

const platformSelect = {
  id: true,
  name: true,
  iconKey: true,
  baseUrl: true,
  active: true,
  displayOrder: true,
} satisfies Prisma.SocialPlatformSelect;

type PlatformRow = Prisma.SocialPlatformGetPayload<{ select: typeof platformSelect }>;

const auditedPlatform: AuditedEntity<PlatformRow> = {
  type: 'social_platform',
  fields: ['name', 'iconKey', 'baseUrl', 'active', 'displayOrder'],
  label: (platform) => platform.name,
  teamId: () => null,
};

const platformOrder = [
  { displayOrder: 'asc' },
  { name: 'asc' },
  { id: 'asc' },
] satisfies Prisma.SocialPlatformOrderByWithRelationInput[];

/** Active platforms, for the public pages. */
export function listActiveSocialPlatforms(ctx: ServiceContext) {
  return ctx.db.socialPlatform.findMany({
    where: { active: true },
    orderBy: platformOrder,
    select: { id: true, name: true, iconKey: true, baseUrl: true, displayOrder: true },
  });
}

/** Every platform with how many links point at it (a delete takes them along). */
export function adminListSocialPlatforms(ctx: ServiceContext) {
  return ctx.db.socialPlatform.findMany({
    orderBy: platformOrder,
    select: { ...platformSelect, _count: { select: { userLinks: true } } },
  });
}

/**
 * Names are unique regardless of case ("GitHub" and "github" would confuse everyone): a unique
 * index on lower(name) decides, so two concurrent writes cannot both take a name.
 */
function writeOrNameTaken<T>(write: Promise<T>, name: string): Promise<T> {
  return writeOrConflict(
    write,
    conflict(`A social platform named "${name}" already exists.`, {
      field: 'name',
    }),
  );
}

/** The public pages that show the platforms: /about and /contact. */
function revalidatePlatformPages(ctx: ServiceContext) {
  return revalidatePaths(ctx, publicPaths.socialPlatforms());
}

/** A platform without a position goes after every other one. */
export async function createSocialPlatform(
  ctx: ServiceContext,
  { actorId, displayOrder, ...fields }: CreateSocialPlatformInput & { actorId: string },
) {
  const platform = await auditedCreate(ctx.db, auditedPlatform, actorId, async (tx) => {
    const { _max } = await tx.socialPlatform.aggregate({ _max: { displayOrder: true } });
    return writeOrNameTaken(
      tx.socialPlatform.create({
        data: { ...fields, displayOrder: displayOrder ?? (_max.displayOrder ?? -1) + 1 },
        select: platformSelect,
      }),
      fields.name,
    );
  });
  await revalidatePlatformPages(ctx);
  return platform;
}

export async function updateSocialPlatform(
  ctx: ServiceContext,
  { actorId, id, ...fields }: UpdateSocialPlatformInput & { actorId: string },
) {
  const { after } = await auditedUpdate(
    ctx.db,
    auditedPlatform,
    { action: 'update', actorId, notFoundLabel: 'Social platform' },
    (tx) => tx.socialPlatform.findUnique({ where: { id }, select: platformSelect }),
    (tx) =>
      writeOrNameTaken(
        tx.socialPlatform.update({ where: { id }, data: fields, select: platformSelect }),
        fields.name,
      ),
  );
  await revalidatePlatformPages(ctx);
  return after;
}

/** Deleting a platform also deletes every user's link to it (foreign key cascade). */
export async function deleteSocialPlatform(
  ctx: ServiceContext,
  { actorId, id }: SocialPlatformIdInput & { actorId: string },
) {
  await auditedDelete(
    ctx.db,
    auditedPlatform,
    { actorId, notFoundLabel: 'Social platform' },
    (tx) => tx.socialPlatform.delete({ where: { id }, select: platformSelect }),
  );
  await revalidatePlatformPages(ctx);
  return { id };
}

/**
 * Gives every platform its position in `ids`, which must list them all once; an unchanged order
 * writes no log entry.
 */
export async function reorderSocialPlatforms(
  ctx: ServiceContext,
  { actorId, ids }: ReorderSocialPlatformsInput & { actorId: string },
) {
  const names = new Map(
    (await ctx.db.socialPlatform.findMany({ select: { id: true, name: true } })).map((platform) => [
      platform.id,
      platform.name,
    ]),
  );
  const nameOf = (id: string) => names.get(id) ?? id;
  await audited(
    ctx.db,
    (tx) => reorder(tx, 'socialPlatforms', null, ids),
    // Logged against the platform now first: the order belongs to no record of its own.
    (previous) =>
      previous.join() === ids.join() || !ids[0]
        ? null
        : {
            actorId,
            action: 'reorder',
            entityType: 'social_platform',
            entityId: ids[0],
            entityLabel: 'Social platforms',
            changes: { order: { from: previous.map(nameOf), to: ids.map(nameOf) } },
          },
  );
  await revalidatePlatformPages(ctx);
  return adminListSocialPlatforms(ctx);
}
