import {
  customLinkEntityTypes,
  MAX_CUSTOM_LINKS,
  type AddCustomLinkInput,
  type CustomLinkEntityType,
  type CustomLinkFields,
  type CustomLinkOwner,
  type ReorderCustomLinksInput,
} from '~/schemas/custom-link';
import type { Db } from '~/server/db';
import { AppError } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { publicPaths, revalidatePaths } from '~/server/revalidate';
import type { Context } from '~/server/trpc/context';

import { requireSameIds } from './reorder';

type ServiceContext = Pick<Context, 'db' | 'revalidate'>;

type OwnerColumn = 'blogPostId' | 'projectId' | 'seriesId' | 'seriesItemId';

interface OwnerKind {
  /** The custom_links column (a real foreign key) that points at this kind of owner. */
  column: OwnerColumn;
  /** What else must hold for visitors to see the links: unpublished content keeps them hidden. */
  visibleToPublic: Prisma.CustomLinkWhereInput;
  /** The owner's public pages when it belongs to the team; null when the team has no such owner. */
  pathsInTeam(db: Db, id: string, teamId: string): Promise<string[] | null>;
}

/** The one place that knows how each entity type maps to its column, visibility and team. */
const OWNER_KINDS: Record<CustomLinkEntityType, OwnerKind> = {
  blog: {
    column: 'blogPostId',
    visibleToPublic: { blogPost: { published: true } },
    async pathsInTeam(db, id, teamId) {
      const post = await db.blogPost.findFirst({ where: { id, teamId }, select: { id: true } });
      return post && publicPaths.blogPost(post.id);
    },
  },
  project: {
    column: 'projectId',
    visibleToPublic: {},
    async pathsInTeam(db, id, teamId) {
      const project = await db.project.findFirst({ where: { id, teamId }, select: { id: true } });
      return project && publicPaths.project(project.id);
    },
  },
  series: {
    column: 'seriesId',
    visibleToPublic: {},
    async pathsInTeam(db, id, teamId) {
      const series = await db.series.findFirst({ where: { id, teamId }, select: { slug: true } });
      return series && publicPaths.series(series.slug);
    },
  },
  series_item: {
    column: 'seriesItemId',
    visibleToPublic: { seriesItem: { published: true } },
    async pathsInTeam(db, id, teamId) {
      const item = await db.seriesItem.findFirst({
        where: { id, series: { teamId } },
        select: { id: true, series: { select: { slug: true } } },
      });
      return item && publicPaths.seriesItem(item.series.slug, item.id);
    },
  },
};

const OWNER_NOT_FOUND = 'The content these links belong to was not found.';
const LINK_NOT_FOUND = 'Link not found.';

const linkFields = {
  id: true,
  linkName: true,
  linkUrl: true,
  displayOrder: true,
} satisfies Prisma.CustomLinkSelect;

const linkOrder: Prisma.CustomLinkOrderByWithRelationInput[] = [
  { displayOrder: 'asc' },
  { createdAt: 'asc' },
  { id: 'asc' },
];

const ownerColumnsSelect = Object.fromEntries(
  Object.values(OWNER_KINDS).map((kind) => [kind.column, true]),
) as Record<OwnerColumn, true>;

function ownerColumn({
  entityType,
  entityId,
}: CustomLinkOwner): Partial<Record<OwnerColumn, string>> {
  return { [OWNER_KINDS[entityType].column]: entityId };
}

function ownerOfLink(link: Record<OwnerColumn, string | null>): CustomLinkOwner {
  for (const entityType of customLinkEntityTypes) {
    const entityId = link[OWNER_KINDS[entityType].column];
    if (entityId) return { entityType, entityId };
  }
  // The custom_links_one_owner CHECK constraint makes an ownerless row impossible.
  throw new Error('A custom link without an owner.');
}

function ownerPathsInTeam(db: Db, owner: CustomLinkOwner, teamId: string) {
  return OWNER_KINDS[owner.entityType].pathsInTeam(db, owner.entityId, teamId);
}

async function requireOwnerPaths(db: Db, owner: CustomLinkOwner, teamId: string) {
  const paths = await ownerPathsInTeam(db, owner, teamId);
  if (!paths) throw new AppError('NOT_FOUND', OWNER_NOT_FOUND);
  return paths;
}

/**
 * Nested-create data for links staged in a create dialog: written in the same statement, and so
 * the same transaction, as their owner, with display_order = position (spec §7, §9).
 */
export function stagedLinksCreate(links: readonly CustomLinkFields[]) {
  return {
    create: links.map((link, index) => ({
      linkName: link.linkName,
      linkUrl: link.linkUrl,
      displayOrder: index,
    })),
  };
}

/** A visitor's view: the owner's links in display order; none while the owner is unpublished. */
export function listLinks(db: Db, owner: CustomLinkOwner) {
  return db.customLink.findMany({
    where: { ...ownerColumn(owner), ...OWNER_KINDS[owner.entityType].visibleToPublic },
    orderBy: linkOrder,
    select: linkFields,
  });
}

/** A team member's view, drafts included; the owner must belong to the team. */
export async function adminListLinks(db: Db, teamId: string, owner: CustomLinkOwner) {
  await requireOwnerPaths(db, owner, teamId);
  return db.customLink.findMany({
    where: ownerColumn(owner),
    orderBy: linkOrder,
    select: linkFields,
  });
}

/** Appends a link after the owner's last one (display_order = highest + 1, spec §7). */
export async function addLink(ctx: ServiceContext, teamId: string, input: AddCustomLinkInput) {
  const owner = { entityType: input.entityType, entityId: input.entityId };
  const paths = await requireOwnerPaths(ctx.db, owner, teamId);
  const existing = await ctx.db.customLink.aggregate({
    where: ownerColumn(owner),
    _count: { _all: true },
    _max: { displayOrder: true },
  });
  if (existing._count._all >= MAX_CUSTOM_LINKS) {
    throw new AppError('BAD_REQUEST', `At most ${MAX_CUSTOM_LINKS} links.`);
  }
  const link = await ctx.db.customLink.create({
    data: {
      ...ownerColumn(owner),
      linkName: input.linkName,
      linkUrl: input.linkUrl,
      displayOrder: (existing._max.displayOrder ?? -1) + 1,
    },
    select: linkFields,
  });
  await revalidatePaths(ctx, paths);
  return link;
}

/** Deletes a link whose owner belongs to the team; any other id is not found. */
export async function deleteLink(ctx: ServiceContext, teamId: string, id: string) {
  const link = await ctx.db.customLink.findUnique({ where: { id }, select: ownerColumnsSelect });
  const paths = link && (await ownerPathsInTeam(ctx.db, ownerOfLink(link), teamId));
  if (!paths) throw new AppError('NOT_FOUND', LINK_NOT_FOUND);
  await ctx.db.customLink.delete({ where: { id }, select: { id: true } });
  await revalidatePaths(ctx, paths);
  return { id };
}

/** Writes display_order = position for every link of the owner, in one transaction. */
export async function reorderLinks(
  ctx: ServiceContext,
  teamId: string,
  input: ReorderCustomLinksInput,
) {
  const owner = { entityType: input.entityType, entityId: input.entityId };
  const paths = await requireOwnerPaths(ctx.db, owner, teamId);
  const where = ownerColumn(owner);
  const current = await ctx.db.customLink.findMany({ where, select: { id: true } });
  requireSameIds(
    current.map((link) => link.id),
    input.ids,
    'link',
  );
  await ctx.db.$transaction(
    input.ids.map((id, index) =>
      ctx.db.customLink.update({ where: { id, ...where }, data: { displayOrder: index } }),
    ),
  );
  await revalidatePaths(ctx, paths);
  return ctx.db.customLink.findMany({ where, orderBy: linkOrder, select: linkFields });
}
