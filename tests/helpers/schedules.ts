import { beforeEach } from 'vitest';

import type { Db } from '~/server/db';

/** A time `minutes` from now (negative: in the past). */
export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** Before each test: no post, no audit entry and no queued job left by the one before. */
export function startEachTestWithoutPosts(db: () => Db) {
  beforeEach(async () => {
    await db().blogPost.deleteMany();
    await db().auditEntry.deleteMany();
    await db().$executeRawUnsafe('DELETE FROM pgboss.job');
  });
}
