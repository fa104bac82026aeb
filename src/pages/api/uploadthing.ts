import type { NextApiRequest, NextApiResponse } from 'next';
import { createRouteHandler } from 'uploadthing/next-legacy';

import { env } from '~/env';
import { createImageFileRouter } from '~/server/modules/upload/upload.file-router';
import { createContext } from '~/server/trpc/context';

const handler = env.UPLOADTHING_TOKEN
  ? createRouteHandler({
      router: createImageFileRouter({ createContext }),
      config: { token: env.UPLOADTHING_TOKEN },
    })
  : null;

/** UploadThing's endpoint; without UPLOADTHING_TOKEN, uploads go to POST /api/upload only. */
export default async function uploadthing(req: NextApiRequest, res: NextApiResponse) {
  if (!handler) {
    return res.status(404).json({ error: 'UploadThing is not configured on this site.' });
  }
  return handler(req, res);
}
