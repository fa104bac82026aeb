import { BEACON_PATH } from '~/lib/reader-beacon/beacon';
import { uploadThingFileHost } from '~/lib/upload-host';
import { answerBeforeNext } from '~/server/http/front-routes';
import { securityHeaders } from '~/server/http/security-headers';

import { takeBeacon } from './beacon-request';
import { analyticsBuffer } from './collector';

/**
 * Has the production server take reader beacons before Next routes them: every page view sends
 * one, and taking it is a fraction of what Next's routing of an API request costs (the bench's
 * beacon served about half the static file's throughput through Next). The answer carries the
 * security headers Next gives every response.
 */
export function answerBeaconsBeforeNext(): void {
  const headers = securityHeaders(uploadThingFileHost(process.env.UPLOADTHING_TOKEN));
  answerBeforeNext(BEACON_PATH, async (req, res) => {
    for (const { key, value } of headers) res.setHeader(key, value);
    await takeBeacon(req, res, analyticsBuffer());
  });
}
