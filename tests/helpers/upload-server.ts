/**
 * POST /api/upload's handler (receiveUpload) on a local HTTP server, storing into one folder:
 * tests send real requests, with the session of whichever user they name.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll } from 'vitest';

import type { Db } from '~/server/db';
import { FILE_NAME_HEADER, receiveUpload } from '~/server/modules/upload/upload.http';
import { createLocalStorage } from '~/server/storage/local';
import { createInnerContext } from '~/server/trpc/context';

import { startApiRouteServer, type ApiRouteServer } from './api-route-server';
import type { TestDatabase } from './db';
import { sessionFor, type TestUser } from './factories';

export interface UploadRequest {
  teamId: string;
  purpose?: string;
  fileName?: string;
  method?: string;
}

/** The header carrying the test user; the real route reads NextAuth's cookie instead. */
const TEST_USER_HEADER = 'x-test-user';

interface UploadServerOptions {
  db: () => Db;
  /** Where files are stored. */
  uploadDir: string;
  /** Where bodies are written while they arrive. */
  tempDir: string;
  /** Whose session a request carries. */
  userOf: (req: IncomingMessage) => TestUser | null;
}

/** receiveUpload behind a real HTTP server, storing into `uploadDir`. */
export function startUploadServer({
  db,
  uploadDir,
  tempDir,
  userOf,
}: UploadServerOptions): Promise<ApiRouteServer> {
  const storage = createLocalStorage(uploadDir);
  return startApiRouteServer(
    (req, res) => {
      const user = userOf(req);
      return receiveUpload(req, res, {
        storage,
        tempDir,
        createContext: () =>
          Promise.resolve(createInnerContext({ db: db(), session: user && sessionFor(user) })),
      });
    },
    (url) => Object.fromEntries(new URL(url, 'http://localhost').searchParams),
  );
}

/** Starts the server in beforeAll and stops it in afterAll; `send` posts one file as `user`. */
export function useUploadServer(database: () => TestDatabase, uploadDir: string) {
  let server: ApiRouteServer;
  let tempDir: string;

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'teamfolio-upload-temp-'));
    server = await startUploadServer({
      db: () => database().db,
      uploadDir,
      tempDir,
      userOf: (req) => {
        const header = req.headers[TEST_USER_HEADER];
        return typeof header === 'string' ? (JSON.parse(header) as TestUser) : null;
      },
    });
  });

  afterAll(async () => {
    await server.close();
    await rm(tempDir, { recursive: true, force: true });
  });

  return async function send(
    user: TestUser | null,
    body: Uint8Array,
    { teamId, purpose = 'media', fileName = 'file.bin', method = 'POST' }: UploadRequest,
  ) {
    const response = await fetch(
      `${server.origin}/api/upload?teamId=${teamId}&purpose=${purpose}`,
      {
        method,
        body: method === 'POST' ? new Uint8Array(body) : undefined,
        headers: {
          [FILE_NAME_HEADER]: encodeURIComponent(fileName),
          ...(user ? { [TEST_USER_HEADER]: JSON.stringify(user) } : {}),
        },
      },
    );
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };
}
