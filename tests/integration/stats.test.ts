import { beforeAll, describe, expect, it } from 'vitest';

import { callerFor } from '../helpers/caller';
import {
  createBlogPost,
  createMediaItem,
  createProject,
  createSeries,
  createSeriesItem,
} from '../helpers/content-factories';
import { useTestDatabase } from '../helpers/db';
import {
  createStaffedTeam,
  createTeam,
  sessionFor,
  type TestTeam,
  type TestUser,
} from '../helpers/factories';

const database = useTestDatabase();

let team: TestTeam;
let otherTeam: TestTeam;
let users: Awaited<ReturnType<typeof createStaffedTeam>>;

beforeAll(async () => {
  const { db } = database();
  users = await createStaffedTeam(db);
  team = users.team;
  otherTeam = await createTeam(db);

  // This team: 2 series with 3 items, 1 project, 2 published posts + 1 draft, 4 media.
  const [first, second] = [await createSeries(db, team.id), await createSeries(db, team.id)];
  await createSeriesItem(db, first.id);
  await createSeriesItem(db, first.id, { published: false });
  await createSeriesItem(db, second.id);
  await createProject(db, team.id);
  await createBlogPost(db, team.id, { published: true });
  await createBlogPost(db, team.id, { published: true });
  await createBlogPost(db, team.id);
  for (let i = 0; i < 4; i++) await createMediaItem(db, team.id);

  // Another team's content must not count for this team.
  const foreign = await createSeries(db, otherTeam.id);
  await createSeriesItem(db, foreign.id);
  await createProject(db, otherTeam.id);
  await createProject(db, otherTeam.id);
  await createBlogPost(db, otherTeam.id);
  await createMediaItem(db, otherTeam.id);

  // Site-wide extras for the system dashboard.
  const platform = await db.socialPlatform.create({
    data: { name: 'GitHub', iconKey: 'github', baseUrl: 'https://github.com/' },
  });
  await db.userSocialLink.create({
    data: { userId: users.owner.id, platformId: platform.id, url: 'https://github.com/owner' },
  });
  await db.contactSubmission.createMany({
    data: [
      { name: 'A', email: 'a@example.test', message: 'Hi' },
      { name: 'B', email: 'b@example.test', message: 'Hi', readAt: new Date() },
      { name: 'C', email: 'c@example.test', message: 'Hi' },
    ],
  });
});

const as = (user: TestUser | null) => callerFor(database().db, user && sessionFor(user));

const teamCounts = {
  series: 2,
  seriesItems: 3,
  projects: 1,
  posts: { published: 2, drafts: 1 },
  media: 4,
};

describe('stats.team', () => {
  it.each([
    ['a member', () => users.member],
    ['an admin', () => users.admin],
    ['the owner', () => users.owner],
    ['a system admin', () => users.systemAdmin],
  ])("gives %s the team's real counts, drafts included", async (_label, who) => {
    await expect(as(who()).stats.team({ teamId: team.id })).resolves.toEqual(teamCounts);
  });

  it('counts only the given team', async () => {
    await expect(as(users.systemAdmin).stats.team({ teamId: otherTeam.id })).resolves.toEqual({
      series: 1,
      seriesItems: 1,
      projects: 2,
      posts: { published: 0, drafts: 1 },
      media: 1,
    });
  });

  it('follows content as it comes and goes', async () => {
    const project = await createProject(database().db, team.id);
    expect((await as(users.member).stats.team({ teamId: team.id })).projects).toBe(2);
    await database().db.project.delete({ where: { id: project.id } });
    expect((await as(users.member).stats.team({ teamId: team.id })).projects).toBe(1);
  });

  it.each([
    ['anonymous', () => null, 'UNAUTHORIZED'],
    ['a user outside the team', () => users.outsider, 'FORBIDDEN'],
  ])('refuses %s', async (_label, who, code) => {
    await expect(as(who()).stats.team({ teamId: team.id })).rejects.toMatchObject({ code });
  });
});

describe('stats.system', () => {
  it('gives a system admin the site-wide counts', async () => {
    await expect(as(users.systemAdmin).stats.system()).resolves.toEqual({
      teams: 2,
      users: 5,
      socialPlatforms: 1,
      userSocials: 1,
      series: 3,
      posts: 4,
      projects: 3,
      media: 5,
      contactSubmissions: { total: 3, unread: 2 },
    });
  });

  it.each([
    ['anonymous', () => null, 'UNAUTHORIZED'],
    ['a team owner', () => users.owner, 'FORBIDDEN'],
  ])('refuses %s', async (_label, who, code) => {
    await expect(as(who()).stats.system()).rejects.toMatchObject({ code });
  });
});
