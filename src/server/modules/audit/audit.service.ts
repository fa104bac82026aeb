import type { LatestAuditInput, ListAuditInput } from '~/schemas/audit';
import type { Db } from '~/server/db';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/lists/pagination';
import type { ServiceContext } from '~/server/service-context';

const entrySelect = {
  id: true,
  actorId: true,
  actorName: true,
  action: true,
  entityType: true,
  entityId: true,
  entityLabel: true,
  teamId: true,
  changes: true,
  createdAt: true,
} satisfies Prisma.AuditEntrySelect;

type EntryRow = Prisma.AuditEntryGetPayload<{ select: typeof entrySelect }>;

const newestFirst = [
  { createdAt: 'desc' },
  { id: 'desc' },
] satisfies Prisma.AuditEntryOrderByWithRelationInput[];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The entries of the days from `from` to `to` (inclusive, UTC). */
function withinDays(from?: string | null, to?: string | null): Prisma.AuditEntryWhereInput {
  if (!from && !to) return {};
  return {
    createdAt: {
      ...(from ? { gte: new Date(`${from}T00:00:00Z`) } : {}),
      ...(to ? { lt: new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS) } : {}),
    },
  };
}

/** How to find out which of the given ids still exist, for each kind of record with a screen. */
const EXISTING: Record<string, (db: Db, ids: string[]) => Promise<{ id: string }[]>> = {
  series: (db, ids) => db.series.findMany({ where: { id: { in: ids } }, select: { id: true } }),
  series_item: (db, ids) =>
    db.seriesItem.findMany({ where: { id: { in: ids } }, select: { id: true } }),
  blog_post: (db, ids) =>
    db.blogPost.findMany({ where: { id: { in: ids } }, select: { id: true } }),
  project: (db, ids) => db.project.findMany({ where: { id: { in: ids } }, select: { id: true } }),
  media: (db, ids) => db.mediaItem.findMany({ where: { id: { in: ids } }, select: { id: true } }),
  team_profile: (db, ids) =>
    db.teamMemberProfile.findMany({ where: { id: { in: ids } }, select: { id: true } }),
  team: (db, ids) => db.team.findMany({ where: { id: { in: ids } }, select: { id: true } }),
  user: (db, ids) => db.user.findMany({ where: { id: { in: ids } }, select: { id: true } }),
  social_platform: (db, ids) =>
    db.socialPlatform.findMany({ where: { id: { in: ids } }, select: { id: true } }),
  user_social: (db, ids) =>
    db.userSocialLink.findMany({ where: { id: { in: ids } }, select: { id: true } }),
  contact_message: (db, ids) =>
    db.contactSubmission.findMany({ where: { id: { in: ids } }, select: { id: true } }),
  outbox_message: (db, ids) =>
    db.outboxMessage.findMany({ where: { id: { in: ids } }, select: { id: true } }),
};

/**
 * Each entry with whether its record still exists (so the log links to it only then), and the
 * name of its team. One query per kind of record on the page, not one per entry.
 */
async function withRecordState(db: Db, entries: EntryRow[]) {
  const idsByType = new Map<string, string[]>();
  for (const entry of entries) {
    if (!EXISTING[entry.entityType]) continue;
    idsByType.set(entry.entityType, [...(idsByType.get(entry.entityType) ?? []), entry.entityId]);
  }
  const teamIds = [...new Set(entries.flatMap((entry) => (entry.teamId ? [entry.teamId] : [])))];
  const [existing, teams] = await Promise.all([
    Promise.all(
      [...idsByType].map(async ([type, ids]) =>
        (await EXISTING[type]!(db, ids)).map((row) => `${type}:${row.id}`),
      ),
    ),
    db.team.findMany({
      where: { id: { in: teamIds } },
      select: { id: true, name: true, slug: true },
    }),
  ]);
  const alive = new Set(existing.flat());
  const teamById = new Map(teams.map((team) => [team.id, team]));
  return entries.map((entry) => ({
    ...entry,
    recordExists: alive.has(`${entry.entityType}:${entry.entityId}`),
    team: entry.teamId ? (teamById.get(entry.teamId) ?? null) : null,
  }));
}

/** The audit log, newest first, a page at a time. */
export async function listAuditEntries(
  ctx: ServiceContext,
  { actorId, teamId, entityType, from, to, ...page }: ListAuditInput,
) {
  const rows = await ctx.db.auditEntry.findMany({
    where: {
      ...(actorId ? { actorId } : {}),
      ...(teamId ? { teamId } : {}),
      ...(entityType ? { entityType } : {}),
      ...withinDays(from, to),
    },
    orderBy: newestFirst,
    ...pageArgs(page),
    select: entrySelect,
  });
  const { items, nextCursor } = toPage(rows, page.limit);
  return { items: await withRecordState(ctx.db, items), nextCursor };
}

/** The newest entries, for the dashboard. */
export async function latestAuditEntries(ctx: ServiceContext, { limit }: LatestAuditInput) {
  const rows = await ctx.db.auditEntry.findMany({
    orderBy: newestFirst,
    take: limit,
    select: entrySelect,
  });
  return withRecordState(ctx.db, rows);
}

/** The people who appear in the log, by name: the choices of its "who" filter. */
export async function listAuditActors(ctx: ServiceContext) {
  const actors = await ctx.db.user.findMany({
    where: { auditEntries: { some: {} } },
    orderBy: [{ fullName: 'asc' }, { id: 'asc' }],
    select: { id: true, fullName: true, email: true },
  });
  return actors;
}
