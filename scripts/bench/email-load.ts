/**
 * The bench's email phase: 10,000 emails written to the outbox at once (a publish to that many
 * followers), sent by the site's worker to an SMTP server in the bench process that only counts
 * them, while the public pages are measured.
 */
import type { AddressInfo } from 'node:net';

import pg from 'pg';
import { SMTPServer } from 'smtp-server';

import { createDb } from '~/server/db';
import { queueEmail } from '~/server/outbox/enqueue';

export const BENCH_EMAILS = 10_000;
const SUBJECT = 'Week 9: the bench update';

export interface CountingSink {
  url: string;
  received(): number;
  close(): Promise<void>;
}

/** An SMTP server that accepts every email and counts it (no parsing: the bench is the load). */
export async function startCountingSink(): Promise<CountingSink> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Writes one email to BENCH_EMAILS addresses in one transaction, as a publish does. */
export async function queueBenchEmails(databaseUrl: string): Promise<void> {
  const db = createDb(databaseUrl);
  try {
    const to = Array.from({ length: BENCH_EMAILS }, (_, n) => `follower${n}@bench.test`);
    const html = `<h1>${SUBJECT}</h1>${'<p>What we built this week, and what broke.</p>'.repeat(20)}`;
    await db.$transaction(
      (tx) =>
        queueEmail(tx, {
          kind: 'bench',
          to,
          content: { subject: SUBJECT, html, text: html.replaceAll(/<[^>]+>/g, '\n') },
        }),
      { timeout: 60_000 },
    );
  } finally {
    await db.$disconnect();
  }
}

/** How many of the bench's copies are sent, and how many are still to go. */
export async function emailProgress(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ sent: number; waiting: number; other: number }>(
      `SELECT count(*) FILTER (WHERE d.status = 'sent')::int AS sent,
              count(*) FILTER (WHERE d.status IN ('pending', 'sending'))::int AS waiting,
              count(*) FILTER (WHERE d.status NOT IN ('sent', 'pending', 'sending'))::int AS other
       FROM outbox_deliveries d JOIN outbox_messages m ON m.id = d.message_id
       WHERE m.subject = $1`,
      [SUBJECT],
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}
