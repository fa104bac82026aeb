import type { NextApiRequest, NextApiResponse } from 'next';

import { takeBeacon } from '~/server/analytics/beacon-request';
import { analyticsBuffer } from '~/server/analytics/collector';

/** The reader beacon's endpoint (src/lib/reader-beacon): page views and reads, buffered. */
export default function seen(req: NextApiRequest, res: NextApiResponse) {
  return takeBeacon(req, res, analyticsBuffer());
}

// The body is read (bounded) by takeBeacon itself.
export const config = { api: { bodyParser: false } };
