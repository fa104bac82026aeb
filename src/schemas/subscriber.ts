import { z } from 'zod';

import { idSchema, pageInput } from './common';

/** A subscriber list's filter: a follow's state, or bounced (the address refuses mail). */
export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

const subscriberFilter = z.object({
  /** Part of the address; empty means every subscriber. */
  search: z
    .string()
    .trim()
    .max(320, 'Search must be at most 320 characters.')
    .nullish()
    .transform((value) => value || null),
  status: z.enum(subscriberStatuses).nullish(),
});

/** A page of the followers of a team's series, or of the blog. */
export const listSubscribersInput = pageInput.extend(subscriberFilter.shape);
export type ListSubscribersInput = z.infer<typeof listSubscribersInput>;

/** Every subscriber the filter finds, as a CSV file. */
export const exportSubscribersInput = subscriberFilter;
export type ExportSubscribersInput = z.infer<typeof exportSubscribersInput>;

export const subscriberIdInput = z.object({ id: idSchema });
export type SubscriberIdInput = z.infer<typeof subscriberIdInput>;

/** The send figures of the emails about these records (the rows of a list). */
export const sendFiguresInput = z.object({
  aboutType: z.enum(['series_item', 'blog_post']),
  ids: z.array(idSchema).max(1000),
});
export type SendFiguresInput = z.infer<typeof sendFiguresInput>;
