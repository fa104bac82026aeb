/**
 * Load: contact messages and public page reads at the same time, through autocannon; then the
 * messages stored are counted against the 2xx answers.
 */
import autocannon from 'autocannon';
import pg from 'pg';

import type { Check } from './checks';
import { contactRequest, LOADTEST_EMAIL_DOMAIN, PUBLIC_PAGES } from './traffic';

export interface LoadOptions {
  submissions: number;
  pageReads: number;
  /** Shared by the two streams: half each. */
  connections: number;
}

interface StreamResult {
  requests: number;
  ok: number;
  serverErrors: number;
  otherFailures: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSecond: number;
}

function summarise(result: autocannon.Result): StreamResult {
  return {
    requests: result.requests.total,
    ok: result['2xx'],
    serverErrors: result['5xx'],
    otherFailures: result['1xx'] + result['3xx'] + result['4xx'] + result.errors + result.timeouts,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requestsPerSecond: Math.round(result.requests.average),
  };
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error: Error | null, result) => (error ? reject(error) : resolve(result)));
  });
}

async function countStored(databaseUrl: string, run: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'SELECT count(*) FROM contact_submissions WHERE email LIKE $1',
      [`${run}-%@${LOADTEST_EMAIL_DOMAIN}`],
    );
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

function describe(name: string, stream: StreamResult): string {
  return `${name}: ${stream.requests} requests, ${stream.ok} 2xx, ${stream.serverErrors} 5xx, ${stream.otherFailures} other; ${stream.requestsPerSecond} req/s, p50 ${stream.p50Ms} ms, p99 ${stream.p99Ms} ms, max ${stream.maxMs} ms`;
}

export async function runLoad(
  baseUrl: string,
  databaseUrl: string,
  options: LoadOptions,
): Promise<Check[]> {
  const runName = `load${Date.now().toString(36)}`;
  let submitted = 0;
  let read = 0;
  const connections = Math.max(1, Math.floor(options.connections / 2));
  const [contact, pages] = await Promise.all([
    run({
      url: baseUrl,
      connections,
      amount: options.submissions,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            ...contactRequest(baseUrl, runName, submitted++),
          }),
        },
      ],
    }),
    run({
      url: baseUrl,
      connections,
      amount: options.pageReads,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: PUBLIC_PAGES[read++ % PUBLIC_PAGES.length]!,
          }),
        },
      ],
    }),
  ]);
  const contactStream = summarise(contact);
  const pageStream = summarise(pages);
  const stored = await countStored(databaseUrl, runName);
  console.log(describe('contact.submit', contactStream));
  console.log(describe('public pages', pageStream));
  console.log(`contact messages stored: ${stored}`);
  return [
    {
      name: `${options.submissions} contact messages and ${options.pageReads} page reads at ${options.connections} connections: no 5xx`,
      ok: contactStream.serverErrors === 0 && pageStream.serverErrors === 0,
      detail: `${contactStream.serverErrors + pageStream.serverErrors} 5xx`,
    },
    {
      name: 'every request answered (no failure, no timeout)',
      ok:
        contactStream.requests === options.submissions &&
        pageStream.requests === options.pageReads &&
        contactStream.otherFailures === 0 &&
        pageStream.otherFailures === 0,
      detail: `${contactStream.requests + pageStream.requests} answered, ${contactStream.otherFailures + pageStream.otherFailures} failed`,
    },
    {
      name: 'stored contact messages equal the 2xx answers',
      ok: stored === contactStream.ok,
      detail: `${stored} stored, ${contactStream.ok} acknowledged`,
    },
  ];
}
