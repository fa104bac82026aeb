import { describe, expect, it } from 'vitest';

import { changesBetween } from '~/server/records/audit';

import { createBlogPost, createSeries, createSeriesItem } from '../helpers/content-factories';
import { withRefusingTrigger } from '../helpers/refusing-trigger';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, adminApi } = cast;

const entriesFor = (entityId: string) =>
  database().db.auditEntry.findMany({ where: { entityId }, orderBy: { createdAt: 'asc' } });

describe('the audit log', () => {
  it('records who created, changed and deleted a series, with the fields that changed', async () => {
    const api = adminApi();
    const teamId = cast.team.id;
    const series = await api.series.create({
      teamId,
      title: 'Audit Trail',
      slug: 'audit-trail',
      description: 'Every write leaves a line.',
    });
    await api.series.update({
      teamId,
      id: series.id,
      title: 'Audit Trail, Revised',
      slug: 'audit-trail',
      description: 'Every write leaves a line.',
    });
    await api.series.delete({ teamId, id: series.id });

    const entries = await entriesFor(series.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorId: cast.users.admin.id,
        actorName: cast.users.admin.fullName,
        entityType: 'series',
        teamId,
      });
    }
    expect(entries[0]!.changes).toMatchObject({ title: { from: null, to: 'Audit Trail' } });
    expect(entries[1]!.entityLabel).toBe('Audit Trail, Revised');
    expect(entries[1]!.changes).toEqual({
      title: { from: 'Audit Trail', to: 'Audit Trail, Revised' },
    });
    expect(entries[2]!.changes).toMatchObject({
      title: { from: 'Audit Trail, Revised', to: null },
    });
  });

  it('records nothing for a write that fails', async () => {
    const api = adminApi();
    const teamId = cast.team.id;
    const first = await api.series.create({ teamId, title: 'Taken', description: 'First.' });
    await expect(
      api.series.create({ teamId, title: 'Taken', slug: first.slug, description: 'Second.' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const entries = await database().db.auditEntry.findMany({
      where: { entityType: 'series', entityLabel: 'Taken' },
    });
    expect(entries).toHaveLength(1);
  });

  it('keeps no change whose entry could not be written: both are one transaction', async () => {
    const { db } = database();
    await withRefusingTrigger(
      db,
      { table: 'audit_log', when: "NEW.entity_label = 'Unloggable'", message: 'audit refused' },
      async () => {
        await expect(
          adminApi().series.create({
            teamId: cast.team.id,
            title: 'Unloggable',
            slug: 'unloggable',
            description: 'Its entry is refused.',
          }),
        ).rejects.toThrow();
      },
    );
    expect(await db.series.count({ where: { slug: 'unloggable' } })).toBe(0);
  });

  it('never keeps a password or its hash among the changes', () => {
    const before = { fullName: 'Ada', passwordHash: '$argon2id$old', password: 'old' };
    const after = { fullName: 'Ada L.', passwordHash: '$argon2id$new', password: 'new' };
    expect(changesBetween(before, after, ['fullName', 'passwordHash', 'password'])).toEqual({
      fullName: { from: 'Ada', to: 'Ada L.' },
    });
  });
});

/**
 * One write per audited module, each naming its record by `label`: `write` makes the change and
 * `changed` says whether the change is in the database.
 */
interface AuditedWrite {
  entityType: string;
  action: string;
  write(label: string): Promise<unknown>;
  changed(label: string): Promise<boolean>;
}

const AUDITED_WRITES: Record<string, AuditedWrite> = {
  'blog post create': {
    entityType: 'blog_post',
    action: 'create',
    write: (label) =>
      adminApi().blog.create({ teamId: cast.team.id, title: label, content: '<p>Hi.</p>' }),
    changed: async (label) => (await database().db.blogPost.count({ where: { title: label } })) > 0,
  },
  'blog post publish': {
    entityType: 'blog_post',
    action: 'publish',
    async write(label) {
      const post = await createBlogPost(database().db, cast.team.id, {
        title: label,
        published: false,
      });
      return adminApi().blog.publish({ teamId: cast.team.id, id: post.id, published: true });
    },
    changed: async (label) =>
      (await database().db.blogPost.count({ where: { title: label, published: true } })) > 0,
  },
  'project create': {
    entityType: 'project',
    action: 'create',
    write: (label) =>
      adminApi().project.create({ teamId: cast.team.id, title: label, description: 'Built.' }),
    changed: async (label) => (await database().db.project.count({ where: { title: label } })) > 0,
  },
  'media create': {
    entityType: 'media',
    action: 'create',
    write: (label) =>
      adminApi().media.create({
        teamId: cast.team.id,
        title: label,
        mediaType: 'image',
        mediaUrl: '/uploads/media/demo.png',
      }),
    changed: async (label) =>
      (await database().db.mediaItem.count({ where: { title: label } })) > 0,
  },
  'series item create': {
    entityType: 'series_item',
    action: 'create',
    async write(label) {
      const series = await createSeries(database().db, cast.team.id);
      return adminApi().seriesItem.create({
        teamId: cast.team.id,
        seriesId: series.id,
        title: label,
        summary: 'What happened.',
      });
    },
    changed: async (label) =>
      (await database().db.seriesItem.count({ where: { title: label } })) > 0,
  },
  'series items reorder': {
    entityType: 'series',
    action: 'reorder',
    async write(label) {
      const { db } = database();
      const series = await createSeries(db, cast.team.id, { title: label });
      const first = await createSeriesItem(db, series.id, {
        itemOrder: 0,
        title: `${label} first`,
      });
      const second = await createSeriesItem(db, series.id, { itemOrder: 1 });
      return adminApi().seriesItem.reorder({
        teamId: cast.team.id,
        seriesId: series.id,
        ids: [second.id, first.id],
      });
    },
    // The first item (by its title: two items made within a millisecond share a created time).
    changed: async (label) => {
      const first = await database().db.seriesItem.findFirstOrThrow({
        where: { title: `${label} first` },
      });
      return first.itemOrder === 1;
    },
  },
  'custom link add': {
    entityType: 'custom_link',
    action: 'create',
    async write(label) {
      const series = await createSeries(database().db, cast.team.id);
      return adminApi().customLink.add({
        teamId: cast.team.id,
        entityType: 'series',
        entityId: series.id,
        linkName: label,
        linkUrl: 'https://example.test/',
      });
    },
    changed: async (label) =>
      (await database().db.customLink.count({ where: { linkName: label } })) > 0,
  },
  'team profile create': {
    entityType: 'team_profile',
    action: 'create',
    write: (label) =>
      adminApi().teamProfile.create({ teamId: cast.team.id, name: label, role: 'Engineer' }),
    changed: async (label) =>
      (await database().db.teamMemberProfile.count({ where: { name: label } })) > 0,
  },
  'contact message mark read': {
    entityType: 'contact_message',
    action: 'mark_read',
    async write(label) {
      const message = await database().db.contactSubmission.create({
        data: { name: 'Ada', email: 'ada@example.test', subject: label, message: 'Hello.' },
      });
      return cast.as('systemAdmin').api.contact.markRead({ id: message.id });
    },
    changed: async (label) =>
      (await database().db.contactSubmission.count({
        where: { subject: label, readAt: { not: null } },
      })) > 0,
  },
};

describe.each(Object.entries(AUDITED_WRITES))('audit of a %s', (name, audited) => {
  const label = `Audited ${name}`;

  it('writes its entry with the write', async () => {
    await audited.write(label);
    expect(await audited.changed(label)).toBe(true);
    const entries = await database().db.auditEntry.findMany({
      where: { entityType: audited.entityType, entityLabel: label, action: audited.action },
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actorId).not.toBeNull();
  });

  it('leaves neither the write nor its entry when the entry is refused', async () => {
    const refused = `Refused ${name}`;
    const { db } = database();
    await withRefusingTrigger(
      db,
      { table: 'audit_log', when: `NEW.entity_label = '${refused}'`, message: 'audit refused' },
      async () => {
        await expect(audited.write(refused)).rejects.toThrow();
      },
    );
    expect(await audited.changed(refused)).toBe(false);
    expect(await db.auditEntry.count({ where: { entityLabel: refused } })).toBe(0);
  });
});

describe('the audit of content', () => {
  it("records a system admin's unpublishing of another team's post, old and new", async () => {
    const { db } = database();
    const post = await createBlogPost(db, cast.otherTeam.id, {
      title: 'Elsewhere',
      published: true,
      publishedAt: new Date(),
    });
    await cast
      .as('systemAdmin')
      .api.blog.publish({ teamId: cast.otherTeam.id, id: post.id, published: false });
    const [entry] = await entriesFor(post.id);
    expect(entry).toMatchObject({
      action: 'unpublish',
      actorId: cast.users.systemAdmin.id,
      teamId: cast.otherTeam.id,
      changes: { published: { from: true, to: false } },
    });
  });

  it('records nothing when a write is refused before it starts', async () => {
    const foreign = await createBlogPost(database().db, cast.otherTeam.id, { title: 'Not yours' });
    await expect(
      adminApi().blog.delete({ teamId: cast.team.id, id: foreign.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await entriesFor(foreign.id)).toHaveLength(0);
  });
});
