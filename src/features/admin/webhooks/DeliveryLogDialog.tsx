import { useState } from 'react';

import { messageOf } from '~/components/admin/forms/server-errors';
import { PagedList } from '~/components/admin/list/PagedList';
import { nextPageByCursor } from '~/components/admin/list/use-list-search';
import { Badge } from '~/components/ui/Badge';
import { Button } from '~/components/ui/Button';
import { Dialog } from '~/components/ui/Dialog';
import { EmptyState } from '~/components/ui/EmptyState';
import { ActivityIcon } from '~/components/ui/icons';
import { toast } from '~/components/ui/Toaster';
import { countLabel } from '~/lib/count-label';
import { DEFAULT_PAGE_SIZE } from '~/schemas/common';
import { WEBHOOK_EVENT_LABELS, type WebhookEventType } from '~/server/outbox/webhooks/events';
import { api } from '~/utils/api';

import {
  canReplay,
  DELIVERY_STATUS,
  formatWhen,
  type AdminWebhook,
  type WebhookDelivery,
} from './webhook-labels';

/** An endpoint's deliveries, newest first, each with its answer and a Replay button. */
export function DeliveryLogDialog({
  teamId,
  webhook,
  onClose,
}: {
  teamId: string;
  /** Open while not null. */
  webhook: AdminWebhook | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={webhook !== null}
      onClose={onClose}
      title="Delivery log"
      description={webhook && `What was sent to ${new URL(webhook.url).host}, newest first.`}
      size="lg"
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {webhook && <DeliveryList teamId={teamId} webhook={webhook} />}
    </Dialog>
  );
}

function DeliveryList({ teamId, webhook }: { teamId: string; webhook: AdminWebhook }) {
  const utils = api.useUtils();
  const [replaying, setReplaying] = useState<string | null>(null);
  const list = api.webhook.deliveries.useInfiniteQuery(
    { teamId, id: webhook.id, limit: DEFAULT_PAGE_SIZE },
    nextPageByCursor,
  );
  const replay = api.webhook.replay.useMutation();

  async function sendAgain(delivery: WebhookDelivery) {
    setReplaying(delivery.id);
    try {
      await replay.mutateAsync({ teamId, deliveryId: delivery.id });
      toast.success('Queued to be sent again');
      await utils.webhook.deliveries.invalidate();
    } catch (error) {
      toast.error('Error sending again', { description: messageOf(error) });
    } finally {
      setReplaying(null);
    }
  }

  return (
    <PagedList
      query={list}
      noun="deliveries"
      label="Deliveries"
      layout="rows"
      empty={
        <EmptyState
          icon={<ActivityIcon />}
          headingLevel="h3"
          title="Nothing sent yet"
          description="Each event sent to this endpoint shows here, with its answer."
        />
      }
    >
      {(delivery) => {
        const status = DELIVERY_STATUS[delivery.status];
        return (
          <li key={delivery.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900 dark:text-white">
                  {WEBHOOK_EVENT_LABELS[delivery.event as WebhookEventType] ?? delivery.event}
                </span>
                <Badge tone={status.tone}>{status.label}</Badge>
              </div>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {[
                  formatWhen(delivery.lastAttempt?.createdAt ?? delivery.createdAt),
                  delivery.responseCode !== null && `HTTP ${delivery.responseCode}`,
                  delivery.lastAttempt && `${delivery.lastAttempt.durationMs} ms`,
                  countLabel(delivery.attempts, 'attempt'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {delivery.lastError && (
                <p className="text-sm break-words text-red-700 dark:text-red-400">
                  {delivery.lastError}
                </p>
              )}
              {delivery.status === 'pending' && delivery.attempts > 0 && (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  Next try {formatWhen(delivery.nextAttemptAt)}
                </p>
              )}
            </div>
            {canReplay(delivery.status) && webhook.enabled && (
              <Button
                variant="outline"
                size="sm"
                disabled={replaying === delivery.id}
                onClick={() => void sendAgain(delivery)}
              >
                {replaying === delivery.id ? 'Sending...' : 'Replay'}
              </Button>
            )}
          </li>
        );
      }}
    </PagedList>
  );
}
