/**
 * `npm run bench -- --cluster N` (N ≥ 2): how long a write on one instance takes to show on
 * another, and how many database connections the cluster holds.
 */
import pg from 'pg';

import { signIn } from './sign-in';
import { trpcMutation } from '../site/trpc-http';

const POLL_MS = 5;
const GIVE_UP_MS = 10_000;

export interface Propagation {
  writes: number;
  medianMs: number;
  worstMs: number;
}

/**
 * Publishes and unpublishes one post `writes` times through `writerUrl`, each time timing how
 * long until the post's page on `readerUrl` follows (200 when published, 404 when not).
 */
export async function measurePropagation(
  writerUrl: string,
  readerUrl: string,
  account: { email: string; password: string; teamId: string },
  writes: number,
): Promise<Propagation> {
  const cookie = await signIn(writerUrl, account.email, account.password);
  const created = await trpcMutation(
    writerUrl,
    'blog.create',
    { teamId: account.teamId, title: 'Propagation probe', content: '<p>Probe.</p>', published: false },
    cookie,
  );
  if (created.error) throw new Error(`blog.create: ${created.error.message}`);
  const { id } = created.data as { id: string };
  const times: number[] = [];
  for (let write = 0; write < writes; write += 1) {
    const published = write % 2 === 0;
    const answer = await trpcMutation(
      writerUrl,
      'blog.publish',
      { teamId: account.teamId, id, published },
      cookie,
    );
    if (answer.error) throw new Error(`blog.publish: ${answer.error.message}`);
    const started = performance.now();
    for (;;) {
      const { status } = await fetch(`${readerUrl}/blog/${id}`);
      if (status === (published ? 200 : 404)) break;
      if (performance.now() - started > GIVE_UP_MS) throw new Error('a write never showed');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { writes, medianMs: times[Math.floor(times.length / 2)]!, worstMs: times.at(-1)! };
}

/** Connections to the site's database right now (the instances' pools and listeners). */
export async function countConnections(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}
