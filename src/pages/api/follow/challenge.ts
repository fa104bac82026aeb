import type { NextApiRequest, NextApiResponse } from 'next';

import { createProofOfWorkChallenge } from '~/server/proof-of-work';

/** A fresh proof-of-work challenge for the follow form's widget (GET, as the widget fetches it). */
export default async function challenge(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).end();
  }
  res.setHeader('cache-control', 'no-store');
  res.status(200).json(await createProofOfWorkChallenge());
}
