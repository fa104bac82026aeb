import os from 'node:os';

import type { NextApiRequest, NextApiResponse } from 'next';

import { receiveUpload } from '~/server/modules/upload/upload.http';
import { getImageStorage } from '~/server/storage';
import { createContext } from '~/server/trpc/context';

// The file is the raw body, streamed to a temporary file (and capped) by receiveUpload.
export const config = { api: { bodyParser: false } };

export default function upload(req: NextApiRequest, res: NextApiResponse) {
  return receiveUpload(req, res, {
    createContext,
    storage: getImageStorage(),
    tempDir: os.tmpdir(),
  });
}
