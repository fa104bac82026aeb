/**
 * A crash during writes: an editor's posts (each a post, its three custom links and its audit
 * entry, written in one transaction) are created on several connections when the server is
 * killed with SIGKILL. After a restart every post must have all its links and its one audit
 * entry, and every entry its post: nothing half-written.
 */
import pg from 'pg';

import type { Check } from './checks';
import { TEAM_ID } from '../../prisma/seed/team';
import { signIn } from '../bench/sign-in';
import { trpcMutation } from '../site/trpc-http';

export interface CrashOptions {
  connections: number;
  /** How long the writes run before the kill. */
  killAfterMs: number;
  account: { email: string; password: string };
}

export interface Server {
  url: string;
  kill(): Promise<void>;
  restart(): Promise<string>;
}

const LINKS_PER_POST = 3;

interface Row {
  id: string;
  links: number;
  audits: number;
}

async function inspect(databaseUrl: string, run: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const posts = await client.query<Row>(
      `SELECT p.id,
         (SELECT count(*)::int FROM custom_links l WHERE l.blog_post_id = p.id) AS links,
         (SELECT count(*)::int FROM audit_log a
            WHERE a.entity_type = 'blog_post' AND a.entity_id = p.id::text AND a.action = 'create') AS audits
       FROM blog_posts p WHERE p.title LIKE $1`,
      [`${run} %`],
    );
    const orphans = await client.query<{ count: number }>(
      `SELECT count(*)::int FROM audit_log a
       WHERE a.entity_type = 'blog_post' AND a.entity_label LIKE $1
         AND NOT EXISTS (SELECT 1 FROM blog_posts p WHERE p.id::text = a.entity_id)`,
      [`${run} %`],
    );
    return { posts: posts.rows, orphanEntries: orphans.rows[0]!.count };
  } finally {
    await client.end();
  }
}

export async function runCrash(
  server: Server,
  databaseUrl: string,
  options: CrashOptions,
): Promise<Check[]> {
  const run = `Crash${Date.now().toString(36)}`;
  const cookie = await signIn(server.url, options.account.email, options.account.password);
  const acknowledged: string[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const n = next++;
      const answer = await trpcMutation(
        server.url,
        'blog.create',
        {
          teamId: TEAM_ID,
          title: `${run} post ${n}`,
          content: `<p>Written under load, post ${n}.</p>`,
          published: false,
          links: Array.from({ length: LINKS_PER_POST }, (_, link) => ({
            linkName: `Link ${link + 1}`,
            linkUrl: `https://example.com/${n}/${link + 1}`,
          })),
        },
        cookie,
      ).catch(() => null);
      if (answer?.status === 200) acknowledged.push((answer.data as { id: string }).id);
    }
  };
  const workers = Array.from({ length: options.connections }, worker);
  await new Promise((resolve) => setTimeout(resolve, options.killAfterMs));
  killed = true;
  await server.kill();
  await Promise.all(workers);
  const restartMs = Date.now();
  await server.restart();
  console.log(
    `crash: killed after ${acknowledged.length} acknowledged posts, restarted in ${Date.now() - restartMs} ms`,
  );

  const { posts, orphanEntries } = await inspect(databaseUrl, run);
  const stored = new Set(posts.map((post) => post.id));
  const halfWritten = posts.filter((post) => post.links !== LINKS_PER_POST || post.audits !== 1);
  const lost = acknowledged.filter((id) => !stored.has(id));
  console.log(
    `crash: ${posts.length} posts stored, ${halfWritten.length} half-written, ${orphanEntries} audit entries without their post`,
  );
  return [
    {
      name: 'after a SIGKILL during writes, every post has all its links and its audit entry',
      ok: posts.length > 0 && halfWritten.length === 0 && orphanEntries === 0,
      detail: `${posts.length} posts, ${halfWritten.length} half-written, ${orphanEntries} orphan entries`,
    },
    {
      name: 'every post acknowledged before the kill is stored',
      ok: lost.length === 0,
      detail: `${acknowledged.length} acknowledged, ${lost.length} missing`,
    },
  ];
}
