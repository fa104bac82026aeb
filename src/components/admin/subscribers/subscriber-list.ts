import type { SubscriberStatus } from '~/schemas/subscriber';
import type { RouterOutputs } from '~/utils/api';

export type ListedSubscriber = RouterOutputs['subscriber']['adminList']['items'][number];
export type FollowerCount = RouterOutputs['subscriber']['counts'][number];

export const STATUS_OPTIONS = [
  { value: 'all', label: 'All subscribers' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'pending', label: 'Pending' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
  { value: 'bounced', label: 'Bounced' },
] as const satisfies readonly { value: SubscriberStatus | 'all'; label: string }[];
export type StatusFilter = (typeof STATUS_OPTIONS)[number]['value'];

/** The list's filter as the procedures take it. */
export function statusOf(filter: StatusFilter): SubscriberStatus | null {
  return filter === 'all' ? null : filter;
}
