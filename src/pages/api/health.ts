import type { NextApiRequest, NextApiResponse } from 'next';

import { invalidationState } from '~/server/cache/invalidation/instance';
import { getDb } from '~/server/db';
import { checkHealth } from '~/server/health';

/**
 * For load balancers and orchestrators: 200 while the process runs and the database answers,
 * else 503. `invalidation` tells whether this instance hears other instances' writes.
 */
export default async function health(_req: NextApiRequest, res: NextApiResponse) {
  const { ok, database } = await checkHealth(getDb());
  res.setHeader('cache-control', 'no-store');
  res
    .status(ok ? 200 : 503)
    .json({ status: ok ? 'ok' : 'unavailable', database, invalidation: invalidationState() });
}
