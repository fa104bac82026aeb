import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { dayStart, utcDay } from '~/lib/utc-days';
import { toYouTubeEmbedUrl } from '~/lib/youtube';
import { createBlogPostInput } from '~/schemas/blog';
import { createMediaInput } from '~/schemas/media';
import { createProjectInput } from '~/schemas/project';
import { createSeriesInput } from '~/schemas/series';
import { createSeriesItemInput } from '~/schemas/series-item';
import { createSocialPlatformInput } from '~/schemas/social';
import { createTeamProfileInput } from '~/schemas/team-profile';
import { verifyPassword } from '~/server/auth/password';
import type { Db } from '~/server/db';
import { sanitizeBlogHtml } from '~/server/sanitize-html';

import { DEMO_ACCOUNTS, seedDemo } from '../../prisma/seed';
import { HACKATHON_SERIES_ID } from '../../prisma/seed/series';
import { TEAM_ID } from '../../prisma/seed/team';
import { callerFor } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { sessionFor } from '../helpers/factories';

const database = useTestDatabase();
const DEMO_DIR = path.resolve(import.meta.dirname, '../../public/demo');

const SEEDED_TABLES = [
  'users',
  'user_roles',
  'teams',
  'team_members',
  'team_member_profiles',
  'social_platforms',
  'user_social_links',
  'series',
  'series_items',
  'projects',
  'blog_posts',
  'media_items',
  'custom_links',
] as const;

/**
 * Every row of every seeded table, every column (updated_at included), in id order; as JSON, so
 * columns Prisma cannot read come too — but not the search vectors, which the database derives.
 */
async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of SEEDED_TABLES) {
    tables[table] = await db.$queryRawUnsafe(
      `SELECT to_jsonb(t) - 'search_vector' AS row FROM "${table}" t ORDER BY id`,
    );
  }
  return tables;
}

/** The validation messages `schema` gives for each row that an admin form would refuse. */
function refusals(schema: z.ZodType, rows: object[]): string[] {
  return rows.flatMap((row) => {
    const result = schema.safeParse(row);
    return result.success ? [] : [`${JSON.stringify(row).slice(0, 80)}: ${result.error.message}`];
  });
}

beforeAll(async () => {
  await seedDemo(database().db);
});

describe('seedDemo content', () => {
  it('creates two featured series of eight weekly items with every item type, and drafts', async () => {
    const { db } = database();
    const featured = await db.series.findMany({
      where: { featured: true },
      include: { items: { orderBy: { weekNumber: 'asc' } } },
      orderBy: { startDate: 'asc' },
    });

    expect(featured.map((series) => series.status)).toEqual(['completed', 'active']);
    for (const series of featured) {
      expect(series.items.map((item) => item.weekNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(new Set(series.items.map((item) => item.itemType))).toEqual(
        new Set(['update', 'milestone', 'announcement', 'tutorial']),
      );
    }
    const active = featured[1]!;
    expect(active.items.filter((item) => !item.published).map((item) => item.weekNumber)).toEqual([
      7, 8,
    ]);
    expect(active.items.some((item) => item.youtubeVideoUrl)).toBe(true);
    expect(active.items.some((item) => item.githubLinks.length > 0)).toBe(true);
    expect(active.items.some((item) => item.documentLinks.length > 0)).toBe(true);
    expect(await db.series.count({ where: { featured: false, status: 'upcoming' } })).toBe(1);
  });

  it('creates six projects: two featured, galleries, a series link and a video', async () => {
    const projects = await database().db.project.findMany();

    expect(projects).toHaveLength(6);
    expect(projects.filter((project) => project.featured)).toHaveLength(2);
    expect(projects.some((project) => project.imageUrls.length > 1)).toBe(true);
    expect(projects.some((project) => project.seriesId)).toBe(true);
    expect(projects.some((project) => project.videoUrl)).toBe(true);
  });

  it('creates six blog posts: five published on distinct dates, one draft, all authored', async () => {
    const posts = await database().db.blogPost.findMany();
    const published = posts.filter((post) => post.published);

    expect(posts).toHaveLength(6);
    expect(published).toHaveLength(5);
    expect(new Set(published.map((post) => post.publishedAt?.toISOString())).size).toBe(5);
    expect(posts.find((post) => !post.published)?.publishedAt).toBeNull();
    expect(posts.every((post) => post.authorId && post.authorName)).toBe(true);
    expect(Math.max(...posts.map((post) => post.imageUrls.length))).toBeGreaterThan(5);
  });

  it('stores blog HTML exactly as the server’s sanitiser would, with rich structure', async () => {
    const posts = await database().db.blogPost.findMany();

    for (const post of posts) expect(sanitizeBlogHtml(post.content)).toBe(post.content);
    const html = posts.map((post) => post.content).join('\n');
    for (const tag of ['<h2>', '<h3>', '<ul>', '<ol>', '<a href=', '<img src=', '<pre><code']) {
      expect(html).toContain(tag);
    }
  });

  it('creates media of all three types, with YouTube items in the canonical embed form', async () => {
    const media = await database().db.mediaItem.findMany();

    expect(new Set(media.map((item) => item.mediaType))).toEqual(
      new Set(['image', 'video', 'youtube']),
    );
    for (const item of media.filter((one) => one.mediaType === 'youtube')) {
      const link = toYouTubeEmbedUrl(item.mediaUrl);
      expect(link.ok && link.embedUrl).toBe(item.mediaUrl);
      expect(item.thumbnailUrl).toMatch(/^https:\/\/i\.ytimg\.com\/vi\/[\w-]{11}\/hqdefault\.jpg$/);
    }
  });

  it('creates four ordered member profiles, three social platforms and user social links', async () => {
    const { db } = database();
    const profiles = await db.teamMemberProfile.findMany({ orderBy: { orderIndex: 'asc' } });

    expect(profiles.map((profile) => profile.orderIndex)).toEqual([0, 1, 2, 3]);
    expect((await db.socialPlatform.findMany()).map((platform) => platform.iconKey).sort()).toEqual(
      ['github', 'linkedin', 'x'],
    );
    expect(await db.userSocialLink.count()).toBeGreaterThan(1);
  });

  it('gives custom links to a series, a series item, a project and a blog post', async () => {
    const links = await database().db.customLink.findMany();

    expect(links.some((link) => link.seriesId)).toBe(true);
    expect(links.some((link) => link.seriesItemId)).toBe(true);
    expect(links.some((link) => link.projectId)).toBe(true);
    expect(links.some((link) => link.blogPostId)).toBe(true);
  });

  it('makes the admin a system admin and the team owner, and the editor a team admin', async () => {
    const { db } = database();
    const [admin, editor] = await Promise.all(
      DEMO_ACCOUNTS.map((account) =>
        db.user.findUniqueOrThrow({
          where: { email: account.email },
          include: { roles: true, memberships: true },
        }),
      ),
    );

    expect(admin!.roles.map((role) => role.role)).toEqual(['admin']);
    expect(admin!.memberships.map((member) => member.role)).toEqual(['owner']);
    expect(editor!.roles).toEqual([]);
    expect(editor!.memberships.map((member) => member.role)).toEqual(['admin']);
    expect(admin!.fullName && admin!.username && editor!.fullName && editor!.username).toBeTruthy();
  });

  it('lets the demo accounts sign in with their documented passwords, and only those', async () => {
    const { db } = database();
    expect(DEMO_ACCOUNTS.map((account) => account.role)).toEqual(['System admin', 'Team editor']);
    for (const account of DEMO_ACCOUNTS) {
      const user = await db.user.findUniqueOrThrow({ where: { email: account.email } });
      expect(await verifyPassword(user.passwordHash, account.password)).toBe(true);
      expect(await verifyPassword(user.passwordHash, `${account.password}-wrong`)).toBe(false);
    }
  });

  it('contains only content the admin forms would accept', async () => {
    const { db } = database();
    const series = await db.series.findMany();
    const isoDate = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

    expect([
      ...refusals(
        createSeriesInput,
        series.map((one) => ({
          ...one,
          startDate: isoDate(one.startDate),
          endDate: isoDate(one.endDate),
        })),
      ),
      ...refusals(createSeriesItemInput, await db.seriesItem.findMany()),
      ...refusals(createProjectInput, await db.project.findMany()),
      ...refusals(createBlogPostInput, await db.blogPost.findMany()),
      ...refusals(createMediaInput, await db.mediaItem.findMany()),
      ...refusals(createTeamProfileInput, await db.teamMemberProfile.findMany()),
      ...refusals(createSocialPlatformInput, await db.socialPlatform.findMany()),
    ]).toEqual([]);
  });

  it('points every /demo/ URL at a small file shipped in public/demo', async () => {
    const text = JSON.stringify(await snapshot(database().db));
    const files = new Set([...text.matchAll(/\/demo\/([\w.-]+)/g)].map((match) => match[1]!));

    expect(files.size).toBeGreaterThan(20);
    for (const file of files) {
      const filePath = path.join(DEMO_DIR, file);
      expect(existsSync(filePath), filePath).toBe(true);
      if (file.endsWith('.webp')) expect(statSync(filePath).size).toBeLessThanOrEqual(40 * 1024);
    }
  });
});

describe('seedDemo idempotency', () => {
  it('changes nothing when it runs again', async () => {
    const { db } = database();
    const before = await snapshot(db);

    await seedDemo(db);

    expect(await snapshot(db)).toEqual(before);
  });

  it('recreates a deleted demo row and leaves the rest untouched', async () => {
    const { db } = database();
    const before = await snapshot(db);
    const video = await db.mediaItem.findFirstOrThrow({ where: { mediaType: 'video' } });
    await db.mediaItem.delete({ where: { id: video.id } });

    await seedDemo(db);

    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses, naming the row, when a demo slug belongs to content outside the demo', async () => {
    const { db } = database();
    const upcoming = await db.series.findFirstOrThrow({ where: { status: 'upcoming' } });
    await db.series.delete({ where: { id: upcoming.id } });
    const { id: _id, ...fields } = upcoming;
    const stranger = await db.series.create({ data: fields });
    const before = await snapshot(db);

    await expect(seedDemo(db)).rejects.toThrow(`series "${upcoming.slug}" already exist`);
    expect(await snapshot(db)).toEqual(before);

    await db.series.delete({ where: { id: stranger.id } });
  });
});

describe('the demo analytics history', () => {
  const caller = async () => {
    const { db } = database();
    const admin = await db.user.findUniqueOrThrow({
      where: { email: DEMO_ACCOUNTS[0]!.email },
      select: { id: true, email: true, fullName: true },
    });
    return callerFor(db, sessionFor({ ...admin, isSystemAdmin: true })).analytics;
  };

  it("fills the team's charts: every day of 90 has views, from several referrers and devices", async () => {
    const report = await (await caller()).team({ teamId: TEAM_ID, days: 90 });
    // Today's figures are real traffic only.
    expect(report.daily.slice(0, -1).every((day) => day.views > 0 && day.visitors > 0)).toBe(true);
    expect(report.previous.views).toBeGreaterThan(0);
    expect(report.referrers.map((source) => source.value)).toEqual(
      expect.arrayContaining(['news.ycombinator.com', 'github.com', 'linkedin.com']),
    );
    expect(report.campaigns[0]?.value).toBe('newsletter / hackathon-weekly');
    expect(report.devices.map((source) => source.value).sort()).toEqual([
      'desktop',
      'phone',
      'tablet',
    ]);
    expect(report.topRecords.length).toBeGreaterThan(5);
    const site = await (await caller()).site({ days: 7 });
    expect(site.dropped.map((drop) => drop.reason)).toContain('bot');
  });

  it('shows the hackathon losing readers week by week, with its feed readers', async () => {
    const report = await (
      await caller()
    ).series({ teamId: TEAM_ID, seriesId: HACKATHON_SERIES_ID });
    const views = report.weeks.map((week) => week.views);
    expect(views.length).toBeGreaterThan(3);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    expect(report.weeks.every((week) => week.readRate > 0 && week.readRate < 1)).toBe(true);
    expect(report.feedReaders).toBeGreaterThan(0);
  });

  it('writes raw events for the days before today only, and the same rows when run again', async () => {
    const { db } = database();
    const counts = () =>
      Promise.all([
        db.analyticsEvent.count(),
        db.analyticsDailyTotal.count(),
        db.analyticsDailyRecord.aggregate({ _sum: { views: true, feedReaders: true } }),
        db.analyticsDailySource.count(),
        db.analyticsDailyDrop.count(),
      ]);
    const before = await counts();
    expect(before[0]).toBeGreaterThan(0);
    expect(await db.analyticsEvent.count({ where: { day: dayStart(utcDay(new Date())) } })).toBe(0);
    await seedDemo(db);
    expect(await counts()).toEqual(before);
  });
});
