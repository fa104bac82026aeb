/**
 * POST /api/upload's handler (receiveUpload) on a local HTTP server, storing into one folder:
 * tests send real requests, with the session of whichever user they name.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { NextApiRequest, NextApiResponse } from 'next';
import { afterAll, beforeAll } from 'vitest';

import { FILE_NAME_HEADER, receiveUpload } from '~/server/modules/upload/upload.http';
import { createLocalStorage } from '~/server/storage/local';
import { createInnerContext } from '~/server/trpc/context';

import type { TestDatabase } from './db';
import { sessionFor, type TestUser } from './factories';

export interface UploadRequest {
  teamId: string;
  purpose?: string;
  fileName?: string;
  method?: string;
}

/** Starts the server in beforeAll and stops it in afterAll; `send` posts one file as `user`. */
export function useUploadServer(database: () => TestDatabase, uploadDir: string) {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const storage = createLocalStorage(uploadDir);
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const apiReq = Object.assign(req, { query: Object.fromEntries(url.searchParams) });
      const apiRes = Object.assign(res, {
        status(code: number) {
          res.statusCode = code;
          return apiRes;
        },
        json(body: unknown) {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(body));
          return apiRes;
        },
      });
      // The session travels as a header here; the real route reads NextAuth's cookie.
      const userHeader = req.headers['x-test-user'];
      const user = typeof userHeader === 'string' ? (JSON.parse(userHeader) as TestUser) : null;
      void receiveUpload(
        apiReq as unknown as NextApiRequest,
        apiRes as unknown as NextApiResponse,
        {
          storage,
          createContext: () =>
            Promise.resolve(
              createInnerContext({ db: database().db, session: user && sessionFor(user) }),
            ),
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  return async function send(
    user: TestUser | null,
    body: Uint8Array,
    { teamId, purpose = 'media', fileName = 'file.bin', method = 'POST' }: UploadRequest,
  ) {
    const response = await fetch(`${origin}/api/upload?teamId=${teamId}&purpose=${purpose}`, {
      method,
      body: method === 'POST' ? new Uint8Array(body) : undefined,
      headers: {
        [FILE_NAME_HEADER]: encodeURIComponent(fileName),
        ...(user ? { 'x-test-user': JSON.stringify(user) } : {}),
      },
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };
}
