import type { NextApiRequest, NextApiResponse } from 'next';

import { getLocalStorage } from '~/server/storage';
import { serveLocalUpload } from '~/server/storage/serve';

// Images are at most 5 MB and videos 50 MB; lift Next's 4 MB response warning.
export const config = { api: { responseLimit: '64mb' } };

export default function uploads(req: NextApiRequest, res: NextApiResponse) {
  return serveLocalUpload(getLocalStorage(), req, res);
}
