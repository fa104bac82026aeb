import { PencilIcon, TrashIcon } from '~/components/admin/icons';
import { Badge } from '~/components/ui/Badge';
import { Button } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { ActivityIcon, RefreshIcon } from '~/components/ui/icons';
import { WEBHOOK_EVENT_LABELS, type WebhookEventType } from '~/server/outbox/webhooks/events';

import { disabledReasonText, FORMAT_LABELS, formatWhen, type AdminWebhook } from './webhook-labels';

/** One endpoint: where it posts, in which format, which events, whether it is on. */
export function WebhookCard({
  webhook,
  canChangeSettings,
  onEdit,
  onToggle,
  onRotate,
  onDelete,
  onShowLog,
}: {
  webhook: AdminWebhook;
  /** An endpoint that receives contact messages is changed only by system admins. */
  canChangeSettings: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onRotate: () => void;
  onDelete: () => void;
  onShowLog: () => void;
}) {
  const host = new URL(webhook.url).host;
  return (
    <Card as="li" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{FORMAT_LABELS[webhook.format]}</Badge>
        {webhook.enabled ? <Badge tone="green">Enabled</Badge> : <Badge tone="amber">Off</Badge>}
        {webhook.enabled && webhook.failingSince && (
          <Badge tone="red">Failing since {formatWhen(webhook.failingSince)}</Badge>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold break-all text-slate-900 dark:text-white">{host}</h2>
        <p className="font-mono text-sm break-all text-slate-600 dark:text-slate-400">
          {webhook.url}
        </p>
        {!webhook.enabled && (
          <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
            {disabledReasonText(webhook.disabledReason)}
          </p>
        )}
      </div>
      <ul aria-label="Events" className="flex flex-wrap gap-2">
        {webhook.events.map((event) => (
          <li key={event}>
            <Badge>{WEBHOOK_EVENT_LABELS[event as WebhookEventType] ?? event}</Badge>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button size="sm" onClick={onShowLog} aria-label={`Delivery log of ${host}`}>
          <ActivityIcon className="size-4" />
          Delivery log
        </Button>
        {canChangeSettings && (
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${host}`}>
            <PencilIcon className="size-4" />
            Edit
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onToggle}>
          {webhook.enabled ? 'Turn off' : 'Turn on'}
        </Button>
        <Button variant="outline" size="sm" onClick={onRotate}>
          <RefreshIcon className="size-4" />
          New secret
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete ${host}`}
          className="text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950"
        >
          <TrashIcon className="size-4" />
          Delete
        </Button>
      </div>
    </Card>
  );
}
