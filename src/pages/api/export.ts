import type { NextApiRequest, NextApiResponse } from 'next';

import { sendExport } from '~/server/modules/export/export.http';
import { createContext } from '~/server/trpc/context';

// Archives are large and streamed: no response size warning.
export const config = { api: { responseLimit: false } };

export default async function exportArchive(req: NextApiRequest, res: NextApiResponse) {
  await sendExport(req, res, { createContext });
}
