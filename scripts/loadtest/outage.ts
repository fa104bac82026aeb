/**
 * A database outage under load: visitors keep sending contact messages and reading the public
 * list of series while PostgreSQL is stopped and started again. Every request is timed and kept
 * with its answer, so the report can tell how fast failures came, how soon the site recovered,
 * and whether any acknowledged message was lost.
 */
import pg from 'pg';

import type { Check } from './checks';
import { contactEmail, contactRequest } from './traffic';
import { trpcPath } from '../bench/targets';

export interface OutageOptions {
  connections: number;
  /** Load before the database stops, while it is down, and after it is back. */
  beforeMs: number;
  downMs: number;
  afterMs: number;
}

export interface Database {
  stop(): Promise<void>;
  start(): Promise<void>;
}

interface Sent {
  kind: 'write' | 'read';
  n: number;
  startedAt: number;
  ms: number;
  /** 0 when no answer came (the connection failed). */
  status: number;
}

const FAIL_FAST_MS = 5_000;
const RECOVERY_MS = 5_000;

async function send(baseUrl: string, run: string, kind: Sent['kind'], n: number): Promise<Sent> {
  const startedAt = Date.now();
  let status = 0;
  try {
    const response =
      kind === 'write'
        ? await (async () => {
            const { path, ...init } = contactRequest(baseUrl, run, n);
            return fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
          })()
        : await fetch(`${baseUrl}${trpcPath('series.list', {})}`, {
            headers: { 'x-forwarded-for': `10.255.0.${n % 250}` },
            signal: AbortSignal.timeout(30_000),
          });
    status = response.status;
    await response.arrayBuffer();
  } catch {
    // No answer: counted as a failure with status 0.
  }
  return { kind, n, startedAt, ms: Date.now() - startedAt, status };
}

async function storedEmails(databaseUrl: string, run: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>(
      'SELECT email FROM contact_submissions WHERE email LIKE $1',
      [`${run}-%`],
    );
    return new Set(rows.map((row) => row.email));
  } finally {
    await client.end();
  }
}

/** From when the database is back, how long until every request answers 2xx again. */
function recoveryMs(sent: readonly Sent[], backAt: number): number {
  const lastFailure = sent
    .filter((request) => request.status !== 200)
    .reduce((latest, request) => Math.max(latest, request.startedAt), 0);
  return Math.max(0, lastFailure - backAt);
}

export async function runOutage(
  baseUrl: string,
  databaseUrl: string,
  database: Database,
  options: OutageOptions,
): Promise<Check[]> {
  const run = `outage${Date.now().toString(36)}`;
  const sent: Sent[] = [];
  let next = 0;
  let running = true;
  const worker = async (index: number) => {
    // Four in five connections write; the rest read an API list (pages come from the cache).
    const kind = index % 5 === 4 ? 'read' : 'write';
    while (running) sent.push(await send(baseUrl, run, kind, next++));
  };
  const workers = Array.from({ length: options.connections }, (_, index) => worker(index));

  await sleep(options.beforeMs);
  const stoppingAt = Date.now();
  await database.stop();
  const downAt = Date.now();
  console.log(`database stopped (${downAt - stoppingAt} ms to stop)`);
  await sleep(options.downMs);
  await database.start();
  const backAt = Date.now();
  console.log(`database started again (${backAt - downAt - options.downMs} ms to start)`);
  await sleep(options.afterMs);
  running = false;
  await Promise.all(workers);

  const during = sent.filter(
    (request) => request.startedAt >= downAt && request.startedAt < backAt,
  );
  const failures = sent.filter((request) => request.status !== 200);
  const statuses = new Map<number, number>();
  for (const request of failures)
    statuses.set(request.status, (statuses.get(request.status) ?? 0) + 1);
  const slowest = Math.max(...sent.map((request) => request.ms));
  const acknowledged = sent.filter((request) => request.kind === 'write' && request.status === 200);
  const stored = await storedEmails(databaseUrl, run);
  const lost = acknowledged.filter((request) => !stored.has(contactEmail(run, request.n)));
  const recovered = recoveryMs(sent, backAt);

  console.log(
    `outage: ${sent.length} requests (${during.length} while the database was down), ${failures.length} failed: ${[...statuses].map(([status, count]) => `${count}× ${status || 'no answer'}`).join(', ') || 'none'}; slowest ${slowest} ms`,
  );
  console.log(
    `acknowledged messages: ${acknowledged.length}, stored: ${stored.size}, lost: ${lost.length}`,
  );
  return [
    {
      name: 'while the database is down, requests fail with a 503',
      ok: failures.length > 0 && failures.every((request) => request.status === 503),
      detail:
        [...statuses].map(([status, count]) => `${count}× ${status || 'no answer'}`).join(', ') ||
        'no failure at all',
    },
    {
      name: `no request waits past ${FAIL_FAST_MS / 1000} s`,
      ok: slowest <= FAIL_FAST_MS,
      detail: `slowest ${slowest} ms`,
    },
    {
      name: `the site recovers by itself within ${RECOVERY_MS / 1000} s of the database's return`,
      ok: recovered <= RECOVERY_MS,
      detail: `last failure ${recovered} ms after the database was back`,
    },
    {
      name: 'no acknowledged contact message is lost',
      ok: lost.length === 0,
      detail: `${acknowledged.length} acknowledged, ${lost.length} missing`,
    },
  ];
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
