import path from 'node:path';

import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { NextApiRequest, NextApiResponse } from 'next';

import { MAX_VIDEO_BYTES, uploadTargetInput } from '~/schemas/upload';
import { AppError } from '~/server/errors';
import { storeWithinQuota } from '~/server/storage/quota';
import type { ImageStorage } from '~/server/storage/types';
import type { Context } from '~/server/trpc/context';
import { createCaller } from '~/server/trpc/root';

import { dropRestOfBody, withUploadFolder, writeBody } from './upload-body';
import { maxUploadBytes, storeUpload, takesVideos, uploadTooLargeMessage } from './upload.service';

/** The header carrying the file's name (URI-encoded), used only in messages. */
export const FILE_NAME_HEADER = 'x-file-name';

export interface ReceiveUploadDeps {
  createContext: (opts: { req: NextApiRequest; res: NextApiResponse }) => Promise<Context>;
  storage: ImageStorage;
  /** Where the body is written while it is checked; each upload gets a folder of its own. */
  tempDir: string;
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
 * report its progress. `upload.authorize` decides who may send it (team admin, owner or system
 * admin), before a byte of the body is read; the body goes to a temporary file, refused with
 * 413 once it passes the purpose's limit; the bytes decide what it is. Answers `{ url, kind }`
 * or `{ message }`.
 */
export async function receiveUpload(
  req: NextApiRequest,
  res: NextApiResponse,
  { createContext, storage, tempDir }: ReceiveUploadDeps,
) {
  const answer = (status: number, body: object) => {
    // Up to the largest upload: as much as an honest client may still be sending.
    if (!req.complete) dropRestOfBody(req, MAX_VIDEO_BYTES);
    return res.status(status).json(body);
  };
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return answer(405, { message: 'Send the file with POST.' });
  }
  const target = uploadTargetInput.safeParse(req.query);
  if (!target.success) {
    return answer(400, { message: target.error.issues[0]?.message ?? 'Bad request.' });
  }
  const { teamId, purpose } = target.data;
  const limit = maxUploadBytes(purpose);
  if (Number(req.headers['content-length']) > limit) {
    return answer(413, { message: uploadTooLargeMessage(purpose) });
  }
  try {
    const ctx = await createContext({ req, res });
    await createCaller(ctx).upload.authorize({ teamId, purpose });
    return await withUploadFolder(tempDir, async (folder) => {
      const body = await writeBody(req, path.join(folder, 'body'), limit);
      if (!body) return answer(413, { message: uploadTooLargeMessage(purpose) });
      const stored = await storeWithinQuota(ctx.db, { teamId, bytes: body.size }, () =>
        storeUpload(storage, {
          purpose,
          fileName: fileNameOf(req),
          file: body,
          videos: takesVideos(purpose),
        }),
      );
      return answer(200, stored);
    });
  } catch (error) {
    // The client went away before its body was sent: there is no one to answer.
    if (req.destroyed && !req.complete) return;
    if (error instanceof TRPCError || error instanceof AppError) {
      return answer(statusOf(error), { message: error.message });
    }
    throw error;
  }
}
