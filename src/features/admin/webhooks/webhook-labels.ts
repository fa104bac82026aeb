import type { BadgeTone } from '~/components/ui/Badge';
import type { WebhookFormatValue } from '~/schemas/webhook';
import type { RouterOutputs } from '~/utils/api';

export type AdminWebhook = RouterOutputs['webhook']['list'][number];
export type WebhookDelivery = RouterOutputs['webhook']['deliveries']['items'][number];

export const FORMAT_LABELS: Record<WebhookFormatValue, string> = {
  standard: 'Standard Webhooks',
  discord: 'Discord',
  slack: 'Slack',
};

/** Why an endpoint is off, as its card says it. */
export function disabledReasonText(reason: string | null): string {
  switch (reason) {
    case 'gone':
      return 'Turned off: the endpoint answered 410 Gone.';
    case 'failing':
      return 'Turned off: every call failed for three days.';
    default:
      return 'Turned off by an admin.';
  }
}

export const DELIVERY_STATUS: Record<
  WebhookDelivery['status'],
  { label: string; tone: BadgeTone }
> = {
  pending: { label: 'Waiting', tone: 'blue' },
  sending: { label: 'Sending', tone: 'blue' },
  sent: { label: 'Delivered', tone: 'green' },
  kept: { label: 'Kept', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'red' },
  uncertain: { label: 'Uncertain', tone: 'amber' },
  held: { label: 'Held', tone: 'amber' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** A delivery that is not waiting or on its way can be sent again. */
export function canReplay(status: WebhookDelivery['status']): boolean {
  return status !== 'pending' && status !== 'sending';
}

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When something happened, in the reader's time zone: 'Nov 27, 2026, 6:50 AM'. */
export function formatWhen(value: Date): string {
  return timeFormat.format(value);
}
