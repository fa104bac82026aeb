import { z } from 'zod';

import { idSchema, pageInput } from './common';

/** A calendar day, as a date input gives it (YYYY-MM-DD). */
const day = z.iso.date('Enter a date as YYYY-MM-DD.');

/** The audit log, newest first, filtered by who, which team, what kind of record and when. */
export const listAuditInput = pageInput
  .extend({
    actorId: idSchema.nullish(),
    teamId: idSchema.nullish(),
    entityType: z
      .string()
      .regex(/^[a-z_]{1,50}$/, 'Not a kind of record.')
      .nullish(),
    /** The first day shown, inclusive (UTC). */
    from: day.nullish(),
    /** The last day shown, inclusive (UTC). */
    to: day.nullish(),
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    message: 'The first day must not be after the last day.',
    path: ['to'],
  });
export type ListAuditInput = z.infer<typeof listAuditInput>;

export const latestAuditInput = z
  .object({ limit: z.number().int().min(1).max(20).default(5) })
  .prefault({});
export type LatestAuditInput = z.infer<typeof latestAuditInput>;
