/**
 * Demo content: the Northwind Innovation Lab documenting an 8-week AI hackathon, and the
 * analytics history of its readers (prisma/seed/analytics.ts).
 * `seedDemo` creates what is missing and never touches existing rows, so it is safe to re-run.
 * Run directly (`tsx prisma/seed.ts`, `prisma migrate reset`) it seeds DATABASE_URL.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { env } from '~/env';
import { hashPassword } from '~/server/auth/password';
import { createDb, type Db } from '~/server/db';

import { seedAnalyticsHistory } from './seed/analytics';
import { BLOG_POSTS } from './seed/blog';
import { CUSTOM_LINKS } from './seed/custom-links';
import { assertNaturalKeysFree } from './seed/guard';
import { HACKATHON_ITEMS } from './seed/hackathon-items';
import { MEDIA_ITEMS } from './seed/media';
import { PROJECTS } from './seed/projects';
import { SERIES } from './seed/series';
import { SOCIAL_PLATFORMS, USER_SOCIAL_LINKS } from './seed/social';
import { SPRINT_ITEMS } from './seed/sprint-items';
import { MEMBER_PROFILES, TEAM, TEAM_MEMBERS } from './seed/team';
import { DEMO_ACCOUNTS, USER_ROLES, userRows } from './seed/users';

export { DEMO_ACCOUNTS };
export type { DemoAccount } from './seed/users';

// Hashing (argon2id) runs before the transaction, so the transaction stays short.
export async function seedDemo(db: Db): Promise<void> {
  const users = await userRows(hashPassword);
  await db.$transaction(
    async (tx) => {
      await assertNaturalKeysFree(tx, {
        users,
        teams: [TEAM],
        series: SERIES,
        platforms: SOCIAL_PLATFORMS,
      });
      // skipDuplicates = INSERT … ON CONFLICT DO NOTHING: existing rows stay exactly as they are.
      const options = { skipDuplicates: true } as const;
      await tx.user.createMany({ data: users, ...options });
      await tx.userRole.createMany({ data: USER_ROLES, ...options });
      await tx.team.createMany({ data: [TEAM], ...options });
      await tx.teamMember.createMany({ data: TEAM_MEMBERS, ...options });
      await tx.teamMemberProfile.createMany({ data: MEMBER_PROFILES, ...options });
      await tx.socialPlatform.createMany({ data: SOCIAL_PLATFORMS, ...options });
      await tx.userSocialLink.createMany({ data: USER_SOCIAL_LINKS, ...options });
      await tx.series.createMany({ data: SERIES, ...options });
      await tx.seriesItem.createMany({ data: [...HACKATHON_ITEMS, ...SPRINT_ITEMS], ...options });
      await tx.project.createMany({ data: PROJECTS, ...options });
      await tx.blogPost.createMany({ data: BLOG_POSTS, ...options });
      await tx.mediaItem.createMany({ data: MEDIA_ITEMS, ...options });
      await tx.customLink.createMany({ data: CUSTOM_LINKS, ...options });
    },
    { timeout: 30_000 },
  );
  // After the content it counts: the history reads the records' ids and paths.
  await seedAnalyticsHistory(db);
}

async function main(): Promise<void> {
  const url = env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: point it at the database to seed.');
  const db = createDb(url);
  try {
    await seedDemo(db);
  } finally {
    await db.$disconnect();
  }
  console.log('Demo content is in place. Local-only demo sign-ins:');
  for (const account of DEMO_ACCOUNTS) {
    console.log(`  ${account.role}: ${account.email} / ${account.password}`);
  }
}

const isEntryPoint =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (isEntryPoint) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
