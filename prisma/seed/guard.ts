import type { Prisma } from '~/server/generated/prisma/client';

/** The seeded rows that other seeded rows point at, each with a unique natural key. */
export type ReferencedRows = {
  users: Prisma.UserCreateManyInput[];
  teams: Prisma.TeamCreateManyInput[];
  series: Prisma.SeriesCreateManyInput[];
  platforms: Prisma.SocialPlatformCreateManyInput[];
};

function idsOf(rows: { id?: string }[]): string[] {
  return rows.flatMap((row) => row.id ?? []);
}

/**
 * The seed creates rows only where they are missing. If someone else's row already holds a demo
 * email, slug or platform name, the demo row would be skipped and everything pointing at it
 * would break, so stop with a message that names the rows instead.
 */
export async function assertNaturalKeysFree(
  tx: Prisma.TransactionClient,
  rows: ReferencedRows,
): Promise<void> {
  const [users, teams, series, platforms] = await Promise.all([
    tx.user.findMany({
      where: {
        id: { notIn: idsOf(rows.users) },
        OR: [
          { email: { in: rows.users.map((user) => user.email) } },
          { username: { in: rows.users.flatMap((user) => user.username ?? []) } },
        ],
      },
      select: { email: true },
    }),
    tx.team.findMany({
      where: { id: { notIn: idsOf(rows.teams) }, slug: { in: rows.teams.map((t) => t.slug) } },
      select: { slug: true },
    }),
    tx.series.findMany({
      where: { id: { notIn: idsOf(rows.series) }, slug: { in: rows.series.map((s) => s.slug) } },
      select: { slug: true },
    }),
    tx.socialPlatform.findMany({
      where: {
        id: { notIn: idsOf(rows.platforms) },
        name: { in: rows.platforms.map((p) => p.name) },
      },
      select: { name: true },
    }),
  ]);
  const clashes = [
    ...users.map((user) => `user ${user.email}`),
    ...teams.map((team) => `team "${team.slug}"`),
    ...series.map((one) => `series "${one.slug}"`),
    ...platforms.map((platform) => `social platform "${platform.name}"`),
  ];
  if (clashes.length > 0) {
    throw new Error(
      `Cannot seed the demo content: ${clashes.join(', ')} already exist(s) outside the demo. ` +
        'Seed an empty database, or rename or delete those rows first.',
    );
  }
}
