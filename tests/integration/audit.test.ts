import { describe, expect, it } from 'vitest';

import { changesBetween } from '~/server/audit';

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
