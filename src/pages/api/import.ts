import type { NextApiRequest, NextApiResponse } from 'next';

import { receiveImport } from '~/server/modules/import/import.http';
import { createContext } from '~/server/trpc/context';

// The file is the raw body, read (and capped) by receiveImport.
export const config = { api: { bodyParser: false } };

export default async function importFile(req: NextApiRequest, res: NextApiResponse) {
  await receiveImport(req, res, { createContext });
}
