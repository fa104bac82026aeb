import {
  customLinkEntityTypes,
  MAX_CUSTOM_LINKS,
  type AddCustomLinkInput,
  type CustomLinkEntityType,
  type CustomLinkFields,
  type CustomLinkIdInput,
  type CustomLinkOwnerInput,
  type ReorderCustomLinksInput,
} from '~/schemas/custom-link';
import { publicPaths, revalidatePaths } from '~/server/cache/revalidate';
import type { Db, Tx } from '~/server/db';
import { badRequest, notFound } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { audited, auditedCreate, auditedDelete, type AuditedEntity } from '~/server/records/audit';
import { reorder, type OrderedList } from '~/server/records/reorder';
import type { ServiceContext } from '~/server/service-context';

type OwnerColumn = 'blogPostId' | 'projectId' | 'seriesId' | 'seriesItemId';

interface OwnerInTeam {
  title: string;
  paths: string[];
}

interface OwnerKind {
  /** The custom_links column (a real foreign key) that points at this kind of owner. */
  column: OwnerColumn;
  /** The owner's links as an ordered list (src/server/records/reorder.ts). */
  list: OrderedList;
  /** What else must hold for visitors to see the links: unpublished content keeps them hidden. */
  visibleToPublic: Prisma.CustomLinkWhereInput;
  /** Links whose owner of this kind belongs to the team. */
  ownedByTeam(teamId: string): Prisma.CustomLinkWhereInput;
  /** The owner's entity type in the audit log. */
  auditType: string;
  /**
   * The owner's title and public pages when it belongs to the team; null when the team has no
   * such owner. Read in a transaction or out of one.
   */
  inTeam(db: Tx, id: string, teamId: string): Promise<OwnerInTeam | null>;
}

/** The one place that knows how each entity type maps to its column, visibility and team. */
const OWNER_KINDS: Record<CustomLinkEntityType, OwnerKind> = {
  blog: {
    column: 'blogPostId',
    list: 'blogPostLinks',
    visibleToPublic: { blogPost: { published: true } },
    ownedByTeam: (teamId) => ({ blogPost: { teamId } }),
    auditType: 'blog_post',
    async inTeam(db, id, teamId) {
      const post = await db.blogPost.findFirst({
        where: { id, teamId },
        select: { id: true, title: true },
      });
      return post && { title: post.title, paths: publicPaths.blogPost(post.id) };
    },
  },
  project: {
    column: 'projectId',
    list: 'projectLinks',
    visibleToPublic: { project: { published: true } },
    ownedByTeam: (teamId) => ({ project: { teamId } }),
    auditType: 'project',
    async inTeam(db, id, teamId) {
      const project = await db.project.findFirst({
        where: { id, teamId },
        select: { id: true, title: true },
      });
      return project && { title: project.title, paths: publicPaths.project(project.id) };
    },
  },
  series: {
    column: 'seriesId',
    list: 'seriesLinks',
    visibleToPublic: {},
    ownedByTeam: (teamId) => ({ series: { teamId } }),
    auditType: 'series',
    async inTeam(db, id, teamId) {
      const series = await db.series.findFirst({
        where: { id, teamId },
        select: { slug: true, title: true },
      });
      return series && { title: series.title, paths: publicPaths.series(series.slug) };
    },
  },
  series_item: {
    column: 'seriesItemId',
    list: 'seriesItemLinks',
    visibleToPublic: { seriesItem: { published: true } },
    ownedByTeam: (teamId) => ({ seriesItem: { series: { teamId } } }),
    auditType: 'series_item',
    async inTeam(db, id, teamId) {
      const item = await db.seriesItem.findFirst({
        where: { id, series: { teamId } },
        select: { id: true, title: true, series: { select: { slug: true } } },
      });
      return (
        item && { title: item.title, paths: publicPaths.seriesItem(item.series.slug, item.id) }
      );
    },
  },
};

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

/** A link is the team's when its owner is, whatever kind the owner is. */
function linkInTeam(id: string, teamId: string): Prisma.CustomLinkWhereUniqueInput {
  return { id, OR: Object.values(OWNER_KINDS).map((kind) => kind.ownedByTeam(teamId)) };
}

function ownerColumn({
  entityType,
  entityId,
}: CustomLinkOwnerInput): Partial<Record<OwnerColumn, string>> {
  return { [OWNER_KINDS[entityType].column]: entityId };
}

function ownerOfLink(link: Record<OwnerColumn, string | null>): CustomLinkOwnerInput {
  for (const entityType of customLinkEntityTypes) {
    const entityId = link[OWNER_KINDS[entityType].column];
    if (entityId) return { entityType, entityId };
  }
  // The custom_links_one_owner CHECK constraint makes an ownerless row impossible.
  throw new Error('A custom link without an owner.');
}

/** A link's owner when it belongs to the team (see OwnerKind.inTeam), else null. */
export function linkOwnerInTeam(db: Tx, owner: CustomLinkOwnerInput, teamId: string) {
  return OWNER_KINDS[owner.entityType].inTeam(db, owner.entityId, teamId);
}

async function requireOwnerInTeam(db: Db, owner: CustomLinkOwnerInput, teamId: string) {
  const found = await linkOwnerInTeam(db, owner, teamId);
  if (!found) throw notFound('Linked content');
  return found;
}

type LinkRow = Prisma.CustomLinkGetPayload<{ select: typeof linkFields }>;

/** The audit log's view of the team's links. */
const auditedLink = (teamId: string): AuditedEntity<LinkRow> => ({
  type: 'custom_link',
  fields: ['linkName', 'linkUrl', 'displayOrder'],
  label: (link) => link.linkName,
  teamId: () => teamId,
});

/**
 * Nested-create data for links staged in a create dialog: written in the same statement, and so
 * the same transaction, as their owner, with display_order = position.
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
export function listCustomLinks(ctx: ServiceContext, owner: CustomLinkOwnerInput) {
  return ctx.db.customLink.findMany({
    where: { ...ownerColumn(owner), ...OWNER_KINDS[owner.entityType].visibleToPublic },
    orderBy: linkOrder,
    select: linkFields,
  });
}

/** A team member's view, drafts included; the owner must belong to the team. */
export async function adminListCustomLinks(
  ctx: ServiceContext,
  { teamId, entityType, entityId }: CustomLinkOwnerInput & { teamId: string },
) {
  const owner = { entityType, entityId };
  await requireOwnerInTeam(ctx.db, owner, teamId);
  return ctx.db.customLink.findMany({
    where: ownerColumn(owner),
    orderBy: linkOrder,
    select: linkFields,
  });
}

/**
 * Serialises the adds of one owner's links, so two concurrent adds cannot both count the links
 * under the limit or take the same next position.
 */
async function lockLinksOf(tx: Tx, owner: CustomLinkOwnerInput): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`custom-links:${owner.entityId}`}))`;
}

/**
 * Writes a link of an owner known to be the caller's team's in `tx`: every link added on its own,
 * typed or imported, is written here.
 */
export function insertCustomLink(
  tx: Tx,
  owner: CustomLinkOwnerInput,
  fields: CustomLinkFields & { displayOrder: number },
) {
  return tx.customLink.create({ data: { ...ownerColumn(owner), ...fields }, select: linkFields });
}

/** Appends a link after the owner's last one (display_order = highest + 1). */
export async function addCustomLink(
  ctx: ServiceContext,
  {
    teamId,
    actorId,
    entityType,
    entityId,
    linkName,
    linkUrl,
  }: AddCustomLinkInput & { teamId: string; actorId: string },
) {
  const owner = { entityType, entityId };
  const { paths } = await requireOwnerInTeam(ctx.db, owner, teamId);
  const link = await auditedCreate(ctx.db, auditedLink(teamId), actorId, async (tx) => {
    await lockLinksOf(tx, owner);
    const existing = await tx.customLink.aggregate({
      where: ownerColumn(owner),
      _count: { _all: true },
      _max: { displayOrder: true },
    });
    if (existing._count._all >= MAX_CUSTOM_LINKS) {
      throw badRequest(`At most ${MAX_CUSTOM_LINKS} links.`);
    }
    return insertCustomLink(tx, owner, {
      linkName,
      linkUrl,
      displayOrder: (existing._max.displayOrder ?? -1) + 1,
    });
  });
  await revalidatePaths(ctx, paths);
  return link;
}

/** Deletes a link whose owner belongs to the team; any other id is not found. */
export async function deleteCustomLink(
  ctx: ServiceContext,
  { teamId, actorId, id }: CustomLinkIdInput & { teamId: string; actorId: string },
) {
  const link = await auditedDelete(
    ctx.db,
    auditedLink(teamId),
    { actorId, notFoundLabel: 'Link' },
    (tx) =>
      tx.customLink.delete({
        where: linkInTeam(id, teamId),
        select: { ...linkFields, ...ownerColumnsSelect },
      }),
  );
  const owner = await linkOwnerInTeam(ctx.db, ownerOfLink(link), teamId);
  await revalidatePaths(ctx, owner?.paths ?? []);
  return { id };
}

/** Writes display_order = position for every link of the owner; logged as a change of the owner. */
export async function reorderCustomLinks(
  ctx: ServiceContext,
  {
    teamId,
    actorId,
    entityType,
    entityId,
    ids,
  }: ReorderCustomLinksInput & { teamId: string; actorId: string },
) {
  const owner = { entityType, entityId };
  const { title, paths } = await requireOwnerInTeam(ctx.db, owner, teamId);
  await audited(
    ctx.db,
    (tx) => reorder(tx, OWNER_KINDS[entityType].list, entityId, ids),
    (previous) => ({
      actorId,
      action: 'reorder',
      entityType: OWNER_KINDS[entityType].auditType,
      entityId,
      entityLabel: title,
      teamId,
      changes: { linkOrder: { from: previous, to: [...ids] } },
    }),
  );
  await revalidatePaths(ctx, paths);
  return ctx.db.customLink.findMany({
    where: ownerColumn(owner),
    orderBy: linkOrder,
    select: linkFields,
  });
}
