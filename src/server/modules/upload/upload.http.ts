import type { IncomingMessage } from 'node:http';

import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { NextApiRequest, NextApiResponse } from 'next';

import { uploadTargetInput } from '~/schemas/upload';
import { AppError } from '~/server/errors';
import { storeWithinQuota } from '~/server/storage/quota';
import type { ImageStorage } from '~/server/storage/types';
import type { Context } from '~/server/trpc/context';
import { createCaller } from '~/server/trpc/root';

import { maxUploadBytes, storeUpload, takesVideos } from './upload.service';

/** The header carrying the file's name (URI-encoded), used only in messages. */
export const FILE_NAME_HEADER = 'x-file-name';

export interface ReceiveUploadDeps {
  createContext(opts: { req: NextApiRequest; res: NextApiResponse }): Promise<Context>;
  storage: ImageStorage;
}

/**
 * The body, or null once it passes `limit` bytes. The rest is still read (and dropped) so the
 * browser gets the answer instead of a reset connection.
 */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return size <= limit ? Buffer.concat(chunks) : null;
}

function fileNameOf(req: NextApiRequest): string | undefined {
  const header = req.headers[FILE_NAME_HEADER];
  if (typeof header !== 'string' || header === '') return undefined;
  try {
    return decodeURIComponent(header).slice(0, 255);
  } catch {
    return undefined;
  }
}

function statusOf(error: TRPCError | AppError): number {
  return getHTTPStatusCodeFromError(
    error instanceof TRPCError ? error : new TRPCError({ code: error.code }),
  );
}

/**
 * POST /api/upload?teamId=…&purpose=…: one file as the raw request body, so the browser can
 * report its progress. The same check as `upload.image` decides who may send it (team admin,
 * owner or system admin); the bytes decide what it is. Answers `{ url, kind }` or `{ message }`.
 */
export async function receiveUpload(
  req: NextApiRequest,
  res: NextApiResponse,
  { createContext, storage }: ReceiveUploadDeps,
) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ message: 'Send the file with POST.' });
  }
  const target = uploadTargetInput.safeParse(req.query);
  if (!target.success) {
    return res.status(400).json({ message: target.error.issues[0]?.message ?? 'Bad request.' });
  }
  const { teamId, purpose } = target.data;
  try {
    const ctx = await createContext({ req, res });
    await createCaller(ctx).upload.authorize({ teamId, purpose });
    const bytes = await readBody(req, maxUploadBytes(purpose));
    if (!bytes) {
      const limit = maxUploadBytes(purpose) / (1024 * 1024);
      const what = takesVideos(purpose) ? 'Files' : 'Images';
      return res.status(413).json({ message: `${what} must be at most ${limit} MB.` });
    }
    const stored = await storeWithinQuota(ctx.db, { teamId, bytes: bytes.length }, () =>
      storeUpload(storage, {
        purpose,
        fileName: fileNameOf(req),
        bytes: new Uint8Array(bytes),
        videos: takesVideos(purpose),
      }),
    );
    return res.status(200).json(stored);
  } catch (error) {
    if (error instanceof TRPCError || error instanceof AppError) {
      return res.status(statusOf(error)).json({ message: error.message });
    }
    throw error;
  }
}
