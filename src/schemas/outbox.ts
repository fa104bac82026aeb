import { z } from 'zod';

import { idSchema, pageInput } from './common';

/** What the Outbox screen can show: every message, or those with copies in one state. */
export const OUTBOX_FILTERS = ['all', 'kept', 'waiting', 'uncertain', 'held', 'failed'] as const;
export type OutboxFilter = (typeof OUTBOX_FILTERS)[number];

export const listOutboxInput = pageInput.extend({
  filter: z.enum(OUTBOX_FILTERS).default('all'),
  /** Part of a subject or of a recipient's address. */
  search: z.string().trim().max(200, 'Search must be at most 200 characters.').default(''),
});
export type ListOutboxInput = z.infer<typeof listOutboxInput>;

export const outboxMessageIdInput = z.object({ id: idSchema });
export type OutboxMessageIdInput = z.infer<typeof outboxMessageIdInput>;

/**
 * A person's decision on a message's copies that wait for one: send the uncertain ones again
 * (the recipient may get two), send the held ones late, or discard both.
 */
export const decideOutboxInput = z.object({
  id: idSchema,
  decision: z.enum(['resend_uncertain', 'send_held', 'discard']),
});
export type DecideOutboxInput = z.infer<typeof decideOutboxInput>;
