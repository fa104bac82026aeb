import { createNextApiHandler } from '@trpc/server/adapters/next';
import type { NextApiRequest, NextApiResponse } from 'next';

import { publicQueryCacheHeaders, withPublicAnswerCache } from '~/server/cache/public-answers';
import { retryAfterDatabaseMeta } from '~/server/database-unavailable';
import { logUnexpectedError } from '~/server/error-reference';
import {
  holdsMoreValues,
  MAX_BODY_BYTES,
  MAX_BODY_VALUES,
  readBoundedBody,
  refusalOf,
  TOO_LARGE,
  TOO_MANY_VALUES,
  type Refusal,
} from '~/server/http/request-guards';
import { createContext } from '~/server/trpc/context';
import { appRouter } from '~/server/trpc/root';

// The body is read by readBoundedBody, which stops at MAX_BODY_BYTES: Next's parser would take
// a chunked body up to its own limit and parse it before any refusal.
export const config = { api: { bodyParser: false } };

const trpc = withPublicAnswerCache(
  createNextApiHandler({
    router: appRouter,
    createContext,
    onError: logUnexpectedError,
    responseMeta: (opts) => retryAfterDatabaseMeta(opts) ?? publicQueryCacheHeaders(opts),
  }),
);

const CODE_OF_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Answers a refusal in the shape of a tRPC error, which the clients read. */
function refuse(res: NextApiResponse, refusal: Refusal) {
  const code = CODE_OF_STATUS[refusal.status] ?? 'BAD_REQUEST';
  res.status(refusal.status).json({
    error: { json: { message: refusal.message, data: { code, httpStatus: refusal.status } } },
  });
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const paths = String(req.query.trpc ?? '').split(',');
  const refusal = refusalOf(req, paths);
  if (refusal) return refuse(res, refusal);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const body = await readBoundedBody(req, MAX_BODY_BYTES);
    if (body === null) return refuse(res, TOO_LARGE);
    if (holdsMoreValues(body, MAX_BODY_VALUES)) return refuse(res, TOO_MANY_VALUES);
    // tRPC's adapter takes the body from here rather than reading the request again.
    req.body = body;
  }
  return trpc(req, res);
}
