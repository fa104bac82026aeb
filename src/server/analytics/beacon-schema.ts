import { z } from 'zod';

import { deviceClasses } from '~/lib/reader-beacon/beacon';
import { analyticsRecordTypes, type AnalyticsRecordType } from '~/schemas/analytics';
import { idSchema } from '~/schemas/common';

/** A page's path, percent-encoded as browsers send it: printable ASCII, no spaces. */
const PATH_PATTERN = /^\/[\x21-\x7e]*$/;
const MAX_PATH_LENGTH = 512;
const MAX_UTM_LENGTH = 100;
const MAX_REFERRER_LENGTH = 2048;

/** Only a path's own part is kept: its query may hold what a reader typed or a token. */
const pagePath = z
  .string()
  .max(MAX_PATH_LENGTH * 4)
  .transform((path) => path.split(/[?#]/, 1)[0]!)
  .pipe(z.string().max(MAX_PATH_LENGTH).regex(PATH_PATTERN));

const recordRef = z
  .string()
  .max(60)
  .transform((value, ctx) => {
    const [type = '', id, ...rest] = value.split(':');
    if (
      rest.length > 0 ||
      !(analyticsRecordTypes as readonly string[]).includes(type) ||
      !idSchema.safeParse(id).success
    ) {
      ctx.addIssue({ code: 'custom', message: 'Not a record.' });
      return z.NEVER;
    }
    return { type: type as AnalyticsRecordType, id: id!.toLowerCase() };
  });

/** A campaign word: printable text, trimmed; empty counts as absent. */
const utm = z
  .string()
  .max(MAX_UTM_LENGTH)
  .transform((value) => value.replace(/[\p{Cc}\p{Cf}]/gu, '').trim() || undefined)
  .optional();

/** The referring page's host, lowercased; anything that is not an http(s) address: none. */
const referrerHost = z
  .string()
  .max(MAX_REFERRER_LENGTH)
  .transform((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:'
        ? url.host.toLowerCase() || undefined
        : undefined;
    } catch {
      return undefined;
    }
  })
  .optional();

/**
 * The reader beacon's body (src/lib/reader-beacon/beacon.ts), checked. Strict: a body with
 * fields the tracker never sends is not the tracker's. Reads are counted for posts and items
 * only, the records whose content is read to its end.
 */
export const beaconSchema = z
  .strictObject({
    kind: z.enum(['view', 'read']),
    path: pagePath,
    record: recordRef.optional(),
    referrer: referrerHost,
    utm_source: utm,
    utm_medium: utm,
    utm_campaign: utm,
    device: z.enum(deviceClasses),
    webdriver: z.boolean().optional(),
  })
  .refine(
    (beacon) =>
      beacon.kind === 'view' || beacon.record?.type === 'post' || beacon.record?.type === 'item',
    { message: 'A read is of a post or an item.', path: ['record'] },
  );

export type Beacon = z.output<typeof beaconSchema>;

/** The beacon in `text` (JSON), or null when it is not one. */
export function parseBeacon(text: string): Beacon | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = beaconSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
