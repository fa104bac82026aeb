import { describe, expect, it } from 'vitest';

import { callerAs, callerFor } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createStaffedTeam } from '../helpers/factories';

// A fresh database for this file, migrated and empty.
const database = useTestDatabase();

describe('calling procedures as each role', () => {
  it('a team admin creates, a member is refused, a visitor and a system admin read', async () => {
    const { db } = database();
    // A team with an owner, an admin and a member; an outsider and a system admin besides.
    const { team, admin, member, systemAdmin } = await createStaffedTeam(db);

    const series = await callerAs(db, admin).series.create({
      teamId: team.id,
      title: 'Robot Diary',
      description: 'Twelve students, one robot.',
    });
    expect(series.slug).toBe('robot-diary'); // typed: the procedure's own result

    await expect(
      callerAs(db, member).series.create({ teamId: team.id, title: 'No', description: 'No.' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const visitor = callerFor(db, null); // signed out
    const { items } = await visitor.series.list({});
    expect(items.map((one) => one.title)).toEqual(['Robot Diary']);

    const counts = await callerAs(db, systemAdmin).stats.system();
    expect(counts.series).toBe(1);
  });
});
