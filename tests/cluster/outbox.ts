/** The cluster test's view of the outbox: emails written straight to it, and where each copy stands. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import pg from 'pg';

import { createDb } from '~/server/db';
import { queueEmail } from '~/server/outbox/enqueue';

/** Writes one email to `count` addresses, as a publish to that many followers would. */
export async function queueEmails(databaseUrl: string, count: number, subject: string) {
  const db = createDb(databaseUrl);
  try {
    const to = Array.from({ length: count }, (_, n) => `reader${n}@cluster.test`);
    const content = { subject, html: `<p>${subject}</p>`, text: subject };
    await db.$transaction((tx) => queueEmail(tx, { kind: 'cluster_test', to, content }), {
      timeout: 30_000,
    });
  } finally {
    await db.$disconnect();
  }
}

export interface CopyState {
  recipient: string;
  status: string;
  claimedBy: string | null;
}

/** Every copy of the emails with this subject. */
export async function copiesOf(databaseUrl: string, subject: string): Promise<CopyState[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<CopyState>(
      `SELECT d.recipient, d.status, d.claimed_by AS "claimedBy"
       FROM outbox_deliveries d JOIN outbox_messages m ON m.id = d.message_id
       WHERE m.subject = $1`,
      [subject],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** The process id in a claim ("host:pid"). */
export function pidOfClaim(claimedBy: string): number {
  return Number(claimedBy.slice(claimedBy.lastIndexOf(':') + 1));
}

/** `count` confirmed followers of a series, by address; what the follow form makes, written here. */
export async function addFollowers(databaseUrl: string, seriesId: string, addresses: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const email of addresses) {
      await client.query(
        `WITH subscriber AS (
           INSERT INTO subscribers (email, manage_token) VALUES ($1, md5($1)) RETURNING id)
         INSERT INTO follows (subscriber_id, series_id, status, confirmed_at)
         SELECT id, $2, 'confirmed', now() FROM subscriber`,
        [email, seriesId],
      );
    }
  } finally {
    await client.end();
  }
}

/** An HTTP receiver in the test process that records each webhook call's webhook-id. */
export async function startWebhookReceiver() {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      calls.push(String(request.headers['webhook-id']));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
