import { DeleteButton } from '~/components/admin/content-list/RowActions';
import { Badge, type BadgeTone } from '~/components/ui/Badge';
import { formatShortDate } from '~/lib/format-date';

import type { ListedSubscriber } from './subscriber-list';

const STATUS_TONES: Record<ListedSubscriber['follows'][number]['status'], BadgeTone> = {
  confirmed: 'green',
  pending: 'amber',
  unsubscribed: 'neutral',
};

/** One subscriber: the address, whether it bounced, and what they follow here in which state. */
export function SubscriberRow({
  subscriber,
  onDelete,
}: {
  subscriber: ListedSubscriber;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-slate-900 dark:text-white">
            {subscriber.email}
          </span>
          {subscriber.bounced && <Badge tone="red">Bounced</Badge>}
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label={`What ${subscriber.email} follows`}>
          {subscriber.follows.map((follow) => (
            <li key={follow.id}>
              <Badge tone={STATUS_TONES[follow.status]}>
                {follow.followedTitle}: {follow.status}
              </Badge>
            </li>
          ))}
        </ul>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          Subscriber since {formatShortDate(subscriber.createdAt)}
        </span>
      </div>
      <div className="flex shrink-0 justify-end">
        <DeleteButton title={subscriber.email} onClick={onDelete} />
      </div>
    </li>
  );
}
