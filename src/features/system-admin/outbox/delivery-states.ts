import type { BadgeTone } from '~/components/ui/Badge';
import type { OutboxFilter } from '~/schemas/outbox';
import type { RouterOutputs } from '~/utils/api';

export type DeliveryStatus = keyof RouterOutputs['outbox']['list']['items'][number]['counts'];

/** How each state of a copy reads on the Outbox screen, in the order the counts are shown. */
export const DELIVERY_STATES: ReadonlyArray<{
  status: DeliveryStatus;
  label: string;
  tone: BadgeTone;
}> = [
  { status: 'sent', label: 'Sent', tone: 'green' },
  { status: 'kept', label: 'Kept', tone: 'blue' },
  { status: 'pending', label: 'Waiting', tone: 'neutral' },
  { status: 'sending', label: 'Sending', tone: 'brand' },
  { status: 'uncertain', label: 'Uncertain', tone: 'amber' },
  { status: 'held', label: 'Held', tone: 'purple' },
  { status: 'failed', label: 'Failed', tone: 'red' },
  { status: 'cancelled', label: 'Cancelled', tone: 'neutral' },
];

export const FILTER_LABELS: Record<OutboxFilter, string> = {
  all: 'Everything',
  kept: 'Kept (not sent)',
  waiting: 'Waiting',
  uncertain: 'Uncertain',
  held: 'Held (over a day late)',
  failed: 'Failed',
};

/** What caused a message, as a person would say it. */
export function kindLabel(kind: string): string {
  const words = kind.replaceAll(/[_.]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
