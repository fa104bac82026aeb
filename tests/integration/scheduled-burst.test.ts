import { setTimeout as sleep } from 'node:timers/promises';

import { afterEach, expect, it } from 'vitest';

import { startJobWorker, stopJobWorker } from '~/server/jobs/instance';

import { createBlogPost } from '../helpers/content-factories';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, adminApi } = cast;

const POSTS = 30;
/** What one instance may take to publish them all, from their time. */
const WITHIN_MS = 3_000;
/** A page rebuild's cost, roughly, for each path a publish rebuilds. */
const REBUILD_MS = 50;

afterEach(async () => {
  await stopJobWorker();
});

it(`publishes ${POSTS} posts scheduled for the same second within ${WITHIN_MS / 1000} s of it on one instance`, async () => {
  const db = database().db;
  const posts = await Promise.all(
    Array.from({ length: POSTS }, (_, index) =>
      createBlogPost(db, cast.team.id, { title: `Burst ${index}` }),
    ),
  );
  for (const post of posts) {
    await adminApi().blog.schedule({
      teamId: cast.team.id,
      id: post.id,
      publishAt: new Date(Date.now() + 3_600_000),
    });
  }
  // Scheduling 30 takes a while on a busy machine: all are then moved to the same near second.
  const publishAt = new Date(Date.now() + 1_500);
  await db.blogPost.updateMany({ data: { publishAt } });
  await db.$executeRawUnsafe(
    `UPDATE pgboss.job SET start_after = $1, data = jsonb_set(data, '{at}', to_jsonb($2::text))`,
    publishAt,
    publishAt.toISOString(),
  );
  startJobWorker(() => sleep(REBUILD_MS));

  const deadline = publishAt.getTime() + 15_000;
  let published = 0;
  while (published < POSTS && Date.now() < deadline) {
    await sleep(100);
    published = await db.blogPost.count({ where: { published: true } });
  }
  const entries = await db.auditEntry.findMany({
    where: { action: 'publish', entityId: { in: posts.map((post) => post.id) } },
    select: { createdAt: true },
  });
  const lateness = entries.map((entry) => entry.createdAt.getTime() - publishAt.getTime());
  console.log(
    `${entries.length} of ${POSTS} published; the last ${Math.max(...lateness)} ms after their time`,
  );
  expect(entries).toHaveLength(POSTS);
  expect(Math.max(...lateness)).toBeLessThan(WITHIN_MS);
});
