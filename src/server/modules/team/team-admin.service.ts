import type { ListTeamsInput, UpdateTeamInput } from '~/schemas/team';
import { publicPaths, revalidatePaths } from '~/server/cache/revalidate';
import { conflict, notFound, writeOrConflict } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/lists/pagination';
import { audited, changesBetween } from '~/server/records/audit';
import type { ServiceContext } from '~/server/service-context';
import { releaseDroppedUploads } from '~/server/storage/file-references';

/*
 * Teams as a whole: the system admins' list of every team, and what a team's owner (or a system
 * admin) does to the team itself — rename it, change its slug and description, delete it with
 * everything it holds.
 */

const teamSelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  createdAt: true,
  _count: {
    select: {
      members: true,
      series: true,
      blogPosts: true,
      projects: true,
      mediaItems: true,
      memberProfiles: true,
    },
  },
} satisfies Prisma.TeamSelect;

type TeamRow = Prisma.TeamGetPayload<{ select: typeof teamSelect }>;

/** What goes with a team when it is deleted, by kind. */
export interface TeamContentCounts {
  members: number;
  series: number;
  seriesItems: number;
  blogPosts: number;
  projects: number;
  mediaItems: number;
  profiles: number;
}

/** The teams with what each holds; series items are counted through the team's series. */
async function withCounts(db: Pick<ServiceContext['db'], 'series'>, rows: TeamRow[]) {
  const series = await db.series.findMany({
    where: { teamId: { in: rows.map((row) => row.id) } },
    select: { teamId: true, _count: { select: { items: true } } },
  });
  const itemsOfTeam = new Map<string, number>();
  for (const { teamId, _count } of series) {
    itemsOfTeam.set(teamId, (itemsOfTeam.get(teamId) ?? 0) + _count.items);
  }
  return rows.map(({ _count, ...team }) => ({
    ...team,
    counts: {
      members: _count.members,
      series: _count.series,
      seriesItems: itemsOfTeam.get(team.id) ?? 0,
      blogPosts: _count.blogPosts,
      projects: _count.projects,
      mediaItems: _count.mediaItems,
      profiles: _count.memberProfiles,
    } satisfies TeamContentCounts,
  }));
}

function matching(search: string): Prisma.TeamWhereInput {
  if (!search) return {};
  const contains = { contains: search, mode: 'insensitive' } as const;
  return { OR: [{ name: contains }, { slug: contains }] };
}

/** Every team by name, with its counts, a page at a time. */
export async function systemListTeams(ctx: ServiceContext, { search, ...page }: ListTeamsInput) {
  const rows = await ctx.db.team.findMany({
    where: matching(search),
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    ...pageArgs(page),
    select: teamSelect,
  });
  const { items, nextCursor } = toPage(rows, page.limit);
  return { items: await withCounts(ctx.db, items), nextCursor };
}

/** One team with its counts (the system admin's team page). */
export async function getTeamWithCounts(ctx: ServiceContext, { teamId }: { teamId: string }) {
  const row = await ctx.db.team.findUnique({ where: { id: teamId }, select: teamSelect });
  if (!row) throw notFound('Team');
  const [team] = await withCounts(ctx.db, [row]);
  return team!;
}

/** The public pages that show a team's content: its series, posts and projects, and the lists. */
async function publicPagesOfTeam(db: ServiceContext['db'], teamId: string) {
  const [series, posts, projects] = await Promise.all([
    db.series.findMany({ where: { teamId }, select: { slug: true } }),
    db.blogPost.findMany({ where: { teamId }, select: { id: true } }),
    db.project.findMany({ where: { teamId }, select: { id: true } }),
  ]);
  return [
    ...series.flatMap(({ slug }) => publicPaths.series(slug)),
    ...posts.flatMap(({ id }) => publicPaths.blogPost(id)),
    ...projects.flatMap(({ id }) => publicPaths.project(id)),
    ...publicPaths.media(),
    ...publicPaths.teamProfiles(),
  ];
}

/** What the audit log compares of a team. */
export const AUDITED_TEAM_FIELDS = ['name', 'slug', 'description'] as const;

export async function updateTeam(
  ctx: ServiceContext,
  { actorId, teamId, ...input }: UpdateTeamInput & { actorId: string; teamId: string },
) {
  const { after } = await audited(
    ctx.db,
    async (tx) => {
      const before = await tx.team.findUnique({
        where: { id: teamId },
        select: { id: true, name: true, slug: true, description: true },
      });
      if (!before) throw notFound('Team');
      const after = await writeOrConflict(
        tx.team.update({
          where: { id: teamId },
          data: { name: input.name, slug: input.slug, description: input.description || null },
          select: { id: true, name: true, slug: true, description: true },
        }),
        conflict('A team with this slug already exists.', { field: 'slug' }),
      );
      return { before, after };
    },
    ({ before, after }) => {
      const changes = changesBetween(before, after, AUDITED_TEAM_FIELDS);
      if (Object.keys(changes).length === 0) return null;
      return {
        actorId,
        action: 'update',
        entityType: 'team',
        entityId: teamId,
        entityLabel: after.name,
        teamId,
        changes,
      };
    },
  );
  // Series and project pages name their team.
  await revalidatePaths(ctx, await publicPagesOfTeam(ctx.db, teamId));
  return after;
}

/** Deletes a team with everything it holds (its series and their items, posts, projects, media and profiles). */
export async function deleteTeam(
  ctx: ServiceContext,
  { actorId, teamId }: { actorId: string; teamId: string },
) {
  const pages = await publicPagesOfTeam(ctx.db, teamId);
  const { team: deleted, storedFiles } = await audited(
    ctx.db,
    async (tx) => {
      const team = await tx.team.findUnique({ where: { id: teamId }, select: teamSelect });
      if (!team) throw notFound('Team');
      const [withContent] = await withCounts(tx, [team]);
      // The files the team uploaded: once it is gone, those no other team uses go too.
      const storedFiles = await tx.storedFile.findMany({
        where: { teamId },
        select: { url: true },
      });
      await tx.team.delete({ where: { id: teamId }, select: { id: true } });
      return { team: withContent!, storedFiles };
    },
    ({ team }) => ({
      actorId,
      action: 'delete',
      entityType: 'team',
      entityId: team.id,
      entityLabel: team.name,
      teamId: null,
      changes: changesBetween(team, null, AUDITED_TEAM_FIELDS),
    }),
  );
  await revalidatePaths(ctx, pages);
  await releaseDroppedUploads(ctx.db, storedFiles);
  return deleted;
}
