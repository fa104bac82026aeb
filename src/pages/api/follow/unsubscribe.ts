import type { NextApiRequest, NextApiResponse } from 'next';

import { getDb } from '~/server/db';
import {
  managePathOfOneClickToken,
  unsubscribeOneClick,
} from '~/server/modules/follow/follow.service';

// Mail providers post `List-Unsubscribe=One-Click`; the token in the URL is all that counts, so
// the body is never read.
export const config = { api: { bodyParser: false } };

/**
 * RFC 8058 one-click unsubscribe: a POST ends the follow its token names at once and answers 200
 * without a page. Mail providers send it from their own servers, so unlike the site's other
 * writes it is not refused for coming from another site. A GET (a person, or a link scanner)
 * changes nothing and goes to the manage page, where the person can choose.
 */
export default async function unsubscribe(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('cache-control', 'no-store');
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  if (req.method === 'GET' || req.method === 'HEAD') {
    const managePath = await managePathOfOneClickToken(getDb(), token);
    return managePath ? res.redirect(303, managePath) : res.status(404).end();
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'GET, POST');
    return res.status(405).end();
  }
  if (!(await unsubscribeOneClick(getDb(), token))) return res.status(404).end();
  res.status(200).end();
}
