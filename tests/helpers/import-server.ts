/**
 * POST /api/import's handler (receiveImport) on a local HTTP server, with the session of
 * whichever user a request names, beside a visitor's page (GET /visitor) that answers at once:
 * how long it takes is how long any request waits while the server reads an import.
 */
import { afterAll, beforeAll } from 'vitest';

import type { Db } from '~/server/db';
import { receiveImport } from '~/server/modules/import/import.http';
import { createInnerContext } from '~/server/trpc/context';

import { startApiRouteServer, streamRequest, type ApiRouteServer } from './api-route-server';
import { sessionFor, type TestUser } from './factories';

/** The test's stand-in for the session cookie: whose session the request carries. */
const USER_HEADER = 'x-test-user';

/** Starts the server in beforeAll and stops it in afterAll. */
export function useImportServer(db: () => Db, defaultQuery: () => Record<string, string>) {
  let server: ApiRouteServer;

  beforeAll(async () => {
    server = await startApiRouteServer(
      (req, res) => {
        if (req.url === '/visitor') return res.status(200).json({ ok: true });
        const header = req.headers[USER_HEADER];
        const user = typeof header === 'string' ? (JSON.parse(header) as TestUser) : null;
        return receiveImport(req, res, {
          createContext: () =>
            Promise.resolve(createInnerContext({ db: db(), session: user && sessionFor(user) })),
        });
      },
      (url) => Object.fromEntries(new URL(url, 'http://localhost').searchParams),
    );
  });
  afterAll(() => server.close());

  return {
    /** Posts a file to /api/import as `user`, chunk by chunk; `query` adds to the defaults. */
    send: async (
      user: TestUser,
      query: Record<string, string>,
      chunks: Iterable<Buffer>,
      headers: Record<string, string> = {},
    ) => {
      const search = new URLSearchParams({ ...defaultQuery(), ...query });
      const answer = await streamRequest(`${server.origin}/api/import?${search}`, {
        headers: { [USER_HEADER]: JSON.stringify(user), ...headers },
        chunks,
      });
      const json = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
      return { ...answer, json };
    },
    /** How many milliseconds the visitor's page took to answer. */
    visit: async (): Promise<number> => {
      const started = performance.now();
      const response = await fetch(`${server.origin}/visitor`);
      await response.json();
      return performance.now() - started;
    },
  };
}
