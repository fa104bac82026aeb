import { createNextApiHandler } from '@trpc/server/adapters/next';

import { logUnexpectedError } from '~/server/error-reference';
import { createContext } from '~/server/trpc/context';
import { publicQueryCacheHeaders, withPublicAnswerCache } from '~/server/trpc/public-answer-cache';
import { appRouter } from '~/server/trpc/root';

// upload.image carries an image of up to 5 MB as base64 (about 6.7 MB).
export const config = { api: { bodyParser: { sizeLimit: '8mb' } } };

export default withPublicAnswerCache(
  createNextApiHandler({
    router: appRouter,
    createContext,
    onError: logUnexpectedError,
    responseMeta: publicQueryCacheHeaders,
  }),
);
