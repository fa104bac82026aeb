/**
 * Teams as a whole: the system admins' list of every team with what it holds, and what an owner
 * or a system admin does to the team itself — rename it, change its slug, delete it with all it
 * holds. Every write is in the audit log and refreshes the public pages it touched.
 */
import { describe, expect, it } from 'vitest';

import {
  createBlogPost,
  createMediaItem,
  createProject,
  createSeries,
  createSeriesItem,
  recordingCaller,
} from '../helpers/content-factories';
import { useTestDatabase } from '../helpers/db';
import { createStaffedTeam, createTeam, createUser } from '../helpers/factories';

const database = useTestDatabase();

/** A team with one of everything, two items in its series. */
async function stockedTeam(name: string) {
  const { db } = database();
  const staff = await createStaffedTeam(db);
  await db.team.update({ where: { id: staff.team.id }, data: { name } });
  const series = await createSeries(db, staff.team.id);
  await createSeriesItem(db, series.id);
  await createSeriesItem(db, series.id);
  const post = await createBlogPost(db, staff.team.id, { published: true });
  const project = await createProject(db, staff.team.id);
  await createMediaItem(db, staff.team.id);
  await db.teamMemberProfile.create({
    data: { teamId: staff.team.id, name: 'Someone', role: 'Builder' },
  });
  return { ...staff, series, post, project };
}

describe('team.systemList', () => {
  it('lists every team by name with what it holds, searched by name or slug', async () => {
    const { team, systemAdmin } = await stockedTeam('Zephyr Robotics');
    await createTeam(database().db, { name: 'Zephyr Kites' });

    const { api } = recordingCaller(database().db, systemAdmin);
    const found = await api.team.systemList({ search: 'zephyr' });

    expect(found.items.map((one) => one.name)).toEqual(['Zephyr Kites', 'Zephyr Robotics']);
    expect(found.items[1]).toMatchObject({
      id: team.id,
      counts: {
        members: 3,
        series: 1,
        seriesItems: 2,
        blogPosts: 1,
        projects: 1,
        mediaItems: 1,
        profiles: 1,
      },
    });
    expect((await api.team.systemList({ search: team.slug })).items).toHaveLength(1);
    const firstPage = await api.team.systemList({ search: 'zephyr', limit: 1 });
    const secondPage = await api.team.systemList({
      search: 'zephyr',
      limit: 1,
      cursor: firstPage.nextCursor,
    });
    expect(secondPage.items.map((one) => one.name)).toEqual(['Zephyr Robotics']);
  });
});

describe('team.update', () => {
  it('renames a team and changes its slug, logged and shown on its public pages', async () => {
    const { team, owner, series, project } = await stockedTeam('Old Name');
    const { api, revalidated } = recordingCaller(database().db, owner);

    const updated = await api.team.update({
      teamId: team.id,
      name: 'New Name',
      slug: 'new-name',
      description: 'What we do now.',
    });

    expect(updated).toMatchObject({ name: 'New Name', slug: 'new-name' });
    expect(revalidated).toEqual(
      expect.arrayContaining([`/series/${series.slug}`, `/projects/${project.id}`]),
    );
    const entry = await database().db.auditEntry.findFirstOrThrow({
      where: { entityType: 'team', entityId: team.id, action: 'update' },
    });
    expect(entry.changes).toMatchObject({
      name: { from: 'Old Name', to: 'New Name' },
      slug: { from: team.slug, to: 'new-name' },
    });
  });

  it("refuses another team's slug, beside the slug field", async () => {
    const { team, systemAdmin } = await stockedTeam('First');
    const other = await createTeam(database().db, { name: 'Second' });
    const { api } = recordingCaller(database().db, systemAdmin);

    await expect(
      api.team.update({ teamId: team.id, name: 'First', slug: other.slug }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A team with this slug already exists.',
    });
  });
});

describe('team.delete', () => {
  it('deletes the team with all it holds, answers what went, and logs it', async () => {
    const { db } = database();
    const { team, owner, post } = await stockedTeam('Short Lived');
    const { api, revalidated } = recordingCaller(db, owner);

    const deleted = await api.team.delete({ teamId: team.id });

    expect(deleted.counts).toMatchObject({ series: 1, seriesItems: 2, blogPosts: 1 });
    expect(await db.team.count({ where: { id: team.id } })).toBe(0);
    const left = await Promise.all([
      db.series.count({ where: { teamId: team.id } }),
      db.blogPost.count({ where: { teamId: team.id } }),
      db.project.count({ where: { teamId: team.id } }),
      db.mediaItem.count({ where: { teamId: team.id } }),
      db.teamMemberProfile.count({ where: { teamId: team.id } }),
    ]);
    expect(left).toEqual([0, 0, 0, 0, 0]);
    expect(revalidated).toEqual(expect.arrayContaining(['/blog', `/blog/${post.id}`, '/about']));
    expect(
      await db.auditEntry.count({
        where: { entityType: 'team', entityId: team.id, action: 'delete' },
      }),
    ).toBe(1);
  });

  it('is for owners and system admins only', async () => {
    const { team, admin } = await stockedTeam('Guarded');
    const outsider = await createUser(database().db);
    for (const user of [admin, outsider]) {
      await expect(
        recordingCaller(database().db, user).api.team.delete({ teamId: team.id }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
