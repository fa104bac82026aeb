/** The cluster test's view of the outbox: emails written straight to it, and where each copy stands. */
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
