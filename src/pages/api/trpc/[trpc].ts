import type { NextApiRequest, NextApiResponse } from 'next';
import { createNextApiHandler } from '@trpc/server/adapters/next';

import { logUnexpectedError } from '~/server/error-reference';
import { createContext } from '~/server/trpc/context';
import { publicQueryCacheHeaders, withPublicAnswerCache } from '~/server/trpc/public-answer-cache';
import { refusalOf } from '~/server/trpc/request-guards';
import { appRouter } from '~/server/trpc/root';

// upload.image carries an image of up to 5 MB as base64 (about 6.7 MB); every other call is
// held to a smaller size by refusalOf.
export const config = { api: { bodyParser: { sizeLimit: '8mb' } } };

const trpc = withPublicAnswerCache(
  createNextApiHandler({
    router: appRouter,
    createContext,
    onError: logUnexpectedError,
    responseMeta: publicQueryCacheHeaders,
  }),
);

const CODE_OF_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const paths = String(req.query.trpc ?? '').split(',');
  const refusal = refusalOf(req, paths);
  if (!refusal) return trpc(req, res);
  // The shape of a tRPC error, which the clients read.
  const code = CODE_OF_STATUS[refusal.status] ?? 'BAD_REQUEST';
  res.status(refusal.status).json({
    error: { json: { message: refusal.message, data: { code, httpStatus: refusal.status } } },
  });
}
