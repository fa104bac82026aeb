import type {
  DeleteUserSocialInput,
  ListUserSocialsInput,
  SystemListUserSocialsInput,
  UpsertUserSocialInput,
} from '~/schemas/social';
import type { Db } from '~/server/db';
import { badRequest, notFound } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/lists/pagination';
import { audited, auditedDelete, auditEntry, type AuditedEntity } from '~/server/records/audit';
import type { ServiceContext } from '~/server/service-context';

import { usersMatching } from '../user/user-accounts.service';

const linkSelect = {
  id: true,
  userId: true,
  url: true,
  platform: { select: { id: true, name: true, iconKey: true, active: true } },
} satisfies Prisma.UserSocialLinkSelect;

/** A link with its owner, as the system admin list and the audit log name it. */
const ownedLinkSelect = {
  ...linkSelect,
  updatedAt: true,
  user: { select: { id: true, fullName: true, email: true } },
} satisfies Prisma.UserSocialLinkSelect;

type OwnedLinkRow = Prisma.UserSocialLinkGetPayload<{ select: typeof ownedLinkSelect }>;

const auditedLink: AuditedEntity<OwnedLinkRow> = {
  type: 'user_social',
  fields: ['url'],
  label: (link) => `${link.user.fullName} on ${link.platform.name}`,
  teamId: () => null,
};

/** Whose links a call is about; who may act on whose links is the procedure's rule. */
type LinkOwner = { actorId: string } & NonNullable<ListUserSocialsInput>;

/** The user the links belong to: `userId` when given, else the caller; must exist. */
async function requireLinkOwner(db: Db, { actorId, userId = actorId }: LinkOwner) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw notFound('User');
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

/** Every user's links, by the user's name then the platforms' order, a page at a time. */
export async function systemListUserSocials(
  ctx: ServiceContext,
  { search, platformId, ...page }: SystemListUserSocialsInput,
) {
  const rows = await ctx.db.userSocialLink.findMany({
    where: { user: usersMatching(search), ...(platformId ? { platformId } : {}) },
    orderBy: [
      { user: { fullName: 'asc' } },
      { userId: 'asc' },
      { platform: { displayOrder: 'asc' } },
      { id: 'asc' },
    ],
    ...pageArgs(page),
    select: ownedLinkSelect,
  });
  return toPage(rows, page.limit);
}

/** Sets the user's link on one platform (one link per user and platform), with its owner. */
export async function upsertUserSocial(
  ctx: ServiceContext,
  { platformId, url, ...owner }: UpsertUserSocialInput & { actorId: string },
) {
  const userId = await requireLinkOwner(ctx.db, owner);
  const platform = await ctx.db.socialPlatform.findUnique({
    where: { id: platformId },
    select: { active: true },
  });
  if (!platform) throw notFound('Social platform');
  if (!platform.active) {
    throw badRequest('This social platform is not active.', {
      field: 'platformId',
    });
  }
  const where = { userId_platformId: { userId, platformId } };
  const { after } = await audited(
    ctx.db,
    async (tx) => {
      const before = await tx.userSocialLink.findUnique({ where, select: ownedLinkSelect });
      const after = await tx.userSocialLink.upsert({
        where,
        create: { userId, platformId, url },
        update: { url },
        select: ownedLinkSelect,
      });
      return { before, after };
    },
    ({ before, after }) =>
      auditEntry(auditedLink, {
        action: before ? 'update' : 'create',
        actorId: owner.actorId,
        before,
        after,
      }),
  );
  return after;
}

export async function deleteUserSocial(
  ctx: ServiceContext,
  { platformId, ...owner }: DeleteUserSocialInput & { actorId: string },
) {
  const userId = await requireLinkOwner(ctx.db, owner);
  await auditedDelete(
    ctx.db,
    auditedLink,
    { actorId: owner.actorId, notFoundLabel: 'Social link' },
    (tx) =>
      tx.userSocialLink.delete({
        where: { userId_platformId: { userId, platformId } },
        select: ownedLinkSelect,
      }),
  );
  return { platformId };
}
