import type { IncomingMessage } from 'node:http';

import { readBoundedBody } from './request-guards';
import { isCrossSite } from './same-origin';

/** Forms of the pages that work without JavaScript hold a few short fields. */
const MAX_FORM_BYTES = 4096;

/**
 * The fields of a form a page posted to itself (application/x-www-form-urlencoded), or null for
 * a request that is not one: not a POST, from another site's page, or too large.
 */
export async function pagePostedForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  if (req.method !== 'POST' || isCrossSite(req.headers)) return null;
  const body = await readBoundedBody(req, MAX_FORM_BYTES);
  return body === null ? null : new URLSearchParams(body);
}
