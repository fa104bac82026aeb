import type { IncomingMessage, ServerResponse } from 'node:http';

import type { DropReason } from '~/lib/analytics-drop-reasons';
import { utcDay } from '~/lib/utc-days';
import { requestClientAddress } from '~/server/http/client-address';
import { readBoundedBody } from '~/server/http/request-guards';
import { isCrossSite } from '~/server/http/same-origin';

import { parseBeacon } from './beacon-schema';
import { botDropReason } from './bot-filter';
import type { EventBuffer } from './event-buffer';

/** A beacon is a few hundred bytes; this leaves room for long paths and campaign words. */
export const MAX_BEACON_BYTES = 2048;
/**
 * What of a user agent goes into the visitor key: real ones are far shorter, and the buffer
 * holds it until the flush, so an agent of kilobytes must not multiply its memory.
 */
export const MAX_USER_AGENT_CHARS = 512;

/**
 * Takes one reader beacon (POST, JSON sent as text/plain by navigator.sendBeacon, from this
 * site's own pages): checks it, drops bots, and hands the event to the buffer. Nothing is
 * written to the database here. 202 with no body for whatever was taken or dropped as a bot: a
 * bot learns nothing from the answer.
 */
export async function takeBeacon(
  req: IncomingMessage,
  res: ServerResponse,
  buffer: EventBuffer,
  now: Date = new Date(),
): Promise<void> {
  const day = utcDay(now);
  const refuse = (status: number, reason: DropReason) => {
    buffer.drop(day, reason);
    res.statusCode = status;
    res.end();
  };
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.statusCode = 405;
    res.end();
    return;
  }
  if (isCrossSite(req.headers)) return refuse(403, 'cross-site');
  if (Number(req.headers['content-length'] ?? 0) > MAX_BEACON_BYTES) {
    req.resume();
    return refuse(413, 'too-large');
  }
  const body = await readBoundedBody(req, MAX_BEACON_BYTES);
  if (body === null) return refuse(413, 'too-large');
  const beacon = parseBeacon(body);
  if (!beacon) return refuse(400, 'invalid');

  const userAgent = req.headers['user-agent'];
  const botReason = botDropReason({ userAgent, webdriver: beacon.webdriver });
  if (botReason) {
    buffer.drop(day, botReason);
  } else {
    buffer.add({
      occurredAt: now,
      day,
      kind: beacon.kind,
      path: beacon.path,
      recordType: beacon.record?.type,
      recordId: beacon.record?.id,
      referrerHost: beacon.referrer === req.headers.host ? undefined : beacon.referrer,
      utmSource: beacon.utm_source,
      utmMedium: beacon.utm_medium,
      utmCampaign: beacon.utm_campaign,
      device: beacon.device,
      address: requestClientAddress(req) ?? '',
      userAgent: userAgent!.slice(0, MAX_USER_AGENT_CHARS),
    });
  }
  res.statusCode = 202;
  res.end();
}
